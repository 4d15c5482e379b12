// The servers that read the wire themselves, for the raw-socket tests: the mock's own server (with
// its net front, and node:http alone) and the proxy in enforce mode in front of it, started before
// a file's tests and stopped after them.
import { afterAll, beforeAll } from 'vitest';
import { MockEngine } from '../../src/mock/engine.js';
import { createStatefulMock, type RunningStatefulMock } from '../../src/mock/index.js';
import { listenOwn } from '../../src/mock/own-server.js';
import { type RunningValidatingProxy, startValidatingProxy } from '../../src/proxy/index.js';

export interface WireServers {
  readonly mock: RunningStatefulMock;
  /** The mock's own server without its net front: node:http reads every connection from the start. */
  readonly plain: RunningStatefulMock;
  readonly proxy: RunningValidatingProxy;
}

/** Each server under test: its name, who answers (a problem's type names it), its address. */
export type WirePart = readonly [name: string, answerer: 'mock' | 'proxy', url: string];

/** Registers the servers' start and stop as the calling file's hooks; `parts()` lists them once started. */
export function useWireServers(): { readonly servers: WireServers; parts(): readonly WirePart[] } {
  const servers = {} as { mock: RunningStatefulMock; plain: RunningStatefulMock; proxy: RunningValidatingProxy };
  beforeAll(async () => {
    servers.mock = await createStatefulMock().listen({ port: 0 });
    servers.plain = await listenOwn(new MockEngine(), { port: 0 }, { front: false });
    servers.proxy = await startValidatingProxy({ upstream: servers.mock.url, port: 0, mode: 'enforce', admin: false });
  });
  afterAll(async () => {
    await servers.proxy?.close();
    await servers.mock?.close();
    await servers.plain?.close();
  });
  return {
    servers,
    parts: () => [
      ['mock', 'mock', servers.mock.url],
      ['mock, node:http alone', 'mock', servers.plain.url],
      ['proxy', 'proxy', servers.proxy.url],
    ],
  };
}
