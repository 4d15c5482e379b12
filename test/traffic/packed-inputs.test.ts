// Review 26c F12: a gzipped HAR, mitmproxy's .zhar (zlib) and a UTF-16 HAR were refused with
// "neither HAR nor JSON Lines" or "not valid UTF-8" and no word of why: the error now says what the
// input starts as, and what to do.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCEPTED_FORMATS, checkTraffic } from '../../src/traffic/index.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-packed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const har = JSON.stringify({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries: [] } });

async function errorOf(name: string, bytes: Uint8Array): Promise<string> {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  const report = await checkTraffic([file]);
  expect(report.inputErrors).toHaveLength(1);
  return report.inputErrors[0]!.message;
}

describe('a recording packed or encoded otherwise than as plain UTF-8', () => {
  it('says it is gzip, zlib (.zhar) or zstd, and to decompress it', async () => {
    expect(await errorOf('session.har.gz', zlib.gzipSync(har))).toMatch(
      /^neither HAR nor JSON Lines: .*; it starts as gzip-compressed data: decompress it first \(gunzip\)$/,
    );
    expect(await errorOf('session.zhar', zlib.deflateSync(har))).toMatch(
      /; it starts as zlib-compressed data \(mitmproxy writes \.zhar so\): decompress it first$/,
    );
    // zstd from Node 22.15 on (the unit layer runs on Node 20 too).
    if (typeof zlib.zstdCompressSync === 'function') expect(await errorOf('session.har.zst', zlib.zstdCompressSync(har))).toMatch(/zstd-compressed data/);
  });

  it('says a HAR in UTF-16 is UTF-16, and to convert it', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(har, 'utf16le')]);
    expect(await errorOf('session.har', utf16)).toBe(
      'not valid UTF-8; it starts as UTF-16 text (little-endian): convert it to UTF-8 first (iconv -f UTF-16 -t UTF-8)',
    );
  });

  it('says nothing more of what looks like none of them', async () => {
    expect(await errorOf('notes.txt', Buffer.from('just some notes\n'))).toBe(ACCEPTED_FORMATS);
  });
});
