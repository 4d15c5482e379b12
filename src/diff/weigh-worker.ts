// A worker thread of `diff --traffic --jobs N`: weighs the batches of JSON lines it is sent, one at a
// time, and sends each result back with the batch's id and its memory, counting the batches it is
// done with where the pool asks (the protocol of validate-traffic's pool and worker, src/traffic/worker.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerCounter, WorkerReply, WorkerRequest } from '../traffic/pool.js';
import { type WeighBatchOptions, type WeighBatchResult, weighBatchChecker } from './weigh-batch.js';

const port = parentPort;
if (port === null) throw new Error('weigh-worker.js runs as a worker thread of diff --traffic');
const check = weighBatchChecker(workerData as WeighBatchOptions);

// Set by the pool's first message: where this thread counts the batches it is done with.
let done: Int32Array | undefined;

port.on('message', (message: WorkerRequest | WorkerCounter) => {
  if ('done' in message) {
    done = message.done;
    return;
  }
  const { id, bytes } = message;
  let reply: WorkerReply<WeighBatchResult>;
  try {
    reply = { id, result: check(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  // Nothing weighed keeps the batch's bytes: its memory goes back with the result, to be filled again.
  reply.bytes = bytes;
  port.postMessage(reply, [bytes.buffer as ArrayBuffer]);
  if (done !== undefined) Atomics.add(done, 0, 1);
});
