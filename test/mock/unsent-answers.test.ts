// The bound on answers the mock's own server holds for clients that have not taken them, all its
// connections together (review 18 F2): clients that each asked for a large control answer and read
// nothing held it for the client timeout each, and nothing bounded how many did (ten full journals took
// the mock to 1.3 GB). Past listen({ maxUnsentBytes }), a request for a large control answer gets 503
// with Retry-After, until the clients take theirs or are cut. The bound is the server's: a call
// in-process or on another server of the same mock is answered.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MockEngine } from '../../src/mock/engine.js';
import { listenOwn, type RunningStatefulMock } from '../../src/mock/own-server.js';
import { parseAnswers } from '../differential/raw-socket.js';
import { AUTH, filledEngine } from './filled-engine.js';

const running: RunningStatefulMock[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(running.splice(0).map((server) => server.close()));
});

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

/** A client that asks for `path` and reads none of the answer. */
async function stalled(port: number, path: string): Promise<Socket> {
  const socket = await open(port);
  socket.pause();
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  return socket;
}

/** The whole answer to one request on a connection of its own, read as it comes (5 s at most). */
async function answerTo(port: number, path: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const socket = await open(port);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => socket.destroy(), 5000);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const [answer] = parseAnswers(Buffer.concat(chunks));
  if (answer === undefined) throw new Error(`no whole answer to GET ${path}`);
  return answer;
}

/** Waits until `check` holds, 20 ms at a time, 3 s at most. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + 3000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('the condition did not hold within 3 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('listen({ maxUnsentBytes }): a bound on the answers clients have not taken, all connections together', () => {
  for (const front of [true, false]) {
    it(`refuses a large control answer with 503 while past it, and gives it again once the client is gone (${front ? 'net front' : 'node:http alone'})`, async () => {
      const server = await listenOwn(await filledEngine(), { maxUnsentBytes: 1024 * 1024, clientTimeoutMs: 7000 }, { front });
      running.push(server);
      const port = Number(new URL(server.url).port);
      // Small answers are not held back: the bound is for what large ones would add.
      expect((await answerTo(port, '/__mock/faults')).status).toBe(200);
      const holder = await stalled(port, '/__mock/requests');
      let refused: Awaited<ReturnType<typeof answerTo>> | undefined;
      await until(async () => {
        refused = await answerTo(port, '/__mock/state');
        return refused.status === 503;
      });
      expect(refused?.headers['retry-after']).toBe('7');
      expect(refused?.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = JSON.parse(refused!.body) as { type: string; status: number; detail: string };
      expect(problem).toMatchObject({ status: 503, type: expect.stringContaining('answers-waiting') });
      expect(problem.detail).toContain('past its bound of 1 MiB');
      for (const path of ['/__mock/requests', '/__mock/triggers']) expect((await answerTo(port, path)).status, path).toBe(503);
      // The API itself is answered meanwhile.
      const topics = await new Promise<number>((resolve) => {
        void open(port).then((socket) => {
          socket.once('data', (chunk: Buffer) => resolve(Number(chunk.toString('latin1').split(' ')[1])));
          socket.write(`GET /v2/topics HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${AUTH}\r\n\r\n`);
        });
      });
      expect(topics).toBe(200);
      holder.destroy();
      await until(async () => (await answerTo(port, '/__mock/triggers')).status === 200);
    });
  }

  it('holds back only the server the clients hold: a call in-process, or on another server of the mock, is answered (review 19 F7)', async () => {
    const engine = await filledEngine();
    const held = await listenOwn(engine, { maxUnsentBytes: 1024 * 1024, clientTimeoutMs: 7000 });
    const other = await listenOwn(engine, { maxUnsentBytes: 1024 * 1024 });
    running.push(held, other);
    const heldPort = Number(new URL(held.url).port);
    await stalled(heldPort, '/__mock/requests');
    await until(async () => (await answerTo(heldPort, '/__mock/triggers')).status === 503);
    expect((await answerTo(Number(new URL(other.url).port), '/__mock/triggers')).status).toBe(200);
    const inProcess = await engine.answer({ method: 'GET', target: '/__mock/triggers', headers: { host: '127.0.0.1' }, body: undefined, peer: '127.0.0.1' });
    expect(inProcess.status).toBe(200);
  });

  it('checks the option before anything is bound', async () => {
    const engine = new MockEngine({ seed: 1 });
    for (const bad of [0, -1, 1.5, '1024', Number.NaN, null]) {
      await expect(listenOwn(engine, { maxUnsentBytes: bad as number })).rejects.toThrow(/maxUnsentBytes must be a whole number of bytes from 1/);
    }
  });
});
