// A HAR body kept as base64 of the bytes the wire carried, with the Content-Encoding that says how
// they were compressed (review 12b F5): decoded as the proxy decodes them, with its bounds and its
// issues, instead of read as UTF-8. A body kept as text is decoded already (HAR 1.2), whatever header
// is left beside it. test/differential/content-coding.test.ts holds the verdicts against the proxy's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { type CheckTrafficOptions, checkTraffic, exitCodeOf } from '../../src/traffic/index.js';

const dir = mkdtempSync(join(tmpdir(), 'nac-traffic-har-coding-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const topic = Buffer.from(JSON.stringify({ _id: '6690a1b2c3d4e5f607182a01', key: 'news', name: 'News' }));
const noId = Buffer.from(JSON.stringify({ key: 'news', name: 'News' }));
const base64 = (bytes: Buffer) => ({ encoding: 'base64', text: bytes.toString('base64') });
type Header = { name: string; value: string };
const header = (name: string, value: string): Header => ({ name, value });
const JSON_TYPE = header('Content-Type', 'application/json');
const gzip = header('Content-Encoding', 'gzip');

const getTopic = (headers: Header[], content: Record<string, unknown>) => ({
  request: { method: 'GET', url: 'https://api.example.com/v2/topics/news', headers: [header('Authorization', 'ApiKey k')], bodySize: 0 },
  response: { status: 200, headers, content: { mimeType: 'application/json', ...content } },
});
const upsertTopic = (headers: Header[], postData: Record<string, unknown>) => ({
  request: {
    method: 'POST',
    url: 'https://api.example.com/v2/topics',
    headers: [header('Authorization', 'ApiKey k'), ...headers],
    postData: { mimeType: 'application/json', ...postData },
  },
  response: { status: 200, headers: [JSON_TYPE], content: { mimeType: 'application/json', text: topic.toString() } },
});

let count = 0;
/** Each entry's issues, as `index side location+pointer keyword`. */
async function issuesOf(entries: unknown[], options: CheckTrafficOptions = {}): Promise<string[]> {
  count += 1;
  const file = join(dir, `${count}.har`);
  writeFileSync(file, JSON.stringify({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries } }));
  const report = await checkTraffic([file], options);
  expect(report.inputErrors).toEqual([]);
  expect(report.exchanges).toBe(entries.length);
  return report.violationList.flatMap((violation) => [
    ...violation.requestIssues.map((issue) => `${violation.index} request ${issue.location}${issue.pointer} ${issue.keyword}`),
    ...violation.responseIssues.map((issue) => `${violation.index} response ${issue.location}${issue.pointer} ${issue.keyword}`),
  ]);
}

describe('a HAR response kept as base64 with a Content-Encoding', () => {
  it('is decoded, and what it says is checked: gzip, x-gzip, deflate (zlib or raw), br, and two codings', async () => {
    const entries = [
      getTopic([JSON_TYPE, gzip], base64(zlib.gzipSync(topic))),
      getTopic([JSON_TYPE, header('content-encoding', 'x-gzip')], base64(zlib.gzipSync(topic))),
      getTopic([JSON_TYPE, header('Content-Encoding', 'deflate')], base64(zlib.deflateSync(topic))),
      getTopic([JSON_TYPE, header('Content-Encoding', 'deflate')], base64(zlib.deflateRawSync(topic))),
      getTopic([JSON_TYPE, header('Content-Encoding', 'br')], base64(zlib.brotliCompressSync(topic))),
      getTopic([JSON_TYPE, header('Content-Encoding', 'gzip, br')], base64(zlib.brotliCompressSync(zlib.gzipSync(topic)))),
      // No content-type: a response is read as JSON, as the proxy reads it.
      getTopic([gzip], { ...base64(zlib.gzipSync(topic)), mimeType: '' }),
      getTopic([JSON_TYPE, gzip], base64(zlib.gzipSync(noId))),
      getTopic([JSON_TYPE, header('Content-Encoding', 'br')], base64(zlib.brotliCompressSync(noId))),
    ];
    expect(await issuesOf(entries)).toEqual(['7 response body/_id required', '8 response body/_id required']);
  });

  it('is one contentEncoding issue when its bytes are not what the coding says, or the coding is unknown, as the proxy says', async () => {
    const entries = [
      getTopic([JSON_TYPE, gzip], base64(Buffer.from('this is not gzip at all'))),
      getTopic([JSON_TYPE, gzip], base64(zlib.gzipSync(topic).subarray(0, 20))),
      getTopic([JSON_TYPE, header('Content-Encoding', 'compress')], base64(Buffer.from([0x1f, 0x9d, 0x90, 0x7b]))),
    ];
    expect(await issuesOf(entries)).toEqual(['0 response body contentEncoding', '1 response body contentEncoding', '2 response body contentEncoding']);
  });

  // Review 26c F1: mitmproxy's HAR export (and Charles's) keeps the decoded body, as base64 when it is
  // mostly not ASCII, beside the Content-Encoding the server sent.
  it('decoded already by its recorder (the JSON body itself, not what its coding says), is checked as it is', async () => {
    const japanese = Buffer.from(JSON.stringify({ _id: '6690a1b2c3d4e5f607182a01', key: 'news', name: 'ニュースとお知らせ' }));
    const entries = [
      getTopic([JSON_TYPE, gzip], base64(topic)),
      getTopic([JSON_TYPE, header('Content-Encoding', 'br')], base64(japanese)),
      getTopic([JSON_TYPE, gzip], base64(noId)),
      upsertTopic([JSON_TYPE, gzip], base64(Buffer.from('{"key": "has space"}'))),
    ];
    expect(await issuesOf(entries)).toEqual(['2 response body/_id required', '3 request body/key anyOf']);
  });

  it('is not checked past the limit once decoded, nor past it as it came (not decoded): an input problem, no violation', async () => {
    const big = Buffer.from(JSON.stringify({ _id: '6690a1b2c3d4e5f607182a01', key: 'news', name: 'n'.repeat(4096) }));
    const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251));
    const entries = [getTopic([JSON_TYPE, gzip], base64(zlib.gzipSync(big))), getTopic([JSON_TYPE, gzip], base64(zlib.gzipSync(noise, { level: 0 })))];
    const file = join(dir, 'limit.har');
    writeFileSync(file, JSON.stringify({ log: { version: '1.2', creator: { name: 'test', version: '1' }, entries } }));
    const report = await checkTraffic([file], { maxBodyBytes: 1024 });
    // The contract sets no size: a body over the limit went unchecked, which the run says (exit 2).
    expect(report.violationList).toEqual([]);
    expect(report).toMatchObject({ exchanges: 2, valid: 2 });
    expect(report.inputErrors).toEqual([
      { file, entry: 0, message: 'the response body is larger than 1024 bytes once decoded (the --max-body limit): not checked; the rest of the exchange was' },
      { file, entry: 1, message: 'the response body is larger than 1024 bytes (the --max-body limit): not checked; the rest of the exchange was' },
    ]);
    expect(exitCodeOf(report)).toBe(2);
  });
});

describe('a HAR body left as the proxy leaves it', () => {
  it('kept as text, is decoded already: a Content-Encoding left beside it is not applied', async () => {
    expect(await issuesOf([getTopic([JSON_TYPE, gzip], { text: topic.toString() }), getTopic([JSON_TYPE, gzip], { text: noId.toString() })])).toEqual([
      '1 response body/_id required',
    ]);
  });

  it('kept as base64 with no coding named (none, or identity), is read as the bytes it is', async () => {
    expect(
      await issuesOf([
        getTopic([JSON_TYPE, header('Content-Encoding', 'identity')], base64(topic)),
        getTopic([JSON_TYPE], base64(topic)),
        getTopic([JSON_TYPE], base64(zlib.gzipSync(topic))),
      ]),
    ).toEqual(['2 response body utf8']);
  });

  it('of a media type other than JSON, is not decoded: the proxy streams such a body unread', async () => {
    const text = header('Content-Type', 'text/plain');
    const issues = await issuesOf([getTopic([text, gzip], { ...base64(Buffer.from('not gzip')), mimeType: 'text/plain' })]);
    expect(issues.filter((issue) => issue.endsWith('contentEncoding'))).toEqual([]);
    expect(issues).toEqual(['0 response content-type mediaType']);
  });
});

describe('a HAR request body kept as base64 with a Content-Encoding', () => {
  it('is decoded and checked; one not what its coding says is one contentEncoding issue', async () => {
    const entries = [
      upsertTopic([JSON_TYPE, gzip], base64(zlib.gzipSync(Buffer.from('{"key":"news","name":"News"}')))),
      upsertTopic([JSON_TYPE, header('Content-Encoding', 'br')], base64(zlib.brotliCompressSync(Buffer.from('{"key":"has space"}')))),
      upsertTopic([JSON_TYPE, gzip], base64(Buffer.from('{"key":"news"'))),
      // No content-type: a request's body is not read as JSON, so not decoded (the proxy streams it).
      upsertTopic([gzip], { ...base64(Buffer.from('not gzip')), mimeType: '' }),
    ];
    const issues = await issuesOf(entries);
    expect(issues.filter((issue) => !issue.startsWith('3 '))).toEqual(['1 request body/key anyOf', '2 request body contentEncoding']);
    expect(issues.filter((issue) => issue.startsWith('3 ') && issue.endsWith('contentEncoding'))).toEqual([]);
  });
});
