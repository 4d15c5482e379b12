// A worker thread of `diff --traffic --jobs N`: weighs the batches of JSON lines it is sent, one at a
// time, with validate-traffic's pool protocol (src/traffic/serve-batches.ts).
import { workerData } from 'node:worker_threads';
import { serveBatches } from '../traffic/serve-batches.js';
import { type WeighBatchOptions, weighBatchChecker } from './weigh-batch.js';

serveBatches(weighBatchChecker(workerData as WeighBatchOptions), 'weigh-worker.js of diff --traffic');
