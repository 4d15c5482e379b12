// Issue 21: GET /__contract/health for load balancers and readiness probes: 200 while the proxy
// takes traffic, 503 from the moment it drains, no admin token needed; and the CLI's
// --drain-grace, which keeps the 503 visible to new connections before the proxy stops listening.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseProxyArgs } from '../../src/cli/proxy.js';
import { HEALTH_PATH, STATS_PATH } from '../../src/proxy/index.js';
import { stopProcess } from '../helpers/processes.js';
import { cli, startProxyProcess } from './cli-process.js';
import { AUTH, call, json, startProxy, startUpstream, type TestUpstream, topic } from './helpers.js';

let upstream: TestUpstream;
let release: () => void = () => {};
let held = new Promise<void>((resolve) => (release = resolve));
let slowArrived: () => void = () => {};
let slowSeen = new Promise<void>((resolve) => (slowArrived = resolve));
const holdNext = () => {
  held = new Promise<void>((resolve) => (release = resolve));
  slowSeen = new Promise<void>((resolve) => (slowArrived = resolve));
};

beforeAll(async () => {
  upstream = await startUpstream((seen, res) => {
    if (seen.url === '/v2/topics/slow') {
      slowArrived();
      void held.then(() => json(res, 200, topic('slow')));
      return;
    }
    json(res, 200, { ...topic('news'), name: `upstream saw ${seen.url}` });
  });
});
afterAll(async () => {
  release();
  await upstream.close();
});

describe('the health endpoint', () => {
  it('answers 200 {"status":"ok"} without the admin token, which the other endpoints still need', async () => {
    const proxy = await startProxy({ upstream: upstream.url, adminToken: 'admin-s3cret' });
    try {
      const health = await call(proxy.url, { path: HEALTH_PATH });
      expect(health.status).toBe(200);
      expect(health.headers['content-type']).toBe('application/json');
      expect(health.headers['cache-control']).toBe('no-store');
      expect(health.json()).toEqual({ status: 'ok' });
      const head = await call(proxy.url, { method: 'HEAD', path: `${HEALTH_PATH}?probe=1` });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect((await call(proxy.url, { path: STATS_PATH })).status).toBe(401);
      // Only GET and HEAD: another method is a 405, token or not.
      expect((await call(proxy.url, { method: 'POST', path: HEALTH_PATH, headers: { 'x-admin-token': 'admin-s3cret' } })).status).toBe(405);
      expect(upstream.seen.filter((seen) => seen.url.startsWith('/__contract/'))).toEqual([]);
      // Health checks are not traffic: no operation counted.
      expect(proxy.stats().totals.requests).toBe(0);
    } finally {
      await proxy.close();
    }
  });

  it('answers 503 {"status":"draining"} from drain() on, while the request in flight is finished', async () => {
    holdNext();
    const proxy = await startProxy({ upstream: upstream.url });
    try {
      const slow = call(proxy.url, { path: '/v2/topics/slow', headers: AUTH });
      await slowSeen;
      expect((await call(proxy.url, { path: HEALTH_PATH })).status).toBe(200);
      const drained = proxy.proxy.drain();
      const health = await call(proxy.url, { path: HEALTH_PATH });
      expect(health.status).toBe(503);
      expect(health.json()).toEqual({ status: 'draining' });
      release();
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual(topic('slow'));
      await drained;
      expect(proxy.proxy.inFlight).toBe(0);
    } finally {
      await proxy.close();
    }
  });

  it('is forwarded like any other path with --no-admin', async () => {
    const proxy = await startProxy({ upstream: upstream.url, admin: false });
    try {
      const response = await call(proxy.url, { path: HEALTH_PATH, headers: AUTH });
      expect(response.status).toBe(200);
      expect((response.json() as { name: string }).name).toBe(`upstream saw ${HEALTH_PATH}`);
    } finally {
      await proxy.close();
    }
  });
});

describe('the CLI on SIGTERM with --drain-grace', () => {
  it('says so in the help', () => {
    const help = spawnSync(process.execPath, [cli, 'proxy', '--help'], { encoding: 'utf8' });
    expect(help.stdout).toContain(`GET ${HEALTH_PATH} answers 200 while it takes traffic, 503 once it drains.`);
    expect(help.stdout).toMatch(/^ {2}--drain-grace <time> {6}on SIGTERM, keep taking requests this long/m);
    expect(help.stdout).toContain('or authorization: Bearer <token>');
  });

  it('parses the grace, 0s by default, and refuses a bad one', () => {
    expect(parseProxyArgs(['--upstream', 'http://127.0.0.1:8080'])).toMatchObject({ drainGraceMs: 0 });
    expect(parseProxyArgs(['--upstream', 'http://127.0.0.1:8080', '--drain-grace', '5s'])).toMatchObject({ drainGraceMs: 5000 });
    expect(() => parseProxyArgs(['--upstream', 'http://127.0.0.1:8080', '--drain-grace', 'soon'])).toThrow(
      /--drain-grace must be a duration from 0s to 10m such as 5s, got "soon"/,
    );
    expect(() => parseProxyArgs(['--upstream', 'http://127.0.0.1:8080', '--drain-grace', '11m'])).toThrow(/--drain-grace must be a duration/);
  });

  it('answers 503 on new connections and still serves traffic through the grace, then finishes what is in flight and exits 0', async () => {
    holdNext();
    const proxy = await startProxyProcess(process.execPath, ['--upstream', upstream.url, '--drain-grace', '1500ms', '--admin-token', 'tok']);
    try {
      expect(proxy.stdout()).toContain(`health  ${proxy.url}${HEALTH_PATH}\n`);
      expect((await call(proxy.url, { path: HEALTH_PATH })).status).toBe(200);
      const slow = call(proxy.url, { path: '/v2/topics/slow', headers: AUTH });
      await slowSeen;
      const signalled = Date.now();
      process.kill(proxy.child.pid!, 'SIGTERM');
      await vi.waitFor(() => expect(proxy.stdout()).toContain('draining: /__contract/health answers 503; new requests taken for 1500 ms more'));
      const health = await call(proxy.url, { path: HEALTH_PATH });
      expect(health.status).toBe(503);
      expect(health.json()).toEqual({ status: 'draining' });
      // A request that reaches it before the load balancer has noticed is still served, on a connection that then closes.
      const late = await call(proxy.url, { path: '/v2/topics/news', headers: AUTH });
      expect(late.status).toBe(200);
      expect(late.headers.connection).toBe('close');
      // After the grace it listens no more; the request in flight is still answered.
      await vi.waitFor(() => expect(Date.now() - signalled).toBeGreaterThan(1600), { timeout: 5000, interval: 100 });
      await expect(call(proxy.url, { path: HEALTH_PATH })).rejects.toThrow(/ECONNREFUSED/);
      release();
      expect((await slow).json()).toEqual(topic('slow'));
      expect(await proxy.exited).toBe(0);
      expect(proxy.stdout()).toMatch(/^getTopic\s+2\s+2\s+0\s+0\s+0$/m);
    } finally {
      release();
      await stopProcess(proxy.child);
    }
  });
});
