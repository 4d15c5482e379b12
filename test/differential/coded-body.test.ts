// A request body sent with a Content-Encoding (review 16 F9b). The proxy decodes a JSON body before
// it validates it, within its body limit; the mock read the coded bytes as the body and refused them
// as no UTF-8 (400 utf8), so a client that compresses its uploads passed the proxy and failed the
// mock. Both now decode by one rule (src/http/content-coding.ts): the same codings, and for a coding
// nobody decodes, a corrupt stream or a body too large once decoded, the same status and issue. Fed
// alike to the mock in-process (its fetch shell), over HTTP (its own server, with its net front and
// node:http alone) and to the proxy in enforce mode in front of it.
import { request } from 'node:http';
import * as zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createStatefulMock, type JournalEntry } from '../../src/mock/index.js';
import { useWireServers } from './wire-servers.js';

const { servers, parts } = useWireServers();
const inProcess = createStatefulMock();

const LIMIT = 1024 * 1024;
const text = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));
const topic = (key: string): Buffer => text({ key, name: 'News' });
/** Over the limit once decoded, a few KiB as sent. */
const inflated = text({ key: 'big', name: 'n'.repeat(LIMIT) });

interface Row {
  readonly name: string;
  readonly coding: string;
  /** The bytes sent, made from a topic key of the row's own (each row creates its topic once per part). */
  readonly bytes: (key: string) => Buffer;
  readonly type?: string;
  readonly anonymous?: boolean;
  /** Status, and the first issue as location:keyword. */
  readonly expected: string;
}

const rows: readonly Row[] = [
  { name: 'gzip', coding: 'gzip', bytes: (key) => zlib.gzipSync(topic(key)), expected: '200' },
  { name: 'x-gzip', coding: 'x-gzip', bytes: (key) => zlib.gzipSync(topic(key)), expected: '200' },
  { name: 'deflate, zlib-wrapped', coding: 'deflate', bytes: (key) => zlib.deflateSync(topic(key)), expected: '200' },
  { name: 'deflate, raw', coding: 'deflate', bytes: (key) => zlib.deflateRawSync(topic(key)), expected: '200' },
  { name: 'br', coding: 'br', bytes: (key) => zlib.brotliCompressSync(topic(key)), expected: '200' },
  { name: 'gzip then br', coding: 'gzip, br', bytes: (key) => zlib.brotliCompressSync(zlib.gzipSync(topic(key))), expected: '200' },
  { name: 'identity', coding: 'identity', bytes: (key) => topic(key), expected: '200' },
  { name: 'gzip of a body that breaks its schema', coding: 'gzip', bytes: () => zlib.gzipSync(text({ key: 'has space' })), expected: '400 body/key:anyOf' },
  { name: 'a coding nobody decodes', coding: 'compress', bytes: () => Buffer.from([0x1f, 0x9d, 0x90, 0x7b]), expected: '400 body:contentEncoding' },
  { name: 'JSON marked gzip that is not', coding: 'gzip', bytes: (key) => topic(key), expected: '400 body:contentEncoding' },
  { name: 'truncated gzip', coding: 'gzip', bytes: (key) => zlib.gzipSync(topic(key)).subarray(0, 20), expected: '400 body:contentEncoding' },
  { name: 'too large once decoded', coding: 'gzip', bytes: () => zlib.gzipSync(inflated), expected: '413 body:maxBodyBytes' },
  { name: 'corrupt gzip, no credentials', coding: 'gzip', bytes: (key) => topic(key), anonymous: true, expected: '401 auth/authorization:required' },
  { name: 'too large once decoded, no credentials', coding: 'gzip', bytes: () => zlib.gzipSync(inflated), anonymous: true, expected: '413 body:maxBodyBytes' },
  // Not read as JSON, so not decoded: refused for its type, as an uncoded one.
  { name: 'corrupt gzip typed text/plain', coding: 'gzip', bytes: (key) => topic(key), type: 'text/plain', expected: '400 content-type:mediaType' },
];

type Problem = { type?: string; issues?: { location: string; pointer: string; keyword: string; message: string }[] };

/** What the parts must agree on: the status, and for a refusal its kind and its first issue whole. */
interface Seen {
  readonly verdict: string;
  readonly kind?: string;
  readonly issue?: { location: string; pointer: string; keyword: string; message: string };
}

function seenOf(status: number, body: string): Seen {
  if (status < 400) return { verdict: String(status) };
  const problem = JSON.parse(body) as Problem;
  const issue = problem.issues?.[0];
  return {
    verdict: `${status} ${issue === undefined ? '' : `${issue.location}${issue.pointer}:${issue.keyword}`}`,
    kind: problem.type?.slice(problem.type.lastIndexOf('/') + 1),
    ...(issue === undefined ? {} : { issue: { location: issue.location, pointer: issue.pointer, keyword: issue.keyword, message: issue.message } }),
  };
}

function headersOf(row: Row, part: string): Record<string, string> {
  return {
    'content-type': row.type ?? 'application/json',
    'content-encoding': row.coding,
    // An environment per part: each creates the rows' topics afresh.
    ...(row.anonymous === true ? {} : { authorization: `ApiKey coded-${part.replace(/\W+/g, '-')}` }),
  };
}

function overHttp(origin: string, path: string, headers: Record<string, string>, body: Buffer): Promise<Seen> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, method: 'POST', path, headers: { ...headers, 'content-length': String(body.length) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(seenOf(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'))));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

async function inProcessSeen(headers: Record<string, string>, body: Buffer): Promise<Seen> {
  const answer = await inProcess.fetch('http://mock.test/v2/topics', { method: 'POST', headers, body: new Uint8Array(body) });
  return seenOf(answer.status, await answer.text());
}

describe('a request body with a Content-Encoding', () => {
  it.each(rows.map((row, index) => [row.name, row, index] as const))(
    '%s: one status and one issue from the mock, in-process and over HTTP, and the proxy',
    async (_name, row, index) => {
      const key = `coded-${index}`;
      const seen: Record<string, Seen> = { 'mock in-process': await inProcessSeen(headersOf(row, 'in-process'), row.bytes(key)) };
      for (const [part, , url] of parts()) seen[part] = await overHttp(url, '/v2/topics', headersOf(row, part), row.bytes(key));
      const reference = seen['mock in-process']!;
      expect(reference.verdict.trim()).toBe(row.expected);
      for (const [part, one] of Object.entries(seen)) expect(one, part).toEqual(reference);
      if (row.expected.startsWith('413')) expect(reference.issue?.message).toBe(`is larger than ${LIMIT} bytes once decoded`);
    },
  );

  it('is journaled decoded, in-process and over HTTP', async () => {
    // The correlation id is not the API key (`coded-journal`): a header that repeats the key is scrubbed of it.
    const body = zlib.gzipSync(topic('journaled'));
    const headers = { ...headersOf(rows[0]!, 'journal'), 'x-correlation-id': 'journaled-coded-body' };
    expect((await inProcessSeen(headers, body)).verdict).toBe('200');
    expect((await overHttp(servers.plain.url, '/v2/topics', headers, body)).verdict).toBe('200');
    const journaled = (entries: JournalEntry[]) =>
      entries.filter((entry) => entry.headers['x-correlation-id'] === 'journaled-coded-body').map((entry) => entry.requestBody);
    expect(journaled(inProcess.requests())).toEqual([{ key: 'journaled', name: 'News' }]);
    const overHttpJournal = (await (await fetch(`${servers.plain.url}/__mock/requests`)).json()) as JournalEntry[];
    expect(journaled(overHttpJournal)).toEqual([{ key: 'journaled', name: 'News' }]);
  });
});

describe('a control request body with a Content-Encoding', () => {
  it('is decoded by the same rule, in-process and over HTTP', async () => {
    const own = createStatefulMock();
    const patch = async (origin: string, coding: string, body: Buffer) => {
      const init = { method: 'PATCH', headers: { 'content-type': 'application/json', 'content-encoding': coding }, body: new Uint8Array(body) };
      const answer = origin === '' ? await own.fetch('http://mock.test/__mock/settings', init) : await fetch(`${origin}/__mock/settings`, init);
      const json = (await answer.json()) as { idempotency?: string; issues?: { keyword: string }[] };
      return `${answer.status} ${json.idempotency ?? json.issues?.map((issue) => issue.keyword).join(',')}`;
    };
    for (const origin of ['', servers.plain.url]) {
      expect(await patch(origin, 'gzip', zlib.gzipSync(text({ idempotency: 'off' })))).toBe('200 off');
      expect(await patch(origin, 'gzip', text({ idempotency: 'on' }))).toBe('400 contentEncoding');
      expect(await patch(origin, 'gzip', zlib.gzipSync(text({ idempotency: 'on', pad: ' '.repeat(LIMIT) })))).toBe('413 maxBodyBytes');
      expect(await patch(origin, 'deflate', zlib.deflateSync(text({ idempotency: 'on' })))).toBe('200 on');
    }
  });
});
