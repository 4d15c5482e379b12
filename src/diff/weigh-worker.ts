// A worker thread of `diff --traffic --jobs N`: weighs the batches of JSON lines it is sent, one at a
// time, and sends each result back with the batch's id (the protocol of validate-traffic's pool).
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from '../traffic/pool.js';
import { type WeighBatchOptions, type WeighBatchResult, weighBatchChecker } from './weigh-batch.js';

const port = parentPort;
if (port === null) throw new Error('weigh-worker.js runs as a worker thread of diff --traffic');
const check = weighBatchChecker(workerData as WeighBatchOptions);

port.on('message', ({ id, bytes }: WorkerRequest) => {
  let reply: WorkerReply<WeighBatchResult>;
  try {
    reply = { id, result: check(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
