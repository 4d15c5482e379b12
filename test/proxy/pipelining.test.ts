// Issue 9, item 3: requests pipelined behind one that the proxy answers with 400 and closes are
// never forwarded, and the proxy still stops cleanly on SIGTERM (inFlight back to 0). Node 20 hands
// those requests to the server before the 400 is out; Node 24 too. The built CLI runs on both: the
// machine's Node 20 and the project's Node 24.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineNode, stopProcess } from '../helpers/processes.js';
import { type ProxyProcess, startProxyProcess } from './cli-process.js';
import { header, type RawUpstream, rawConnect, rawRequest, startRawUpstream, statusOf } from './raw.js';

const nodes = [
  ["the machine's Node", machineNode()],
  ["the project's Node", process.execPath],
] as const;

describe.each(nodes)('on %s (%s)', (_, node) => {
  let upstream: RawUpstream;
  let proxy: ProxyProcess;
  beforeAll(async () => {
    upstream = await startRawUpstream();
    proxy = await startProxyProcess(node, ['--upstream', upstream.url, '--mode', 'enforce']);
  });
  afterAll(async () => {
    await stopProcess(proxy.child);
    await upstream.close();
  });

  it('forwards nothing pipelined behind a 400 that closes the connection', async () => {
    const client = await rawConnect(proxy.url);
    // One write: a request whose body the proxy refuses unread (so it closes), then two valid ones.
    client.write(
      Buffer.concat([
        rawRequest('POST', '/v2/topics', { Authorization: 'ApiKey k', 'Content-Type': 'text/plain' }, { bytes: 'key=news', framing: 'length' }),
        rawRequest('GET', '/v2/topics/news', { Authorization: 'ApiKey k' }),
        rawRequest('DELETE', '/v2/topics/news', { Authorization: 'ApiKey k' }),
      ]),
    );
    const rejected = await client.next('POST');
    expect(statusOf(rejected)).toBe(400);
    expect(header(rejected, 'connection')).toBe('close');
    await client.closed;
    // Time for anything forwarded to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(upstream.requests).toHaveLength(0);
    const stats = (await (await fetch(`${proxy.url}/__contract/stats`)).json()) as { inFlight: number; totals: { requests: number; rejected: number } };
    expect(stats.inFlight).toBe(0);
    expect(stats.totals).toMatchObject({ requests: 1, rejected: 1 });
  });

  it('still serves pipelined requests in order on a connection it keeps', async () => {
    const client = await rawConnect(proxy.url);
    client.write(
      Buffer.concat([
        // A bodiless request refused in enforce mode (no credentials: 401) keeps its connection (item 12).
        rawRequest('GET', '/v2/topics/news', {}),
        rawRequest('GET', '/v2/topics/news', { Authorization: 'ApiKey k' }),
        rawRequest('GET', '/v2/topics/news', { Authorization: 'ApiKey k', 'X-Correlation-Id': 'third' }),
      ]),
    );
    expect(statusOf(await client.next())).toBe(401);
    expect(statusOf(await client.next())).toBe(200);
    const third = await client.next();
    expect(statusOf(third)).toBe(200);
    expect(header(third, 'x-correlation-id')).toBe('third');
    client.destroy();
    expect(upstream.requests).toHaveLength(2);
  });

  it('stops on SIGTERM with its summary and exit code 0', async () => {
    process.kill(proxy.child.pid!, 'SIGTERM');
    expect(await proxy.exited).toBe(0);
    expect(proxy.stdout()).toMatch(/^total\s+4\s+2\s+2\s+2\s+0$/m);
    expect(proxy.stderr()).toBe('');
  });
});
