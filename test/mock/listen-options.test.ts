// listen()'s options are checked before anything is bound. node:net reads a string port as a Unix
// socket's path, a number for the host as the backlog (so the server bound every interface), and an
// empty host as every interface: `{ host: 5 }` rejected, but left a server bound on all interfaces
// (and its loopback handoff), which nothing could close and which kept the process alive.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseMockArgs } from '../../src/cli/mock.js';
import { parseProxyArgs } from '../../src/cli/proxy.js';
import { createStatefulMock } from '../../src/mock/index.js';

/** The servers this thread's event loop holds open (TCP or Unix socket listeners). */
const listeners = () => process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap' || kind === 'PipeServerWrap').length;

describe('listen() options', () => {
  const dir = mkdtempSync(join(tmpdir(), 'listen-options-'));
  const socketPath = join(dir, 'mock.sock');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    [{ port: -1 }, /listen\(\): port must be a whole number from 0 \(a free port\) to 65535, got -1/],
    [{ port: 70_000 }, /port must be .*, got 70000/],
    [{ port: 1.5 }, /port must be .*, got 1\.5/],
    [{ port: Number.NaN }, /port must be .*, got NaN/],
    [{ port: '4010' }, /port must be .*, got "4010"/],
    // node:net would make it a Unix socket's path.
    [{ port: socketPath }, /port must be .*, got ".*mock\.sock"/],
    [{ host: 5 }, /listen\(\): host must be an address or a host name .*, got 5/],
    [{ host: '' }, /host must be .*, got ""/],
    [{ host: '  ' }, /host must be .*, got " {2}"/],
    [{ host: null }, /host must be .*, got null/],
    [{ clientTimeoutMs: 0 }, /listen\(\): clientTimeoutMs must be a whole number of milliseconds from 1 \(default 30000\), got 0/],
    [{ clientTimeoutMs: 1.5 }, /clientTimeoutMs must be .*, got 1\.5/],
    [{ clientTimeoutMs: 2 ** 31 }, /clientTimeoutMs must be .*, got 2147483648/],
    [{ clientTimeoutMs: '30s' }, /clientTimeoutMs must be .*, got "30s"/],
    [4010, /listen\(\): the options must be an object \{ port\?, host\?, clientTimeoutMs\?, maxUnsentBytes\? \}, got 4010/],
  ])('refuses %j with a TypeError naming the option, and binds nothing', async (options, message) => {
    const mock = createStatefulMock();
    const before = listeners();
    await expect(mock.listen(options as never)).rejects.toThrow(TypeError);
    await expect(mock.listen(options as never)).rejects.toThrow(message);
    expect(listeners()).toBe(before);
    expect(existsSync(socketPath)).toBe(false);
  });

  it('still takes no options, a port alone and a host name', async () => {
    const mock = createStatefulMock();
    const before = listeners();
    for (const options of [undefined, {}, { port: 0 }, { port: 0, host: 'localhost' }, { clientTimeoutMs: 5000 }]) {
      const running = await mock.listen(options);
      // The probe of the test above sees a server (and its loopback handoff) while it is bound.
      expect(listeners()).toBeGreaterThan(before);
      expect(running.url).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+$/);
      expect((await fetch(`${running.url}/v2/topics`, { headers: { authorization: 'ApiKey test-key' }, signal: AbortSignal.timeout(5000) })).status).toBe(200);
      await running.close();
    }
  });
});

describe("the CLIs' --host", () => {
  it.each([[''], ['  ']])('refuses %j as a usage error, in the mock and the proxy alike', (host) => {
    const message = /--host must be an address or a host name to listen on \(127\.0\.0\.1, localhost; 0\.0\.0\.0 for every interface\)/;
    expect(() => parseMockArgs(['--host', host], {})).toThrow(message);
    expect(() => parseProxyArgs(['--upstream', 'http://127.0.0.1:1', '--host', host], {})).toThrow(message);
  });

  it('keeps a host given', () => {
    expect(parseMockArgs(['--host', '0.0.0.0'], {})).toMatchObject({ host: '0.0.0.0' });
    expect(parseMockArgs([], {})).toMatchObject({ host: '127.0.0.1' });
  });
});
