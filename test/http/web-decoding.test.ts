// The mock's decoder where its runtime has no node:zlib (src/http/web-decoding.ts, DecompressionStream),
// against the proxy's (zlib-decoding.ts): one outcome per body for every coding both undo, bounded
// alike, and a coding this runtime's DecompressionStream does not take answered as an unknown one.
import * as zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeContent } from '../../src/http/content-decoding.js';
import { contentCodings, decodingResult } from '../../src/http/index.js';
import { webDecoding } from '../../src/http/web-decoding.js';

const LIMIT = 4096;
const json = Buffer.from('{"key":"news","name":"News"}');
const large = Buffer.from(JSON.stringify({ name: 'n'.repeat(2 * LIMIT) }));

const cases: readonly [name: string, header: string, bytes: Buffer][] = [
  ['gzip', 'gzip', zlib.gzipSync(json)],
  ['x-gzip', 'x-gzip', zlib.gzipSync(json)],
  ['deflate, zlib-wrapped', 'deflate', zlib.deflateSync(json)],
  ['deflate, raw', 'deflate', zlib.deflateRawSync(json)],
  ['gzip twice', 'gzip, gzip', zlib.gzipSync(zlib.gzipSync(json))],
  ['deflate then gzip', 'deflate, gzip', zlib.gzipSync(zlib.deflateSync(json))],
  ['corrupt gzip', 'gzip', json],
  ['truncated gzip', 'gzip', zlib.gzipSync(json).subarray(0, 20)],
  ['gzip with trailing bytes', 'gzip', Buffer.concat([zlib.gzipSync(json), Buffer.from('xyz')])],
  ['corrupt deflate', 'deflate', json],
  ['too large once decoded', 'gzip', zlib.gzipSync(large)],
  ['too large after the second step', 'gzip, gzip', zlib.gzipSync(zlib.gzipSync(large))],
  ['exactly the limit', 'gzip', zlib.gzipSync(Buffer.alloc(LIMIT, 0x20))],
  ['unknown', 'compress', json],
  ['empty', 'gzip', Buffer.alloc(0)],
];

/** What the rule makes of an outcome: the kind, the issue's keyword, and the decoded text. */
const verdict = (result: ReturnType<typeof decodeContent> | Awaited<ReturnType<typeof webDecoded>>): string =>
  result.kind === 'body' ? `body ${Buffer.from(result.body).toString('latin1')}` : `${result.kind} ${result.issue.keyword}`;

const web = webDecoding();

async function webDecoded(header: string, bytes: Buffer) {
  return decodingResult(await web.decode(bytes, contentCodings(header)!, LIMIT), LIMIT, web.decodable);
}

describe('the web decoder', () => {
  it('takes gzip and deflate, whichever way deflate came, as every current runtime does', () => {
    expect(web.decodable).toEqual(expect.arrayContaining(['gzip', 'deflate']));
  });

  it.each(cases)('%s: the outcome of the proxy’s decoder', async (_name, header, bytes) => {
    expect(verdict(await webDecoded(header, bytes))).toBe(verdict(decodeContent(bytes, header, LIMIT)));
  });

  it('answers a coding this runtime’s DecompressionStream does not take as an unknown one, naming what it takes', async () => {
    const bytes = zlib.brotliCompressSync(json);
    const result = await webDecoded('br', bytes);
    if (web.decodable.includes('br')) expect(verdict(result)).toBe(verdict(decodeContent(bytes, 'br', LIMIT)));
    else
      expect(result).toEqual({
        kind: 'undecodable',
        issue: expect.objectContaining({
          keyword: 'contentEncoding',
          message: `is encoded with "br", which cannot be decoded (${web.decodable.join(', ')} can): not validated`,
        }),
      });
    const none = webDecoding(null);
    expect(none.decodable).toEqual([]);
    expect(decodingResult(await none.decode(zlib.gzipSync(json), ['gzip'], LIMIT), LIMIT, none.decodable)).toMatchObject({
      kind: 'undecodable',
      issue: { keyword: 'contentEncoding', message: 'is encoded with "gzip", which cannot be decoded (none can be here): not validated' },
    });
  });

  it('reads a body of two gzip members whole, or (as the standard has it, and Node 24) calls the second junk', async () => {
    const bytes = Buffer.concat([zlib.gzipSync(json), zlib.gzipSync(json)]);
    expect(verdict(decodeContent(bytes, 'gzip', LIMIT))).toBe(`body ${json}${json}`);
    expect([`body ${json}${json}`, 'undecodable contentEncoding']).toContain(verdict(await webDecoded('gzip', bytes)));
  });

  it('stops a bomb once past the limit, fed in small pieces', async () => {
    const written: number[] = [];
    let produced = 0;
    class Counting {
      readonly writable: WritableStream<BufferSource>;
      readonly readable: ReadableStream<Uint8Array>;
      constructor(format: CompressionFormat) {
        const inner = new DecompressionStream(format);
        const input = new TransformStream<BufferSource, BufferSource>({
          transform(chunk, controller) {
            written.push(chunk.byteLength);
            controller.enqueue(chunk);
          },
        });
        void input.readable.pipeTo(inner.writable).catch(() => undefined);
        this.writable = input.writable;
        this.readable = inner.readable.pipeThrough(
          new TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              produced += chunk.byteLength;
              controller.enqueue(chunk);
            },
          }),
        );
      }
    }
    const limit = 1024 * 1024;
    // 64 MiB of spaces in about 64 KiB of gzip.
    const bomb = zlib.gzipSync(Buffer.alloc(64 * limit, 0x20), { level: 9 });
    const counted = webDecoding(Counting as unknown as new (format: CompressionFormat) => DecompressionStream);
    expect(await counted.decode(bomb, ['gzip'], limit)).toEqual({ kind: 'tooLarge' });
    expect(produced).toBeGreaterThan(limit);
    expect(produced).toBeLessThan(8 * limit);
    // The standard's transform inflates each written chunk whole before the reader sees any of it: a piece at a time.
    expect(Math.max(...written)).toBeLessThanOrEqual(1024);
  });
});
