// A response whose content-type came twice: node:http (and undici's raw headers, folded as node
// folds them) keeps the first line, so the proxy validated `application/json` and passed the answer,
// where validate-traffic and validateResponse, given both lines, refuse it. The proxy now reads every
// line (UpstreamResponse.receivedHeaders), as it reads a request's.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningValidatingProxy, startValidatingProxy } from '../../src/proxy/index.js';
import { checkTraffic } from '../../src/traffic/index.js';
import { validateResponse } from '../../src/validator/index.js';

const TOPIC = { _id: '6690a1b2c3d4e5f607182a01', key: 'news', name: 'News' };
const TYPES = ['application/json', 'text/plain'];

let upstream: Server;
let proxy: RunningValidatingProxy;

beforeAll(async () => {
  upstream = createServer((_req, res) => {
    res.setHeader('content-type', TYPES);
    res.end(JSON.stringify(TOPIC));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = await startValidatingProxy({ upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, port: 0, mode: 'enforce', admin: false });
});

afterAll(async () => {
  await proxy?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe('a response whose content-type came twice', () => {
  it('is refused alike by validateResponse, validate-traffic and the proxy, with one message', async () => {
    const direct = validateResponse({ method: 'GET', path: '/v2/topics/news', status: 200, headers: { 'content-type': TYPES }, body: TOPIC });
    const message = direct.issues.find((issue) => issue.keyword === 'mediaType')?.message;
    expect(message).toBe('the body needs content-type application/json, got 2 of them (the header was sent more than once)');

    const scratch = mkdtempSync(join(tmpdir(), 'nac-repeated-response-'));
    try {
      const file = join(scratch, 'one.jsonl');
      const request = { method: 'GET', path: '/v2/topics/news', headers: { authorization: 'ApiKey k' } };
      writeFileSync(file, `${JSON.stringify({ request, response: { status: 200, headers: { 'content-type': TYPES }, body: TOPIC } })}\n`);
      const report = await checkTraffic([file]);
      expect(report.violationList.flatMap((violation) => violation.responseIssues.map((issue) => issue.message))).toEqual([message]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }

    const answer = await fetch(`${proxy.url}/v2/topics/news`, { headers: { authorization: 'ApiKey k' } });
    expect(answer.status).toBe(502);
    const problem = (await answer.json()) as { issues?: { message: string }[] };
    expect(problem.issues?.map((issue) => issue.message)).toEqual([message]);
  });
});
