// Review 11a, F2: node:http parses every request a client pipelines, answered or not, and the proxy
// kept each one waiting its turn: one connection pipelining 200,000 small GETs took it from 70 MB to
// 829 MB. Now a connection with more than MAX_WAITING requests waiting is closed, those requests
// never started; up to that, all are answered in order.
import type { Socket } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_WAITING } from '../../src/proxy/connection.js';
import { json, startProxy, startUpstream, type TestProxy, type TestUpstream } from './helpers.js';

const topic = (key: string) => ({ _id: '6690a1b2c3d4e5f607182a01', key, name: key });
const get = (key: string) => `GET /v2/topics/${key} HTTP/1.1\r\nHost: proxy.test\r\nAuthorization: ApiKey k\r\n\r\n`;

let upstream: TestUpstream | undefined;
let proxy: TestProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  await upstream?.close();
});

/** An upstream that holds the first request until `release()`, and answers the rest at once. */
async function heldUpstream(): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  upstream = await startUpstream((seen, res) => {
    const key = seen.url.slice('/v2/topics/'.length);
    if (key === 'first') void held.then(() => json(res, 200, topic(key)));
    else json(res, 200, topic(key));
  });
  proxy = await startProxy({ upstream: upstream.url });
  return release;
}

/** Counts the status lines of the answers a client socket receives. */
function answers(client: Socket): () => number {
  let text = '';
  let count = 0;
  client.setEncoding('latin1').on('data', (chunk: string) => {
    text += chunk;
    for (let at = text.indexOf('HTTP/1.1 '); at !== -1; at = text.indexOf('HTTP/1.1 ')) {
      count += 1;
      text = text.slice(at + 9);
    }
  });
  return () => count;
}

describe('requests pipelined behind one that waits', () => {
  it('up to MAX_WAITING: all answered, in order, once it is', async () => {
    const release = await heldUpstream();
    const client = connect(Number(new URL(proxy!.url).port), '127.0.0.1');
    const count = answers(client);
    const total = MAX_WAITING + 1;
    let sent = get('first');
    for (let i = 1; i < total; i += 1) sent += get(`k${i}`);
    client.write(sent);
    await vi.waitFor(() => expect(upstream!.seen).toHaveLength(1));
    release();
    await vi.waitFor(() => expect(count()).toBe(total), { timeout: 10_000 });
    expect(upstream!.seen.map((seen) => seen.url)).toEqual(['/v2/topics/first', ...Array.from({ length: total - 1 }, (_, i) => `/v2/topics/k${i + 1}`)]);
    client.destroy();
  });

  // Review 28a F1: the connection was cut at once, the exchange under way with it: the request it had
  // forwarded was carried out, its answer thrown away, and a client that retries sent a POST twice.
  it('past MAX_WAITING: none of those waiting is forwarded, and the connection closes once the one under way is answered', async () => {
    const release = await heldUpstream();
    const client = connect(Number(new URL(proxy!.url).port), '127.0.0.1');
    const count = answers(client);
    let received = '';
    client.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise((resolve) => client.once('close', resolve));
    client.on('error', () => {});
    // What node:http parses: bounded while the answer under way is awaited, as what it keeps is.
    let parsed = 0;
    proxy!.server.on('request', () => (parsed += 1));
    let sent = get('first');
    for (let i = 1; i < 200_000; i += 1) sent += get(`k${i}`);
    client.write(sent);
    await vi.waitFor(() => expect(upstream!.seen).toHaveLength(1));
    // The connection waits for the answer under way.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(count()).toBe(0);
    release();
    await closed;
    // Time for anything forwarded to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(count()).toBe(1);
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received.toLowerCase()).toContain('connection: close');
    expect(received).toContain('"key":"first"');
    expect(upstream!.seen.map((seen) => seen.url)).toEqual(['/v2/topics/first']);
    expect(proxy!.proxy.inFlight).toBe(0);
    // A chunk read past the limit is parsed whole, no more: of 200,000 requests, a few thousand at most.
    expect(parsed).toBeLessThan(5_000);
  });
});
