// The worker side of the pool's protocol (pool.ts), for every kind of worker: each batch is checked
// as it comes, its result sent back with its id and the batch's memory (to be filled again), and
// counted as done in shared memory (the counter is the pool's first message).
import { parentPort } from 'node:worker_threads';
import type { WorkerCounter, WorkerReply, WorkerRequest } from './pool.js';
import { thrownText } from './worker-thread-error.js';

export function serveBatches<R>(check: (bytes: Buffer) => R, what: string): void {
  const port = parentPort;
  if (port === null) throw new Error(`${what} runs as a worker thread`);
  // Set by the pool's first message: where this thread counts the batches it is done with.
  let done: Int32Array | undefined;
  port.on('message', (message: WorkerRequest | WorkerCounter) => {
    if ('done' in message) {
      done = message.done;
      return;
    }
    const { id, bytes } = message;
    let reply: WorkerReply<R>;
    try {
      reply = { id, result: check(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
    } catch (error) {
      // The message alone, the stack apart: the pool's error is one line a person reads.
      reply =
        error instanceof Error
          ? { id, error: thrownText(error), ...(error.stack === undefined ? {} : { stack: error.stack }) }
          : { id, error: thrownText(error) };
    }
    // Nothing checked keeps the batch's bytes: its memory goes back with the result.
    reply.bytes = bytes;
    port.postMessage(reply, [bytes.buffer as ArrayBuffer]);
    if (done !== undefined) Atomics.add(done, 0, 1);
  });
}
