// Issue 21: scale-out with real parts. Two replicas of the proxy (the built CLI) behind Debian's
// HAProxy, run with deploy/haproxy.cfg, in front of the stateful mock, with Debian's Prometheus
// scraping both replicas with deploy/prometheus.yml (the admin token as a bearer token). A known mix
// of traffic goes through HAProxy; Prometheus's sums must equal it. Then one replica is stopped
// mid-run: HAProxy's health check must take it out on its 503, no request in flight may be lost,
// and the sums must still match what each replica answered (as HAProxy's x-served-by says).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEALTH_PATH, METRICS_PATH, STATS_PATH } from '../../src/proxy/index.js';
import { repoRoot } from '../helpers/bundle.js';
import { freePort, type StartedMockProcess, startMockProcessIn, stopProcess } from '../helpers/processes.js';
import { cli, type ProxyProcess, startProxyProcess } from '../proxy/cli-process.js';
import { haproxyConfigFile, haproxyEnvironment, readPrometheusConfig, renderPrometheusConfig } from './deploy-files.js';
import { findCommand } from './requirements.mjs';

/** Checked by requirements.mjs before the tests start. */
const command = (name: string) => findCommand(name) ?? name;

const JOB = readPrometheusConfig().scrape_configs[0]!.job_name;
const SERVERS = ['proxy1', 'proxy2'] as const;
type Server = (typeof SERVERS)[number];
/** How long a stopped replica keeps serving while its health answer is 503: above HAProxy's inter x fall (1 s) plus a few scrapes. */
const DRAIN_GRACE_MS = 5000;
const SLOW_MS = 2000;

/** One request of the mix, what it should get, and how many violations it makes the proxy count. */
interface Kind {
  readonly name: string;
  readonly status: number;
  readonly requestViolations: number;
  readonly responseViolations: number;
  send(base: string): Promise<Response>;
}

const apiKey = `scale-${randomBytes(4).toString('hex')}`;
const headers = { authorization: `ApiKey ${apiKey}`, 'content-type': 'application/json' };
let serial = 0;
const KINDS = {
  upsert: {
    name: 'valid upsertTopic',
    status: 200,
    requestViolations: 0,
    responseViolations: 0,
    send: (base) => {
      serial += 1;
      return fetch(`${base}/v2/topics`, { method: 'POST', headers, body: JSON.stringify({ key: `topic-${serial}`, name: 'Scale' }) });
    },
  },
  list: {
    name: 'valid listTopics',
    status: 200,
    requestViolations: 0,
    responseViolations: 0,
    send: (base) => fetch(`${base}/v2/topics`, { headers }),
  },
  badRequest: {
    name: 'upsertTopic with a key the contract refuses',
    status: 400,
    requestViolations: 1,
    responseViolations: 0,
    send: (base) => fetch(`${base}/v2/topics`, { method: 'POST', headers, body: '{"key":"has space"}' }),
  },
  // The mock answers these as a fault tells it to: 200 with a body that is not a Topic.
  badResponse: {
    name: 'getTopic answered with a body the contract refuses',
    status: 200,
    requestViolations: 0,
    responseViolations: 1,
    send: (base) => fetch(`${base}/v2/topics/news`, { headers }),
  },
  // Held by the mock for SLOW_MS (a delay fault): in flight when a replica is stopped.
  slow: {
    name: 'slow listActiveIntegrations',
    status: 200,
    requestViolations: 0,
    responseViolations: 0,
    send: (base) => fetch(`${base}/v1/integrations/active`, { headers }),
  },
} satisfies Record<string, Kind>;

interface Outcome {
  kind: Kind;
  /** performance.now() when it was sent. */
  sentAt: number;
  status: number | 'failed';
  server: string | null;
}

async function exchange(base: string, kind: Kind): Promise<Outcome> {
  const sentAt = performance.now();
  try {
    const response = await kind.send(base);
    await response.arrayBuffer();
    return { kind, sentAt, status: response.status, server: response.headers.get('x-served-by') };
  } catch {
    return { kind, sentAt, status: 'failed', server: null };
  }
}

/** Sends the kinds in order, `concurrency` at a time. */
async function sendAll(base: string, kinds: Kind[], concurrency: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < kinds.length) {
      const kind = kinds[next]!;
      next += 1;
      outcomes.push(await exchange(base, kind));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

const repeat = (kind: Kind, times: number): Kind[] => Array.from({ length: times }, () => kind);
/** The same kinds interleaved, so that each replica gets some of each. */
const shuffle = (kinds: Kind[]): Kind[] =>
  kinds
    .map((kind, i) => ({ kind, key: (i * 7919) % 101 }))
    .sort((a, b) => a.key - b.key)
    .map(({ kind }) => kind);

/** What the outcomes should add up to in each replica's counters. */
function expected(outcomes: Outcome[], server?: Server) {
  const mine = server === undefined ? outcomes : outcomes.filter((outcome) => outcome.server === server);
  return {
    exchanges: mine.length,
    requestViolations: mine.reduce((sum, outcome) => sum + outcome.kind.requestViolations, 0),
    responseViolations: mine.reduce((sum, outcome) => sum + outcome.kind.responseViolations, 0),
  };
}

let work: string;
let mock: StartedMockProcess;
const replicas: ProxyProcess[] = [];
let haproxy: ChildProcess;
let prometheus: ChildProcess;
let api: string;
let statsPage: string;
let prometheusUrl: string;
const token = randomBytes(24).toString('hex');
/** instance label (host:port) of each HAProxy server name. */
const instanceOf = {} as Record<Server, string>;

function spawnLogged(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess & { output(): string } {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return Object.assign(child, { output: () => output });
}

async function query(promql: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]> {
  const response = await fetch(`${prometheusUrl}/api/v1/query?${new URLSearchParams({ query: promql })}`);
  const body = (await response.json()) as { status: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] }; error?: string };
  if (body.status !== 'success') throw new Error(`Prometheus refused ${promql}: ${body.error}`);
  return body.data.result;
}

/** A query whose answer is one number per value of `by` (or one number). */
async function numbers(promql: string, by?: string): Promise<Record<string, number>> {
  const result = await query(promql);
  return Object.fromEntries(result.map((sample) => [by === undefined ? 'all' : sample.metric[by]!, Number(sample.value[1])]));
}

/** HAProxy's view of each replica, from its CSV status page. */
async function haproxyServers(): Promise<Record<string, { status: string; check_status: string; check_code: string }>> {
  const csv = await (await fetch(`${statsPage}/stats;csv`)).text();
  const [head, ...rows] = csv.trim().split('\n');
  const columns = head!.replace(/^# /, '').split(',');
  const servers: Record<string, { status: string; check_status: string; check_code: string }> = {};
  for (const row of rows) {
    const cells = Object.fromEntries(row.split(',').map((cell, i) => [columns[i], cell]));
    if (cells.pxname === 'contract_proxies' && SERVERS.includes(cells.svname as Server))
      servers[cells.svname!] = { status: cells.status!, check_status: cells.check_status!, check_code: cells.check_code! };
  }
  return servers;
}

const mockControl = (path: string, body: unknown) =>
  fetch(`${mock.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((response) => {
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'contract-scale-'));
  mock = await startMockProcessIn(repoRoot, cli, ['--port', '0', '--docs-port', '0']);
  // One token file, read by the replicas (--admin-token-file) and by Prometheus (credentials_file).
  const tokenFile = join(work, 'admin-token');
  writeFileSync(tokenFile, `${token}\n`, { mode: 0o600 });
  for (let i = 0; i < 2; i += 1) {
    replicas.push(
      await startProxyProcess(process.execPath, [
        '--upstream',
        mock.url,
        '--admin-token-file',
        tokenFile,
        '--drain-grace',
        `${DRAIN_GRACE_MS}ms`,
        '--log',
        join(work, `violations-${i}.jsonl`),
      ]),
    );
  }
  SERVERS.forEach((server, i) => {
    instanceOf[server] = new URL(replicas[i]!.url).host;
  });

  const [listen, stats] = [await freePort(), await freePort()];
  api = `http://127.0.0.1:${listen}`;
  statsPage = `http://127.0.0.1:${stats}`;
  const env = {
    ...process.env,
    ...haproxyEnvironment({ listen: `127.0.0.1:${listen}`, stats: `127.0.0.1:${stats}`, proxies: [instanceOf.proxy1, instanceOf.proxy2] }),
  };
  const checked = spawnSync(command('haproxy'), ['-c', '-f', haproxyConfigFile], { env, encoding: 'utf8' });
  expect(checked.status, `haproxy -c: ${checked.stdout}${checked.stderr}`).toBe(0);
  haproxy = spawnLogged(command('haproxy'), ['-f', haproxyConfigFile, '-db'], env);

  const config = join(work, 'prometheus.yml');
  writeFileSync(config, renderPrometheusConfig({ targets: [instanceOf.proxy1, instanceOf.proxy2], tokenFile, interval: '500ms', timeout: '400ms' }));
  const promtool = spawnSync(command('promtool'), ['check', 'config', config], { encoding: 'utf8' });
  expect(promtool.status, `promtool check config: ${promtool.stdout}${promtool.stderr}`).toBe(0);
  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${port}`;
  prometheus = spawnLogged(command('prometheus'), [
    `--config.file=${config}`,
    `--storage.tsdb.path=${join(work, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.level=warn',
  ]);

  // Both replicas up in HAProxy's health checks and in Prometheus's scrapes (with the token).
  await vi.waitFor(
    async () => {
      const servers = await haproxyServers();
      expect(SERVERS.map((server) => servers[server]?.status)).toEqual(['UP', 'UP']);
      expect(await numbers(`up{job="${JOB}"}`, 'instance')).toEqual({ [instanceOf.proxy1]: 1, [instanceOf.proxy2]: 1 });
    },
    { timeout: 30_000, interval: 250 },
  );
});

afterAll(async () => {
  await Promise.all([...replicas.map((replica) => stopProcess(replica.child)), haproxy && stopProcess(haproxy), prometheus && stopProcess(prometheus)]);
  if (mock) await stopProcess(mock.child);
  if (work) rmSync(work, { recursive: true, force: true });
});

const sent: Outcome[] = [];

describe('two proxy replicas behind HAProxy, scraped by Prometheus', () => {
  it("counts a known mix of valid and violating traffic: Prometheus's sums equal what was sent", async () => {
    await mockControl('/__mock/faults', { operationId: 'getTopic', status: 200, body: { unexpected: true }, times: 10 });
    const mix = shuffle([...repeat(KINDS.upsert, 30), ...repeat(KINDS.list, 20), ...repeat(KINDS.badRequest, 15), ...repeat(KINDS.badResponse, 10)]);
    const outcomes = await sendAll(api, mix, 6);
    sent.push(...outcomes);
    for (const outcome of outcomes)
      expect({ kind: outcome.kind.name, status: outcome.status }).toEqual({ kind: outcome.kind.name, status: outcome.kind.status });
    for (const server of SERVERS) expect(expected(outcomes, server).exchanges, `requests answered by ${server}`).toBeGreaterThan(10);

    // Prometheus scrapes every 500 ms: wait for the scrape after the last answer, then compare.
    await vi.waitFor(async () => expect(await numbers(`sum(contract_proxy_exchanges_total{job="${JOB}"})`)).toEqual({ all: 75 }), {
      timeout: 10_000,
      interval: 250,
    });
    expect(await numbers(`sum(contract_proxy_violations_total{job="${JOB}"})`)).toEqual({ all: 25 });
    expect(await numbers(`sum by (direction) (contract_proxy_violations_total{job="${JOB}"})`, 'direction')).toEqual({ request: 15, response: 10 });
    expect(await numbers(`sum(contract_proxy_rejected_total{job="${JOB}"}) + sum(contract_proxy_failed_total{job="${JOB}"})`)).toEqual({ all: 0 });
    // Each replica counted what it answered.
    expect(await numbers(`sum by (instance) (contract_proxy_exchanges_total{job="${JOB}"})`, 'instance')).toEqual({
      [instanceOf.proxy1]: expected(outcomes, 'proxy1').exchanges,
      [instanceOf.proxy2]: expected(outcomes, 'proxy2').exchanges,
    });
    const violations = (server: Server) => expected(outcomes, server).requestViolations + expected(outcomes, server).responseViolations;
    expect(await numbers(`sum by (instance) (contract_proxy_violations_total{job="${JOB}"})`, 'instance')).toEqual({
      [instanceOf.proxy1]: violations('proxy1'),
      [instanceOf.proxy2]: violations('proxy2'),
    });
    // Prometheus's own linter takes each replica's exposition as it is (it refused gauges named like counters).
    for (const replica of replicas) {
      const text = await (await fetch(`${replica.url}${METRICS_PATH}`, { headers: { authorization: `Bearer ${token}` } })).text();
      const lint = spawnSync(command('promtool'), ['check', 'metrics'], { input: text, encoding: 'utf8' });
      expect(lint.status, `promtool check metrics: ${lint.stdout}${lint.stderr}`).toBe(0);
    }
  });

  it("takes a stopped replica out on its health check's 503, loses no request in flight, and the sums still match what each replica answered", async () => {
    const [stopped, kept] = replicas as [ProxyProcess, ProxyProcess];
    const inFlight = async (replica: ProxyProcess) =>
      ((await (await fetch(`${replica.url}${STATS_PATH}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { inFlight: number }).inFlight;

    // Four slow requests, started one after the other: round robin gives each replica two.
    await mockControl('/__mock/faults', { operationId: 'listActiveIntegrations', delayMs: SLOW_MS, times: 4 });
    const slow: Promise<Outcome>[] = [];
    for (let i = 0; i < 4; i += 1) {
      slow.push(exchange(api, KINDS.slow));
      await vi.waitFor(async () => expect((await inFlight(stopped)) + (await inFlight(kept))).toBe(i + 1), { timeout: 5000, interval: 20 });
    }
    expect([await inFlight(stopped), await inFlight(kept)]).toEqual([2, 2]);

    // Traffic keeps flowing while the replica is stopped.
    let flowing = true;
    const background: Outcome[] = [];
    const load = Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        for (let i = 0; flowing; i += 1) background.push(await exchange(api, (i + worker) % 3 === 0 ? KINDS.badRequest : KINDS.list));
      }),
    );
    await vi.waitFor(() => expect(background.length).toBeGreaterThan(20), { timeout: 10_000, interval: 20 });
    process.kill(stopped.child.pid!, 'SIGTERM');
    const signalled = Date.now();
    await vi.waitFor(() => expect(stopped.stdout()).toContain(`draining: ${HEALTH_PATH} answers 503`), { timeout: 5000, interval: 20 });

    // HAProxy's check sees the 503 and takes the replica out, while it still listens.
    await vi.waitFor(async () => expect((await haproxyServers()).proxy1).toMatchObject({ status: 'DOWN', check_status: 'L7STS', check_code: '503' }), {
      timeout: DRAIN_GRACE_MS - 1000,
      interval: 100,
    });
    const outAt = performance.now();
    expect(Date.now() - signalled).toBeLessThan(DRAIN_GRACE_MS);

    // Every slow request is answered: the two on the stopped replica (it drains) and the two on the other.
    const slowOutcomes = await Promise.all(slow);
    expect(slowOutcomes.map((outcome) => [outcome.status, outcome.server]).sort()).toEqual([
      [200, 'proxy1'],
      [200, 'proxy1'],
      [200, 'proxy2'],
      [200, 'proxy2'],
    ]);
    // The stopped replica's final counts are scraped before its grace ends.
    const answeredBeforeOut = [...sent, ...slowOutcomes, ...background];
    await vi.waitFor(
      async () =>
        expect(await numbers(`sum by (instance) (contract_proxy_exchanges_total{job="${JOB}"})`, 'instance')).toMatchObject({
          [instanceOf.proxy1]: expected(answeredBeforeOut, 'proxy1').exchanges,
        }),
      { timeout: DRAIN_GRACE_MS, interval: 100 },
    );
    expect(await stopped.exited).toBe(0);
    // More traffic on the replica left, then the load stops.
    const afterExit = background.length;
    await vi.waitFor(() => expect(background.length).toBeGreaterThan(afterExit + 20), { timeout: 10_000, interval: 20 });
    flowing = false;
    await load;

    // Nothing lost: every request got the answer its kind gets, from a replica.
    for (const outcome of [...slowOutcomes, ...background])
      expect({ kind: outcome.kind.name, status: outcome.status, from: SERVERS.includes(outcome.server as Server) }).toEqual({
        kind: outcome.kind.name,
        status: outcome.kind.status,
        from: true,
      });
    // Once HAProxy had it out, nothing more went to the stopped replica.
    const sentAfterOut = background.filter((outcome) => outcome.sentAt > outAt);
    expect(sentAfterOut.length).toBeGreaterThan(20);
    expect(sentAfterOut.filter((outcome) => outcome.server === 'proxy1')).toEqual([]);

    const all = [...sent, ...slowOutcomes, ...background];
    const total = expected(all);
    const perReplica = (pick: (counts: ReturnType<typeof expected>) => number) => ({
      [instanceOf.proxy1]: pick(expected(all, 'proxy1')),
      [instanceOf.proxy2]: pick(expected(all, 'proxy2')),
    });
    // A stopped replica's series go stale at its first failed scrape, so the totals over replicas
    // that come and go take each one's last value (docs/scale.md).
    await vi.waitFor(
      async () =>
        expect(await numbers(`sum by (instance) (last_over_time(contract_proxy_exchanges_total{job="${JOB}"}[5m]))`, 'instance')).toEqual(
          perReplica((counts) => counts.exchanges),
        ),
      { timeout: 10_000, interval: 250 },
    );
    expect(await numbers(`sum by (instance) (last_over_time(contract_proxy_violations_total{job="${JOB}"}[5m]))`, 'instance')).toEqual(
      perReplica((counts) => counts.requestViolations + counts.responseViolations),
    );
    expect(await numbers(`sum(last_over_time(contract_proxy_exchanges_total{job="${JOB}"}[5m]))`)).toEqual({ all: total.exchanges });
    expect(await numbers(`sum(last_over_time(contract_proxy_violations_total{job="${JOB}"}[5m]))`)).toEqual({
      all: total.requestViolations + total.responseViolations,
    });
    // The plain sum now holds only the replica still running.
    await vi.waitFor(async () => expect(await numbers(`up{job="${JOB}"}`, 'instance')).toEqual({ [instanceOf.proxy1]: 0, [instanceOf.proxy2]: 1 }), {
      timeout: 5000,
      interval: 100,
    });
    expect(await numbers(`sum(contract_proxy_exchanges_total{job="${JOB}"})`)).toEqual({ all: expected(all, 'proxy2').exchanges });
  });
});
