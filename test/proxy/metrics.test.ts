// Issue 9, item 13: Prometheus metrics at /__contract/metrics, in the text exposition format, read
// back here with a parser nobody on this project wrote (parse-prometheus-text-format).
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_PATH, METRICS_PREFIX } from '../../src/proxy/index.js';
import { AUTH, call, JSON_AUTH, json, startProxy, startUpstream, type TestProxy, type TestUpstream, topic } from './helpers.js';

let upstream: TestUpstream;
let proxy: TestProxy;
let families: MetricFamily[];
let exposition: string;
let contentType: string | undefined;

beforeAll(async () => {
  upstream = await startUpstream((seen, res) => {
    if (seen.url === '/v2/topics/broken') return json(res, 200, { key: 'no-id' });
    if (seen.url === '/v2/topics/crash') return res.socket!.destroy();
    json(res, 200, topic('news'));
  });
  // The sink drops every other record, so that both log counters move.
  let n = 0;
  const everyOther = () => {
    n += 1;
    return n % 2 === 1;
  };
  proxy = await startProxy({ upstream: upstream.url, mode: 'report', log: everyOther });
  for (let i = 0; i < 3; i += 1) await call(proxy.url, { path: '/v2/topics/news', headers: AUTH });
  await call(proxy.url, { method: 'POST', path: '/v2/topics', headers: JSON_AUTH, body: '{"key":"has space"}' });
  await call(proxy.url, { path: '/v2/topics/broken', headers: AUTH });
  await call(proxy.url, { path: '/v2/topics/crash', headers: AUTH });
  const response = await call(proxy.url, { path: METRICS_PATH });
  expect(response.status).toBe(200);
  contentType = response.headers['content-type'];
  exposition = response.text;
  families = parsePrometheusTextFormat(exposition);
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

const family = (name: string) => {
  const found = families.find((f) => f.name === METRICS_PREFIX + name);
  expect(found, name).toBeDefined();
  return found!;
};
/**
 * One label set of a histogram, parsed. The parser merges the label sets of a labelled histogram
 * into one, so each is handed to it alone, as the exposition of an unlabelled histogram.
 */
function histogram(name: string, label: string, labelValue: string) {
  const full = METRICS_PREFIX + name;
  const selector = `${label}="${labelValue}"`;
  const lines = exposition
    .split('\n')
    .filter((line) => line.startsWith(`# HELP ${full} `) || line.startsWith(`# TYPE ${full} `) || (line.startsWith(full) && line.includes(selector)))
    .map((line) =>
      line
        .replace(new RegExp(`${selector},?`), '')
        .replace(',}', '}')
        .replace('{}', ''),
    );
  const [parsed] = parsePrometheusTextFormat(`${lines.join('\n')}\n`);
  expect(parsed?.type).toBe('HISTOGRAM');
  return parsed!.metrics[0]!;
}

const value = (name: string, labels: Record<string, string> = {}) =>
  Number(family(name).metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value);

describe(`GET ${METRICS_PATH}`, () => {
  it('is the Prometheus text format', () => {
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("passes promtool's lint on names: only counters end in _total (review 11a, F5)", () => {
    const types = [...exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({ name: name!, type: type! }));
    expect(types.length).toBeGreaterThan(10);
    expect(types.filter(({ name, type }) => type !== 'counter' && name.endsWith('_total'))).toEqual([]);
  });

  it('counts exchanges by operation', () => {
    expect(family('exchanges_total').type).toBe('COUNTER');
    expect(value('exchanges_total', { operation: 'getTopic' })).toBe(5);
    expect(value('exchanges_total', { operation: 'upsertTopic' })).toBe(1);
    expect(value('exchanges_total', { operation: 'listTopics' })).toBe(0);
  });

  it('counts violations by operation and direction, rejected and failed exchanges', () => {
    expect(value('violations_total', { operation: 'upsertTopic', direction: 'request' })).toBe(1);
    expect(value('violations_total', { operation: 'getTopic', direction: 'response' })).toBe(1);
    expect(value('violations_total', { operation: 'getTopic', direction: 'request' })).toBe(0);
    expect(value('rejected_total', { operation: 'getTopic' })).toBe(0);
    expect(value('failed_total', { operation: 'getTopic' })).toBe(1);
  });

  it('has an upstream latency histogram and a validation time histogram', () => {
    expect(family('upstream_duration_seconds').type).toBe('HISTOGRAM');
    const getTopic = histogram('upstream_duration_seconds', 'operation', 'getTopic');
    // The four answered GETs; the one that crashed has no answer to time.
    expect(Number(getTopic.count)).toBe(4);
    expect(Number(getTopic.buckets!['+Inf'])).toBe(4);
    expect(Number(getTopic.sum)).toBeGreaterThan(0);
    expect(family('validation_duration_seconds').type).toBe('HISTOGRAM');
    expect(Number(histogram('validation_duration_seconds', 'direction', 'request').count)).toBe(6);
    expect(Number(histogram('validation_duration_seconds', 'direction', 'response').count)).toBe(5);
  });

  it('counts log records written and dropped', () => {
    // Three records: the request violation, the response violation, the failure; the sink took one in two.
    expect(value('log_records_written_total')).toBe(2);
    expect(value('log_records_dropped_total')).toBe(1);
    expect(proxy.stats().log).toEqual({ written: 2, dropped: 1 });
  });

  it("has the process metrics too, on the proxy's own registry", async () => {
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
    // The global prom-client registry, which an application may use, holds none of them.
    const { register } = await import('prom-client');
    expect(await register.metrics()).not.toContain(METRICS_PREFIX);
  });
});
