// A worker thread of `validate-traffic --jobs N`: checks the batches of JSON lines it is sent, one at
// a time, with the pool's protocol (serve-batches.ts).
import { workerData } from 'node:worker_threads';
import { type BatchOptions, batchChecker } from './batch.js';
import { serveBatches } from './serve-batches.js';

serveBatches(batchChecker(workerData as BatchOptions), 'worker.js of validate-traffic');
