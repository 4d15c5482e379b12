// A worker thread of `validate-traffic --jobs N`: checks the batches of JSON lines it is sent, one at
// a time, and sends each result back with the batch's id.
import { parentPort, workerData } from 'node:worker_threads';
import { type BatchOptions, batchChecker } from './batch.js';
import type { WorkerReply, WorkerRequest } from './pool.js';

const port = parentPort;
if (port === null) throw new Error('worker.js runs as a worker thread of validate-traffic');
const check = batchChecker(workerData as BatchOptions);

port.on('message', ({ id, bytes }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, result: check(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  // The batch's memory goes back with the result, to be filled again (the reader's spare batches).
  reply.bytes = bytes;
  port.postMessage(reply, [bytes.buffer as ArrayBuffer]);
});
