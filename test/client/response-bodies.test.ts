// validateResponses reads a body within its bound (maxBodyBytes + 1 bytes at most), from a clone,
// and leaves the caller's own response whole.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ContractViolationError, createNotificationClient } from '../../src/client.js';
import { successOf } from './fake-service.js';

const topic = successOf('getTopic').body as Record<string, unknown>;
const getTopic = { params: { path: { topicKey: 'news' } } } as const;
const json = { 'content-type': 'application/json' };

/**
 * A body of `chunk` repeated, pulled on demand: it counts what was pulled and whether it was
 * cancelled, and errors past `limit` bytes (so that a client that reads without end fails instead of
 * running the test out of memory).
 */
function source(chunk: Uint8Array, limit: number) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (state.pulled >= limit) {
          controller.error(new Error(`read past ${limit} bytes`));
          return;
        }
        state.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

const clientAnswering = (response: () => Response, maxBodyBytes?: number) =>
  createNotificationClient({
    baseUrl: 'https://api.example.test',
    apiKey: 'k',
    validateResponses: maxBodyBytes === undefined ? true : { maxBodyBytes },
    fetch: async () => response(),
  });

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a body over maxBodyBytes', () => {
  it("is refused after maxBodyBytes + 1 bytes, with the validator's maxBodyBytes issue, and its stream is cancelled", async () => {
    const chunk = new Uint8Array(256).fill(0x20);
    // 64 MiB before the source gives up: the whole of it was read before.
    const { stream, state } = source(chunk, 64 * 2 ** 20);
    const client = clientAnswering(() => new Response(stream, { status: 200, headers: json }), 1024);
    const failure = await client.GET('/v2/topics/{topicKey}', getTopic).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractViolationError);
    expect(failure).toMatchObject({
      operationId: 'getTopic',
      status: 200,
      issues: [{ location: 'body', keyword: 'maxBodyBytes', message: 'is larger than 1024 bytes', severity: 'error' }],
    });
    // 1025 bytes take five chunks; the tee may pull one more.
    expect(state.pulled).toBeLessThanOrEqual(6 * chunk.byteLength);
    await settle();
    expect(state.cancelled).toBe(true);
  });

  it('is refused whether the bound is the default (1 MiB) or 0, in chunks of any size', async () => {
    for (const [maxBodyBytes, bound, chunkSize] of [
      [undefined, 2 ** 20, 64 * 1024],
      [undefined, 2 ** 20, 3 * 2 ** 20],
      [0, 0, 1],
      [10, 10, 11],
    ] as const) {
      const chunk = new Uint8Array(chunkSize).fill(0x20);
      const { stream, state } = source(chunk, 64 * 2 ** 20);
      const call = clientAnswering(() => new Response(stream, { status: 200, headers: json }), maxBodyBytes).GET('/v2/topics/{topicKey}', getTopic);
      await expect(call).rejects.toMatchObject({ issues: [{ keyword: 'maxBodyBytes', message: `is larger than ${bound} bytes` }] });
      expect(state.pulled).toBeLessThanOrEqual(bound + 2 * chunkSize);
      await settle();
      expect(state.cancelled).toBe(true);
    }
  });

  it('is a violation of an error answer too, whose body the contract leaves open', async () => {
    const { stream } = source(new TextEncoder().encode('{"message":"x"}'.padEnd(100, ' ')), 2 ** 20);
    const call = clientAnswering(() => new Response(stream, { status: 404, headers: json }), 1000).GET('/v2/topics/{topicKey}', getTopic);
    await expect(call).rejects.toMatchObject({ status: 404, issues: [{ keyword: 'maxBodyBytes' }] });
  });

  it('ends the connection of a real fetch: the server sees the socket close', async () => {
    let written = 0;
    let closed: () => void = () => undefined;
    const socketClosed = new Promise<void>((resolve) => {
      closed = resolve;
    });
    const server = createServer((_request, response) => {
      response.writeHead(200, json);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      // Endless, as fast as the socket takes it (no more than 256 MiB, should the client never stop).
      const write = () => {
        while (written < 256 * 2 ** 20 && response.write(chunk)) written += chunk.byteLength;
      };
      response.on('drain', write);
      response.on('close', closed);
      write();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = createNotificationClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k', validateResponses: { maxBodyBytes: 4096 } });
      await expect(client.GET('/v2/topics/{topicKey}', getTopic)).rejects.toMatchObject({ issues: [{ keyword: 'maxBodyBytes' }] });
      await Promise.race([socketClosed, new Promise((_, reject) => setTimeout(() => reject(new Error('the server still writes')), 3000))]);
      // What the socket buffers took, not the body: far below the 256 MiB the server would write.
      expect(written).toBeLessThan(32 * 2 ** 20);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('a body within maxBodyBytes', () => {
  it('reaches the caller whole, however it is cut into chunks', async () => {
    const text = JSON.stringify({ ...topic, name: 'n'.repeat(50), description: 'é'.repeat(300) });
    const bytes = new TextEncoder().encode(text);
    for (const size of [1, 7, 1000, bytes.byteLength]) {
      const chunks = Array.from({ length: Math.ceil(bytes.byteLength / size) }, (_, index) => bytes.subarray(index * size, (index + 1) * size));
      const body = () =>
        new ReadableStream<Uint8Array>({ pull: (controller) => (chunks.length > 0 ? controller.enqueue(chunks.shift()!) : controller.close()) });
      const client = clientAnswering(() => new Response(body(), { status: 200, headers: json }), bytes.byteLength);
      const { data } = await client.GET('/v2/topics/{topicKey}', getTopic);
      expect(data, String(size)).toEqual(JSON.parse(text));
    }
  });

  it('of exactly maxBodyBytes passes, one byte more does not', async () => {
    const text = JSON.stringify(topic);
    const size = new TextEncoder().encode(text).byteLength;
    const answer = () => new Response(text, { status: 200, headers: json });
    await expect(clientAnswering(answer, size).GET('/v2/topics/{topicKey}', getTopic)).resolves.toMatchObject({ data: topic });
    await expect(clientAnswering(answer, size - 1).GET('/v2/topics/{topicKey}', getTopic)).rejects.toMatchObject({
      issues: [{ keyword: 'maxBodyBytes', message: `is larger than ${size - 1} bytes` }],
    });
  });

  it('is read as Response.text() reads it: a BOM dropped, broken UTF-8 as U+FFFD', async () => {
    const bom = Uint8Array.of(0xef, 0xbb, 0xbf, ...new TextEncoder().encode(JSON.stringify(topic)));
    await expect(clientAnswering(() => new Response(bom, { status: 200, headers: json })).GET('/v2/topics/{topicKey}', getTopic)).resolves.toBeDefined();
    // The name's '~' made a byte no UTF-8 has.
    const broken = new TextEncoder().encode(JSON.stringify({ ...topic, name: '~b' }));
    expect(broken.indexOf(0x7e)).toBe(broken.lastIndexOf(0x7e));
    broken[broken.indexOf(0x7e)] = 0xff;
    const { data } = await clientAnswering(() => new Response(broken, { status: 200, headers: json })).GET('/v2/topics/{topicKey}', getTopic);
    expect((data as { name: string }).name).toBe('\ufffdb');
  });

  it('leaves the caller a stream to read in full (parseAs: "stream")', async () => {
    const text = JSON.stringify(topic);
    const client = clientAnswering(() => new Response(text, { status: 200, headers: json }));
    const { data } = await client.GET('/v2/topics/{topicKey}', { ...getTopic, parseAs: 'stream' });
    expect(await new Response(data as ReadableStream).text()).toBe(text);
  });
});

describe('a body that stalls', () => {
  it("is waited on as long as the call: the call's signal ends the wait, even through a fetch that ignores it", async () => {
    let cancelled = false;
    const stalled = () =>
      new Response(
        new ReadableStream({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"_id":')),
          cancel: () => {
            cancelled = true;
          },
        }),
        { status: 200, headers: json },
      );
    const client = clientAnswering(stalled);
    const failure = await client.GET('/v2/topics/{topicKey}', { ...getTopic, signal: AbortSignal.timeout(50) }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'TimeoutError' });
    await settle();
    expect(cancelled).toBe(true);
    const aborted = new AbortController();
    aborted.abort(new Error('gave up'));
    await expect(client.GET('/v2/topics/{topicKey}', { ...getTopic, signal: aborted.signal })).rejects.toThrow('gave up');
  });
});

describe('a body that stalls, while the garbage collector runs', () => {
  // A stalled body that only its read refers to was garbage, and the request with it: the caller's
  // AbortSignal.timeout then aborted nothing (undici's Request follows it through a WeakRef), and the
  // call never settled. Seen once as a 60 s timeout of the test above on Node 26; with a collection
  // every 5 ms, none of 20 such calls settled.
  it('still settles every call when its signal fires', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const stalled = () =>
      new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"_id":')) }), { status: 200, headers: json });
    const client = clientAnswering(stalled);
    let settled = 0;
    const calls = Array.from({ length: 20 }, () =>
      client.GET('/v2/topics/{topicKey}', { ...getTopic, signal: AbortSignal.timeout(50) }).then(
        () => {
          settled += 1;
        },
        () => {
          settled += 1;
        },
      ),
    );
    const collecting = setInterval(gc, 5);
    try {
      await new Promise<void>((resolve, reject) => {
        const give = setTimeout(() => reject(new Error(`${settled} of 20 calls settled within 10 s`)), 10_000);
        void Promise.all(calls).then(() => {
          clearTimeout(give);
          resolve();
        });
      });
    } finally {
      clearInterval(collecting);
    }
    expect(settled).toBe(20);
  });
});
