// Answers nested deeper than the validator's MAX_BODY_DEPTH, or larger than its body bound: verify
// leaves them as text, never handed to JSON.parse (whose tree of 10 MB of `[[[…]]]` took gigabytes),
// and response_schema_conformance gives the validator's verdict on them. A server on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../../src/validator/index.js';
import { Sender } from '../../src/verify/http.js';
import { verify } from '../../src/verify/run.js';
import { operationById } from '../../src/verify/spec.js';

const key = 'deep-answers-key-1234';

/** A topic whose unknown member `extra` holds arrays nested so that the body is `depth` levels deep. */
const topicOfDepth = (depth: number) => `{"_id":"a","key":"k","name":"x","extra":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

/** What the server answers every authenticated request with (a test sets it before it sends). */
let answer = topicOfDepth(1);
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.headers.authorization !== `ApiKey ${key}`) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end('{"message":"unauthorized"}');
      return;
    }
    const found = request.method === 'GET' && request.url?.startsWith('/v2/topics/');
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    response.end(found ? answer : '{"message":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const getTopic = operationById('getTopic')!;
const read = (text: string) => {
  answer = text;
  const sender = new Sender({ baseUrl, apiKey: key, rps: 0, fetch: (request) => fetch(request), timeoutMs: 10_000, maxResponseBytes: 10 * 1024 * 1024 });
  return sender.send(getTopic, { operationId: 'getTopic', method: 'GET', pathParams: { topicKey: 'k' }, query: {}, headers: {}, auth: 'valid' });
};

describe('the answer verify keeps', () => {
  it('is parsed up to MAX_BODY_DEPTH levels', async () => {
    for (const depth of [100, MAX_BODY_DEPTH]) {
      const response = await read(topicOfDepth(depth));
      expect(response.json, `${depth} levels`).toEqual(JSON.parse(topicOfDepth(depth)));
    }
  });

  it('is text alone past MAX_BODY_DEPTH levels: the parse is not attempted', async () => {
    for (const depth of [MAX_BODY_DEPTH + 1, 200, 100_000]) {
      const response = await read(topicOfDepth(depth));
      expect(response.status).toBe(200);
      expect(response.text).toBe(topicOfDepth(depth));
      expect(response.json, `${depth} levels`).toBeUndefined();
    }
  });

  // Review 26d: the size bound of the parse is --max-response-bytes, which the checks give the
  // validator too; with the validator's 1 MiB default, a valid 1.4 MB answer failed its schema check.
  it('is parsed over the validator’s 1 MiB default, within --max-response-bytes', async () => {
    const large = `{"_id":"a","key":"k","name":${JSON.stringify('x'.repeat(1024 * 1024))}}`;
    const response = await read(large);
    expect(response.text).toBe(large);
    expect((response.json as { name: string }).name).toHaveLength(1024 * 1024);
  });
});

describe('verify', () => {
  const run = async (depth: number) => {
    answer = topicOfDepth(depth);
    return verify({ baseUrl, apiKey: key, rps: 0, operations: ['getTopic'], maxExamples: 3, seed: 5 });
  };

  it('fails response_schema_conformance alone on an answer nested 200 levels deep, naming the depth', async () => {
    const report = await run(200);
    expect(report.checks.response_schema_conformance?.failed).toBeGreaterThan(0);
    expect(report.checks.ignored_auth?.passed).toBeGreaterThan(0);
    expect(report.failures.map((failure) => [failure.check, failure.message])).toEqual([
      ['response_schema_conformance', `body: is nested deeper than ${MAX_BODY_DEPTH} levels`],
    ]);
    expect(report.failures[0]!.steps.at(-1)!.response).toBe(topicOfDepth(200).slice(0, 500));
  });

  it('passes the same topic nested 100 levels deep', async () => {
    const report = await run(100);
    expect(report.failures).toEqual([]);
    expect(report.checks.response_schema_conformance?.passed).toBeGreaterThan(0);
  });
});
