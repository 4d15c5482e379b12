// A body over the limit is answered 413 while the client is still sending it. The connection then
// closes in stages (RFC 9112, 9.6): the client reads the 413 whether it reads while it sends (fetch)
// or only once it has sent everything (curl). A close that destroys the socket at once made the kernel
// answer the next segment with a reset, which took the unread 413 with it.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatefulMock } from '../../src/mock/index.js';
import { repoRoot } from '../helpers/bundle.js';

const BODY = JSON.stringify({ key: 'big', name: 'a'.repeat(1_100_000) });
const HEADERS = { authorization: 'ApiKey test-key', 'content-type': 'application/json' };

/** Sends the whole request first, then reads what comes back until the server closes: curl's way. */
function sendAllThenRead(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no end within 10 s; read: ${Buffer.concat(chunks).toString('latin1').slice(0, 200)}`));
    }, 10_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      // A reset: what was read before it is what the client got.
      resolve(`${Buffer.concat(chunks).toString('latin1')}<${(error as NodeJS.ErrnoException).code}>`);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.write(
      `POST /v2/topics HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ApiKey test-key\r\nContent-Type: application/json\r\nContent-Length: ${BODY.length}\r\n\r\n`,
    );
    // In pieces, as a network delivers them, the answer coming back meanwhile.
    let at = 0;
    const next = () => {
      if (at >= BODY.length || socket.destroyed) return;
      socket.write(BODY.slice(at, at + 64 * 1024), () => setImmediate(next));
      at += 64 * 1024;
    };
    next();
  });
}

const servers: { name: string; port: () => number }[] = [];
const stops: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  const own = await createStatefulMock().listen({ port: 0 });
  stops.push(() => own.close());
  servers.push({ name: "the mock's own server (the CLI's)", port: () => Number(new URL(own.url).port) });
  const plain = createServer(createStatefulMock().handler);
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise((resolve) => plain.close(resolve)));
  servers.push({ name: 'mock.handler in a node:http server', port: () => (plain.address() as AddressInfo).port });
});

afterAll(async () => {
  for (const stop of stops) await stop();
});

describe.each([0, 1])('a body over the limit, sent whole (server %i)', (index) => {
  it('is answered 413 to fetch, every time', async () => {
    const { port } = servers[index]!;
    for (let round = 0; round < 3; round += 1) {
      const response = await fetch(`http://127.0.0.1:${port()}/v2/topics`, { method: 'POST', headers: HEADERS, body: BODY });
      expect(response.status).toBe(413);
      expect((await response.json()).type).toBe('tag:notification-api-contract,2026:mock/body-too-large');
    }
  });

  it('is answered 413 to a client that reads only once it has sent everything, and the connection then ends', async () => {
    const { port } = servers[index]!;
    for (let round = 0; round < 3; round += 1) {
      const text = await sendAllThenRead(port());
      expect(text.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
      expect(text).not.toMatch(/<E[A-Z]+>$/);
    }
  });
});

it('close() settles in a script that has nothing else to wait for, after such a request', () => {
  // Its deadline for connections still open was the only timer left, and it was unref'd: the
  // script's top-level await never settled, and Node exited with code 13.
  const script = `
    import { createStatefulMock } from ${JSON.stringify(new URL('dist/mock/index.js', `file://${repoRoot}/`).href)};
    const own = await createStatefulMock().listen({ port: 0 });
    const response = await fetch(own.url + '/v2/topics', { method: 'POST', headers: ${JSON.stringify(HEADERS)}, body: 'x'.repeat(1_100_000) });
    await response.text();
    await own.close();
    console.log('closed', response.status);
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
  expect(result.stderr).toBe('');
  expect(result.stdout).toBe('closed 413\n');
  expect(result.status).toBe(0);
});
