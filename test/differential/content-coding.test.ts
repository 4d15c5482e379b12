// Compressed bodies, judged twice (review 12b F5): on the wire by the proxy in enforce mode, and in a
// HAR that kept the same bytes as base64 beside the same headers by validate-traffic. Both decode
// with one function (src/http/content-decoding.ts) within one limit, so each exchange gets the same
// verdict from both, for the same rule: its first issue's place and keyword. A body over the limit
// is found by both, for the same rule: the proxy refuses to forward what it cannot check, and
// validate-traffic, judging what already happened, says it went unchecked (review 26c F8).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViolationRecord } from '../../src/proxy/index.js';
import { checkTraffic } from '../../src/traffic/index.js';
import { call, startProxy, startUpstream, type TestProxy, type TestUpstream } from '../proxy/helpers.js';

const LIMIT = 2048;
const topic = Buffer.from(JSON.stringify({ _id: 'id-news', key: 'news', name: 'News' }));
const noId = Buffer.from(JSON.stringify({ key: 'news', name: 'News' }));
const large = Buffer.from(JSON.stringify({ _id: 'id-news', key: 'news', name: 'n'.repeat(4 * LIMIT) }));
// Bytes gzip cannot shrink: over the limit as they are sent, before any decoding.
const noise = zlib.gzipSync(Buffer.from(Array.from({ length: 2 * LIMIT }, (_, i) => (i * 7919) % 251)), { level: 0 });

interface Case {
  readonly name: string;
  /** The message whose body is compressed: the other one is plain and valid. */
  readonly side: 'request' | 'response';
  readonly coding: string;
  readonly bytes: Buffer;
}

const cases: readonly Case[] = [
  { name: 'valid gzip', side: 'response', coding: 'gzip', bytes: zlib.gzipSync(topic) },
  { name: 'invalid body, gzip', side: 'response', coding: 'gzip', bytes: zlib.gzipSync(noId) },
  { name: 'valid br', side: 'response', coding: 'br', bytes: zlib.brotliCompressSync(topic) },
  { name: 'invalid body, br', side: 'response', coding: 'br', bytes: zlib.brotliCompressSync(noId) },
  { name: 'valid raw deflate', side: 'response', coding: 'deflate', bytes: zlib.deflateRawSync(topic) },
  { name: 'valid gzip then br', side: 'response', coding: 'gzip, br', bytes: zlib.brotliCompressSync(zlib.gzipSync(topic)) },
  { name: 'corrupt gzip', side: 'response', coding: 'gzip', bytes: Buffer.from('this is not gzip at all') },
  { name: 'truncated gzip', side: 'response', coding: 'gzip', bytes: zlib.gzipSync(topic).subarray(0, 20) },
  { name: 'JSON marked gzip that is not', side: 'response', coding: 'gzip', bytes: topic },
  { name: 'a coding nobody decodes', side: 'response', coding: 'compress', bytes: Buffer.from([0x1f, 0x9d, 0x90, 0x7b]) },
  { name: 'too large once decoded', side: 'response', coding: 'gzip', bytes: zlib.gzipSync(large) },
  { name: 'too large as sent', side: 'response', coding: 'gzip', bytes: noise },
  { name: 'identity', side: 'response', coding: 'identity', bytes: topic },
  { name: 'valid gzip request', side: 'request', coding: 'gzip', bytes: zlib.gzipSync(Buffer.from('{"key":"news","name":"News"}')) },
  { name: 'invalid br request', side: 'request', coding: 'br', bytes: zlib.brotliCompressSync(Buffer.from('{"key":"has space"}')) },
  { name: 'corrupt gzip request', side: 'request', coding: 'gzip', bytes: Buffer.from('{"key":"news"') },
  {
    name: 'request too large once decoded',
    side: 'request',
    coding: 'gzip',
    bytes: zlib.gzipSync(Buffer.from(`{"key":"news","name":"${'n'.repeat(4 * LIMIT)}"}`)),
  },
];

const pathOf = (item: Case) => (item.side === 'request' ? '/v2/topics' : `/v2/topics/news`);
const methodOf = (item: Case) => (item.side === 'request' ? 'POST' : 'GET');
const requestHeaders = (item: Case): Record<string, string> =>
  item.side === 'request' ? { authorization: 'ApiKey k', 'content-type': 'application/json', 'content-encoding': item.coding } : { authorization: 'ApiKey k' };
const responseHeaders = (item: Case): Record<string, string> =>
  item.side === 'response' ? { 'content-type': 'application/json', 'content-encoding': item.coding } : { 'content-type': 'application/json' };
const responseBytes = (item: Case) => (item.side === 'response' ? item.bytes : topic);

type Judgement = { verdict: 'pass' } | { verdict: 'request refused' | 'response refused' | 'request not checked' | 'response not checked'; rule: string };
const rule = (issue: { location: string; pointer: string; keyword?: string | undefined }) => `${issue.location}${issue.pointer} ${issue.keyword}`;

let upstream: TestUpstream;
let proxy: TestProxy;
const scratch = mkdtempSync(join(tmpdir(), 'nac-differential-coding-'));

beforeAll(async () => {
  upstream = await startUpstream((seen, res) => {
    const item = cases[Number(seen.headers['x-case'])]!;
    const bytes = responseBytes(item);
    res.writeHead(200, { ...responseHeaders(item), 'content-length': bytes.length });
    res.end(bytes);
  });
  proxy = await startProxy({ upstream: upstream.url, mode: 'enforce', maxBodyBytes: LIMIT, admin: false });
});

afterAll(async () => {
  await proxy?.close();
  await upstream?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function proxyJudgement(item: Case, index: number): Promise<Judgement> {
  const correlationId = `coding-${index}`;
  const headers = { ...requestHeaders(item), 'x-case': String(index), 'x-correlation-id': correlationId };
  const answer = await call(proxy.url, { method: methodOf(item), path: pathOf(item), headers, ...(item.side === 'request' ? { body: item.bytes } : {}) });
  if (answer.status === 200) return { verdict: 'pass' };
  const record = proxy.records.find((entry: ViolationRecord) => entry.correlationId === correlationId);
  const first = record?.issues[0];
  if (first === undefined) return { verdict: 'response refused', rule: `status ${answer.status} and no record` };
  return { verdict: answer.status === 502 ? 'response refused' : 'request refused', rule: rule(first) };
}

async function harJudgements(): Promise<Judgement[]> {
  const har = (headers: Record<string, string>) => Object.entries(headers).map(([name, value]) => ({ name, value }));
  const entries = cases.map((item) => ({
    request: {
      method: methodOf(item),
      url: `http://api.example.com${pathOf(item)}`,
      headers: har(requestHeaders(item)),
      ...(item.side === 'request' ? { postData: { mimeType: 'application/json', encoding: 'base64', text: item.bytes.toString('base64') } } : {}),
    },
    response: {
      status: 200,
      headers: har(responseHeaders(item)),
      content: { mimeType: 'application/json', encoding: 'base64', text: responseBytes(item).toString('base64') },
    },
  }));
  const file = join(scratch, 'coding.har');
  writeFileSync(file, JSON.stringify({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries } }));
  const report = await checkTraffic([file], { maxBodyBytes: LIMIT });
  const judgements: Judgement[] = cases.map(() => ({ verdict: 'pass' }));
  // The only input problems: bodies over the limit, not checked.
  for (const problem of report.inputErrors) {
    const side = /^the (request|response) body is larger than \d+ bytes(?: once decoded)? \(the --max-body limit\): not checked/.exec(problem.message)?.[1];
    expect(side, problem.message).toBeDefined();
    judgements[problem.entry!] = { verdict: side === 'request' ? 'request not checked' : 'response not checked', rule: 'body maxBodyBytes' };
  }
  for (const violation of report.violationList) {
    const [request] = violation.requestIssues;
    judgements[violation.index] =
      request === undefined ? { verdict: 'response refused', rule: rule(violation.responseIssues[0]!) } : { verdict: 'request refused', rule: rule(request) };
  }
  return judgements;
}

describe('a compressed body, on the wire and in a HAR', () => {
  it('gets the same verdict, for the same rule, from the proxy (enforce) and validate-traffic', async () => {
    const fromProxy = await Promise.all(cases.map(proxyJudgement));
    const fromHar = await harJudgements();
    const table = (judgements: Judgement[]) => Object.fromEntries(cases.map((item, index) => [item.name, judgements[index]]));
    // The one case where a HAR cannot say what the wire carried: JSON kept as base64 beside a coding
    // it is not in. On the wire the proxy refuses it; in a HAR it is what mitmproxy and Charles keep,
    // the body their recorder decoded (review 26c F1), and it is checked as that.
    const DECODED_BY_THE_RECORDER = 'JSON marked gzip that is not';
    const without = (judgements: Record<string, Judgement | undefined>) => {
      const { [DECODED_BY_THE_RECORDER]: _, ...rest } = judgements;
      return rest;
    };
    // What the proxy refuses for the size, validate-traffic says it did not check: the same rule.
    const asTraffic = (judgement: Judgement): Judgement =>
      judgement.verdict !== 'pass' && judgement.rule === 'body maxBodyBytes'
        ? { verdict: judgement.verdict.startsWith('request') ? 'request not checked' : 'response not checked', rule: judgement.rule }
        : judgement;
    expect(without(table(fromHar))).toEqual(without(table(fromProxy.map(asTraffic))));
    expect(table(fromHar)[DECODED_BY_THE_RECORDER]).toEqual({ verdict: 'pass' });
    // The cases are what they say: not every verdict a pass, and each kind of refusal among them.
    expect(table(fromProxy)).toMatchObject({
      'valid gzip': { verdict: 'pass' },
      'valid br': { verdict: 'pass' },
      'invalid body, gzip': { verdict: 'response refused', rule: 'body/_id required' },
      'corrupt gzip': { verdict: 'response refused', rule: 'body contentEncoding' },
      'JSON marked gzip that is not': { verdict: 'response refused', rule: 'body contentEncoding' },
      'too large once decoded': { verdict: 'response refused', rule: 'body maxBodyBytes' },
      'too large as sent': { verdict: 'response refused', rule: 'body maxBodyBytes' },
      'valid gzip request': { verdict: 'pass' },
      'invalid br request': { verdict: 'request refused', rule: 'body/key anyOf' },
      'corrupt gzip request': { verdict: 'request refused', rule: 'body contentEncoding' },
      'request too large once decoded': { verdict: 'request refused', rule: 'body maxBodyBytes' },
    });
  });
});
