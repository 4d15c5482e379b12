// An answer that is not HTTP/1.1 a client can read is a fault of that answer (well_formed_http), not a
// server that stopped answering: the run goes on to the next request and the next operation. Real
// sockets and the runtime's own fetch (undici), whose errors for these answers differ between Node 20
// and Node 24; this layer runs on both (npm run test:node).

import { afterEach, describe, expect, it } from 'vitest';
import { malformedAnswer } from '../../src/verify/fetch-errors.js';
import { formatReport } from '../../src/verify/format.js';
import { exitCodeOf } from '../../src/verify/report.js';
import { UnreachableServerError, verify } from '../../src/verify/run.js';
import { closeRawServers, rawServer } from '../helpers/raw-server.js';

const KEY = 'malformed-answers-key-1234';
const problem = '{"status":404,"title":"Not Found"}';
/** A declared error answer (`default`): every check passes on it. */
const notFound = `HTTP/1.1 404 Not Found\r\ncontent-type: application/problem+json\r\ncontent-length: ${problem.length}\r\nconnection: close\r\n\r\n${problem}`;

/** Answers that undici will not read as HTTP/1.1, each with what the report says of it. */
const MALFORMED: readonly { name: string; bytes: string; says: RegExp; status: number }[] = [
  { name: 'an unasked 100 Continue', bytes: `HTTP/1.1 100 Continue\r\n\r\n${notFound}`, says: /informational \(1xx\) answer/, status: 0 },
  {
    name: 'a header block over 16 KiB',
    bytes: `HTTP/1.1 200 OK\r\nx-big: ${'a'.repeat(20_000)}\r\ncontent-length: 2\r\n\r\n{}`,
    says: /header block is larger/,
    status: 0,
  },
  { name: 'status 000', bytes: 'HTTP/1.1 000 Zero\r\ncontent-length: 2\r\n\r\n{}', says: /could not read it/, status: 0 },
  {
    name: 'no status line',
    bytes: 'HELLO\r\n\r\n',
    says: /^not HTTP\/1\.1: its status line does not start with an HTTP version \(HTTP\/1\.1\) \(the parser: Expected HTTP\//,
    status: 0,
  },
  // Review 26d F11: Node 20's parser said `Response overflow` alone; Node 24's says `Invalid response status`.
  {
    name: 'a status of four digits',
    bytes: 'HTTP/1.1 2000 OK\r\ncontent-length: 2\r\n\r\n{}',
    says: /^not HTTP\/1\.1: its status line has no status code of three digits \(the parser: (?:Response overflow|Invalid response status)\)$/,
    status: 0,
  },
  {
    name: 'a status that is no number',
    bytes: 'HTTP/1.1 abc OK\r\ncontent-length: 2\r\n\r\n{}',
    says: /^not HTTP\/1\.1: its status line has no status code of three digits \(the parser: Invalid (?:response status|status code)\)$/,
    status: 0,
  },
  {
    name: 'a status line without its status',
    bytes: 'HTTP/1.1\r\ncontent-length: 2\r\n\r\n{}',
    says: /^not HTTP\/1\.1: its status line has no status code of three digits \(the parser: Expected space after version\)$/,
    status: 0,
  },
  {
    name: 'a header line without a colon',
    bytes: 'HTTP/1.1 200 OK\r\nbad header\r\ncontent-length: 2\r\n\r\n{}',
    says: /^not HTTP\/1\.1: .*header token/i,
    status: 0,
  },
  {
    name: 'a chunk size that is not hex, after the headers',
    bytes: 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n',
    says: /^not HTTP\/1\.1: .*chunk size/i,
    status: 200,
  },
  // Review 13a, F7: the zlib error of the body ended the run as a server that stopped answering.
  {
    name: 'a body that is not in the content-encoding it declares',
    bytes: 'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-encoding: gzip\r\ncontent-length: 2\r\n\r\n{}',
    says: /^its body is not in the content-encoding it declares \(Z_DATA_ERROR /,
    status: 200,
  },
];

afterEach(closeRawServers);

/** undici's own error for `bytes` answered to a GET. */
async function fetchError(bytes: string): Promise<unknown> {
  const url = await rawServer(() => bytes);
  try {
    const response = await fetch(`${url}/x`, { signal: AbortSignal.timeout(5_000) });
    await response.text();
  } catch (error) {
    return error;
  }
  throw new Error('fetch read the answer');
}

describe('malformedAnswer, on the errors of the runtime’s fetch', () => {
  for (const { name, bytes, says } of MALFORMED) {
    it(`names ${name}`, async () => {
      expect(malformedAnswer(await fetchError(bytes))).toMatch(says);
    });
  }

  it('leaves a connection closed with no answer, or in the middle of a body, to the run (not an answer)', async () => {
    expect(malformedAnswer(await fetchError(''))).toBeUndefined();
    expect(malformedAnswer(await fetchError('HTTP/1.1 200 OK\r\ncontent-length: 20\r\n\r\n{}'))).toBeUndefined();
    expect(
      malformedAnswer(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) })),
    ).toBeUndefined();
    expect(malformedAnswer('a string')).toBeUndefined();
  });
});

describe('verify, when one operation answers what is not HTTP', () => {
  for (const { name, bytes, says, status } of MALFORMED) {
    it(`fails well_formed_http on ${name} and goes on with the run`, async () => {
      // listTopics answers malformed bytes; every other path a declared 404.
      const url = await rawServer((line) => (/^GET \/v2\/topics[? ]/.test(line) ? bytes : notFound));
      const report = await verify({ baseUrl: url, apiKey: KEY, operations: ['listTopics', 'getTopic'], maxExamples: 2, rps: 0, seed: 7 });
      expect(report.stopped).toBeUndefined();
      expect(exitCodeOf(report)).toBe(1);
      const failures = report.failures.filter((failure) => failure.check === 'well_formed_http');
      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures) {
        expect(failure.operationId).toBe('listTopics');
        expect(failure.message).toMatch(says);
        expect(failure.steps.at(-1)?.status).toBe(status);
        expect(failure.steps.at(-1)?.response).toMatch(/^\[no answer a client can read: /);
      }
      // Only well_formed_http judged the malformed answers: no check said anything else of them.
      expect(report.failures.every((failure) => failure.check === 'well_formed_http')).toBe(true);
      const listTopics = report.operations.find((operation) => operation.operationId === 'listTopics')!;
      expect(listTopics.checks.well_formed_http?.failed).toBeGreaterThan(0);
      expect(listTopics.checks.not_a_server_error).toBeUndefined();
      // The next operation was verified, on answers that are HTTP.
      const getTopic = report.operations.find((operation) => operation.operationId === 'getTopic')!;
      expect(getTopic.requests).toBeGreaterThan(0);
      expect(getTopic.checks.well_formed_http).toEqual({ passed: getTopic.requests, failed: 0 });
      expect(getTopic.checks.response_schema_conformance?.failed).toBe(0);
      expect(formatReport(report)).toMatch(/well_formed_http/);
    }, 60_000);
  }

  it('stops before any check when the first answer is not HTTP: the address is not the server’s', async () => {
    const url = await rawServer(() => 'SSH-2.0-OpenSSH_9.6\r\n');
    const error = await verify({ baseUrl: url, apiKey: KEY, maxExamples: 1, rps: 0 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnreachableServerError);
    expect((error as Error).message).toMatch(/^http:\/\/127\.0\.0\.1:\d+ answers, but not with HTTP\/1\.1 that a client can read \(not HTTP\/1\.1: /);
  });
});
