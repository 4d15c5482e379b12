// Issue 9, item 8: compressed bodies, both ways. The proxy decodes gzip, deflate, br (and zstd where
// Node has it) to validate, forwards the bytes it got unchanged, stops decoding past --max-body, and
// names an encoding it cannot decode in one issue rather than calling the bytes invalid UTF-8.
import * as zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBody } from '../../src/http/content-decoding.js';
import { DECODABLE_ENCODINGS, problemType } from '../../src/proxy/index.js';
import { AUTH, call, type Problem, startProxy, startUpstream, type TestProxy, type TestUpstream, topic } from './helpers.js';

type Encoder = (input: Buffer) => Buffer;
const zstd = (zlib as unknown as { zstdCompressSync?: Encoder }).zstdCompressSync;
const encoders: Record<string, Encoder> = {
  gzip: (b) => zlib.gzipSync(b),
  deflate: (b) => zlib.deflateSync(b),
  br: (b) => zlib.brotliCompressSync(b),
  ...(zstd === undefined ? {} : { zstd }),
};
const encode = (codings: string[], body: Buffer) =>
  codings.reduce((bytes, coding) => (coding === 'deflate-raw' ? zlib.deflateRawSync(bytes) : encoders[coding]!(bytes)), body);

const valid = Buffer.from(JSON.stringify(topic('news')));
const invalid = Buffer.from(JSON.stringify({ key: 'no-id', name: 'No id' }));

/** 1 GiB of zeros as 64 gzip members of 16 MiB each: about 1 MB on the wire. */
function gzipBomb(): Buffer {
  const member = zlib.gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 });
  return Buffer.concat(Array.from({ length: 64 }, () => member));
}

// What the upstream answers, by path: [content-encoding header, body bytes].
const answers = new Map<string, [string, Buffer]>();
for (const coding of Object.keys(encoders)) answers.set(`/v2/topics/${coding}`, [coding, encode([coding], valid)]);
answers.set('/v2/topics/deflate-raw', ['deflate', encode(['deflate-raw'], valid)]);
answers.set('/v2/topics/gzip-then-br', ['gzip, br', encode(['gzip', 'br'], valid)]);
answers.set('/v2/topics/gzip-invalid', ['gzip', encode(['gzip'], invalid)]);
answers.set('/v2/topics/compress', ['compress', Buffer.from([0x1f, 0x9d, 0x90, 0x7b])]);
answers.set('/v2/topics/corrupt', ['gzip', Buffer.from('this is not gzip at all')]);

let upstream: TestUpstream;
beforeAll(async () => {
  answers.set('/v2/topics/bomb', ['gzip', gzipBomb()]);
  upstream = await startUpstream((seen, res) => {
    const answer = answers.get(seen.url);
    if (answer === undefined) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': valid.length });
      return res.end(valid);
    }
    res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': answer[0], 'content-length': answer[1].length });
    res.end(answer[1]);
  });
});
afterAll(() => upstream.close());

it('decodes gzip, deflate and br, and zstd where this Node has it', () => {
  expect(DECODABLE_ENCODINGS).toEqual(expect.arrayContaining(['gzip', 'deflate', 'br']));
  expect(DECODABLE_ENCODINGS.includes('zstd')).toBe(zstd !== undefined);
});

describe.each(['report', 'enforce'] as const)('in %s mode', (mode) => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await startProxy({ upstream: upstream.url, mode, maxBodyBytes: 2 * 1024 * 1024 });
  });
  afterAll(() => proxy.close());

  const validPaths = [...Object.keys(encoders), 'deflate-raw', 'gzip-then-br'].map((name) => `/v2/topics/${name}`);

  it.each(validPaths)('passes a valid compressed answer (%s) on byte for byte, and logs nothing', async (path) => {
    const response = await call(proxy.url, { path, headers: AUTH });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(answers.get(path)![0]);
    expect(response.body.equals(answers.get(path)![1])).toBe(true);
    expect(proxy.records.filter((r) => r.path === path)).toEqual([]);
  });

  it('checks what the compressed answer says: a missing field is a body issue, not a UTF-8 error', async () => {
    const response = await call(proxy.url, { path: '/v2/topics/gzip-invalid', headers: AUTH });
    expect(response.status).toBe(mode === 'report' ? 200 : 502);
    const record = proxy.records.find((r) => r.path === '/v2/topics/gzip-invalid')!;
    expect(record.issues).toEqual([expect.objectContaining({ location: 'body', pointer: '/_id', keyword: 'required' })]);
    // The log holds the decoded body, not the compressed bytes.
    expect(record.response!.body).toEqual({ key: 'no-id', name: 'No id' });
  });

  it.each([
    ['/v2/topics/compress', /encoded with "compress", which cannot be decoded \(gzip, deflate, br/],
    ['/v2/topics/corrupt', /is not valid gzip data/],
  ])('names an encoding it cannot read (%s) in one issue', async (path, message) => {
    const response = await call(proxy.url, { path, headers: AUTH });
    expect(response.status).toBe(mode === 'report' ? 200 : 502);
    const record = proxy.records.find((r) => r.path === path)!;
    expect(record.issues).toEqual([expect.objectContaining({ location: 'body', keyword: 'contentEncoding', message: expect.stringMatching(message) })]);
  });

  it('stops decoding a gzip bomb at the limit', async () => {
    const response = await call(proxy.url, { path: '/v2/topics/bomb', headers: AUTH });
    expect(response.status).toBe(mode === 'report' ? 200 : 502);
    const record = proxy.records.find((r) => r.path === '/v2/topics/bomb')!;
    expect(record.issues).toEqual([expect.objectContaining({ keyword: 'maxBodyBytes', message: expect.stringContaining('once decoded') })]);
  });

  it('validates a compressed request body and forwards its bytes unchanged', async () => {
    const body = zlib.gzipSync(Buffer.from('{"key":"news","name":"Nouvelles"}'));
    const response = await call(proxy.url, {
      method: 'POST',
      path: '/v2/topics',
      headers: { ...AUTH, 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-correlation-id': `gz-req-${mode}` },
      body,
    });
    expect(response.status).toBe(200);
    const seen = upstream.seen.at(-1)!;
    expect(seen.headers['content-encoding']).toBe('gzip');
    expect(seen.body.equals(body)).toBe(true);
    expect(proxy.records.find((r) => r.correlationId === `gz-req-${mode}`)).toBeUndefined();
  });

  it('finds the issues inside a compressed request body', async () => {
    const body = zlib.brotliCompressSync(Buffer.from('{"key":"has space"}'));
    const response = await call(proxy.url, {
      method: 'POST',
      path: '/v2/topics',
      headers: { ...AUTH, 'content-type': 'application/json', 'content-encoding': 'br', 'x-correlation-id': `br-bad-${mode}` },
      body,
    });
    expect(response.status).toBe(mode === 'report' ? 200 : 400);
    expect(proxy.records.find((r) => r.correlationId === `br-bad-${mode}`)!.issues).toEqual([expect.objectContaining({ location: 'body', pointer: '/key' })]);
  });

  it('stops decoding a request body at the limit: 413 in enforce mode, passed on as it came in report mode', async () => {
    const bomb = answers.get('/v2/topics/bomb')![1];
    const response = await call(proxy.url, {
      method: 'POST',
      path: '/v2/topics',
      headers: { ...AUTH, 'content-type': 'application/json', 'content-encoding': 'gzip', 'x-correlation-id': `bomb-${mode}` },
      body: bomb,
    });
    if (mode === 'enforce') {
      expect(response.status).toBe(413);
      expect(response.json()).toMatchObject({
        type: problemType('body-too-large'),
        detail: expect.stringContaining('once decoded'),
      } satisfies Partial<Problem>);
      return;
    }
    expect(response.status).toBe(200);
    expect(upstream.seen.at(-1)!.body.equals(bomb)).toBe(true);
    expect(proxy.records.find((r) => r.correlationId === `bomb-${mode}`)!.issues).toEqual([
      expect.objectContaining({ keyword: 'maxBodyBytes', message: expect.stringMatching(/ once decoded, not validated$/) }),
    ]);
  });
});

// The buffers this thread's isolate holds; the process's peak is bomb-memory.test.ts's, in a process
// of its own (RSS here is the whole worker pool's).
it('decodes a 1 GiB gzip bomb no further than the limit: the buffers it takes stay near the limit', () => {
  const bomb = answers.get('/v2/topics/bomb')![1];
  globalThis.gc?.();
  const before = process.memoryUsage();
  const outcome = decodeBody(bomb, ['gzip'], 1024 * 1024);
  const after = process.memoryUsage();
  expect(outcome.kind).toBe('tooLarge');
  // Far below the 1 GiB the body holds (the limit is 1 MiB; zlib works in chunks of its own).
  expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(64 * 1024 * 1024);
});

it('decodes gzip whole with its output sized by the trailer, past it when the trailer tells only the last member, and within the limit', () => {
  const big = Buffer.from(JSON.stringify({ data: Array.from({ length: 600 }, (_, i) => ({ key: `topic-${i}`, name: `Topic ${i}` })) }));
  const small = Buffer.from('{"tail":true}');
  expect(big.length).toBeGreaterThan(16 * 1024);
  const whole = decodeBody(zlib.gzipSync(big), ['gzip'], 1024 * 1024);
  expect(whole.kind === 'body' && whole.body.equals(big)).toBe(true);
  // Two members: the trailer of the last one gives only its own size.
  const two = decodeBody(Buffer.concat([zlib.gzipSync(big), zlib.gzipSync(small)]), ['gzip'], 1024 * 1024);
  expect(two.kind === 'body' && two.body.equals(Buffer.concat([big, small]))).toBe(true);
  expect(decodeBody(zlib.gzipSync(big), ['x-gzip'], big.length - 1).kind).toBe('tooLarge');
  expect(decodeBody(zlib.gzipSync(big), ['gzip'], big.length).kind).toBe('body');
});
