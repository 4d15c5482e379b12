// A worker thread of `validate-traffic --jobs N`: checks the batches of JSON lines it is sent, one at
// a time, and sends each result back with the batch's id.
import { parentPort, workerData } from 'node:worker_threads';
import { type BatchOptions, batchChecker } from './batch.js';
import type { WorkerCounter, WorkerReply, WorkerRequest } from './pool.js';

const port = parentPort;
if (port === null) throw new Error('worker.js runs as a worker thread of validate-traffic');
const check = batchChecker(workerData as BatchOptions);

// Set by the pool's first message: where this thread counts the batches it is done with.
let done: Int32Array | undefined;

port.on('message', (message: WorkerRequest | WorkerCounter) => {
  if ('done' in message) {
    done = message.done;
    return;
  }
  const { id, bytes } = message;
  let reply: WorkerReply;
  try {
    reply = { id, result: check(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  // The batch's memory goes back with the result, to be filled again (the reader's spare batches).
  reply.bytes = bytes;
  port.postMessage(reply, [bytes.buffer as ArrayBuffer]);
  if (done !== undefined) Atomics.add(done, 0, 1);
});
