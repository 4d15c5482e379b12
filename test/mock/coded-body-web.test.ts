// The mock where its runtime has no node:zlib (a browser, a worker): its fetch shell, and its Node shell
// in a server of the user's own, decode a coded request body with DecompressionStream (web-decoding.ts),
// asynchronously, and answer as where node:zlib decodes it (test/differential/coded-body.test.ts). A
// coding that runtime's DecompressionStream does not take is answered as an unknown one. node:zlib is
// hidden from process.getBuiltinModule before the mock is imported: this file runs in a worker of its own.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const original = process.getBuiltinModule;
process.getBuiltinModule = ((id: string) => (id === 'node:zlib' || id === 'zlib' ? undefined : original(id))) as typeof process.getBuiltinModule;
const { createStatefulMock } = await import('../../src/mock/index.js');
const { webDecoding } = await import('../../src/http/web-decoding.js');

const mock = createStatefulMock();
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer(mock.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  process.getBuiltinModule = original;
});

const LIMIT = 1024 * 1024;
const text = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));
const topic = (key: string): Buffer => text({ key, name: 'News' });
const brotli = webDecoding().decodable.includes('br');

const rows: readonly [name: string, coding: string, bytes: (key: string) => Buffer, expected: string][] = [
  ['gzip', 'gzip', (key) => zlib.gzipSync(topic(key)), '200'],
  ['deflate, zlib-wrapped', 'deflate', (key) => zlib.deflateSync(topic(key)), '200'],
  ['deflate, raw', 'deflate', (key) => zlib.deflateRawSync(topic(key)), '200'],
  ['br', 'br', (key) => zlib.brotliCompressSync(topic(key)), brotli ? '200' : '400 body:contentEncoding'],
  ['gzip of a body that breaks its schema', 'gzip', () => zlib.gzipSync(text({ key: 'has space' })), '400 body/key:anyOf'],
  ['a coding nobody decodes', 'compress', (key) => topic(key), '400 body:contentEncoding'],
  ['JSON marked gzip that is not', 'gzip', (key) => topic(key), '400 body:contentEncoding'],
  ['too large once decoded', 'gzip', () => zlib.gzipSync(text({ name: 'n'.repeat(LIMIT) })), '413 body:maxBodyBytes'],
];

const verdictOf = (status: number, body: string): string => {
  if (status < 400) return String(status);
  const issue = (JSON.parse(body) as { issues?: { location: string; pointer: string; keyword: string }[] }).issues?.[0];
  return `${status} ${issue?.location}${issue?.pointer}:${issue?.keyword}`;
};

function overHttp(path: string, headers: Record<string, string>, body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(url);
    const sent = request({ host: '127.0.0.1', port, method: 'POST', path, headers: { ...headers, 'content-length': String(body.length) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(verdictOf(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'))));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('a coded request body where the runtime has no node:zlib', () => {
  it.each(rows.map((row, index) => [...row, index] as const))(
    '%s: %s, from the fetch shell and the Node shell alike',
    async (_name, coding, bytes, expected, index) => {
      const headers = (shell: string) => ({ 'content-type': 'application/json', 'content-encoding': coding, authorization: `ApiKey web-${shell}` });
      const answer = await mock.fetch('http://mock.test/v2/topics', { method: 'POST', headers: headers('fetch'), body: new Uint8Array(bytes(`web-${index}`)) });
      expect(verdictOf(answer.status, await answer.text())).toBe(expected);
      expect(await overHttp('/v2/topics', headers('node'), bytes(`web-${index}`))).toBe(expected);
    },
  );

  it('names the codings this runtime’s DecompressionStream takes, not node:zlib’s', async () => {
    const headers = { 'content-type': 'application/json', 'content-encoding': 'compress', authorization: 'ApiKey web-fetch' };
    const answer = await mock.fetch('http://mock.test/v2/topics', { method: 'POST', headers, body: new Uint8Array(topic('web-named')) });
    const [issue] = ((await answer.json()) as { issues: { message: string }[] }).issues;
    expect(issue?.message).toBe(`is encoded with "compress", which cannot be decoded (${webDecoding().decodable.join(', ')} can): not validated`);
  });

  it('journals the decoded body', async () => {
    const headers = {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      authorization: 'ApiKey web-journal',
      'x-correlation-id': 'journaled-web-body',
    };
    expect(await overHttp('/v2/topics', headers, zlib.gzipSync(topic('journaled')))).toBe('200');
    const entry = mock.requests().find((one) => one.headers['x-correlation-id'] === 'journaled-web-body');
    expect(entry?.requestBody).toEqual({ key: 'journaled', name: 'News' });
  });
});
