// Content-Encoding as the proxy and validate-traffic both read it (src/http/content-coding.ts and
// content-decoding.ts): the codings a header names, the decoder's outcome, and the issue that
// stands for the body checks when a body cannot be decoded.
import * as zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeContent } from '../../src/http/content-decoding.js';
import { contentCodings, withBodyIssue } from '../../src/http/index.js';
import type { ValidationIssue } from '../../src/validator/index.js';

const json = Buffer.from('{"key":"news"}');

describe('contentCodings', () => {
  it('lists the codings in the order they were applied, lower-cased, identity left out', () => {
    expect(contentCodings(undefined)).toBeUndefined();
    expect(contentCodings('')).toBeUndefined();
    expect(contentCodings('identity')).toBeUndefined();
    expect(contentCodings(' GZip ')).toEqual(['gzip']);
    expect(contentCodings('gzip, identity,br')).toEqual(['gzip', 'br']);
    expect(contentCodings(['deflate', 'gzip, br'])).toEqual(['deflate', 'gzip', 'br']);
  });
});

describe('decodeContent', () => {
  it('gives the body as it came when no coding is named, and decoded when one is', () => {
    expect(decodeContent(json, undefined, 100)).toEqual({ kind: 'body', body: json });
    expect(decodeContent(json, 'identity', 100)).toEqual({ kind: 'body', body: json });
    for (const [header, bytes] of [
      ['gzip', zlib.gzipSync(json)],
      ['x-gzip', zlib.gzipSync(json)],
      ['deflate', zlib.deflateSync(json)],
      ['deflate', zlib.deflateRawSync(json)],
      ['br', zlib.brotliCompressSync(json)],
      ['gzip, br', zlib.brotliCompressSync(zlib.gzipSync(json))],
    ] as const) {
      const outcome = decodeContent(bytes, header, 100);
      expect(outcome.kind, header).toBe('body');
      if (outcome.kind === 'body') expect(outcome.body.equals(json), header).toBe(true);
    }
  });

  it('names what it cannot decode, and a body over the limit once decoded, in one body issue', () => {
    expect(decodeContent(json, 'gzip', 100)).toEqual({
      kind: 'undecodable',
      issue: {
        location: 'body',
        pointer: '',
        keyword: 'contentEncoding',
        message: expect.stringMatching(/^is not valid gzip data \(.+\): not validated$/),
        severity: 'error',
      },
    });
    expect(decodeContent(json, 'compress', 100)).toEqual({
      kind: 'undecodable',
      issue: expect.objectContaining({
        keyword: 'contentEncoding',
        message: expect.stringMatching(/^is encoded with "compress", which cannot be decoded \(gzip, deflate, br/),
      }),
    });
    expect(decodeContent(zlib.gzipSync(Buffer.alloc(101, 0x20)), 'gzip', 100)).toEqual({
      kind: 'tooLarge',
      issue: { location: 'body', pointer: '', keyword: 'maxBodyBytes', message: 'is larger than 100 bytes once decoded', severity: 'error' },
    });
  });
});

describe('withBodyIssue', () => {
  const issue = (location: ValidationIssue['location'], severity: ValidationIssue['severity'] = 'error', keyword: string = location): ValidationIssue => ({
    location,
    pointer: '',
    keyword,
    message: `${keyword} issue`,
    severity,
  });

  it('stands the decoding issue in for the body checks, keeping the others', () => {
    const decoding = issue('body', 'error', 'contentEncoding');
    expect(withBodyIssue({ operationId: 'getTopic', issues: [issue('body', 'warning'), issue('query', 'warning')] }, decoding)).toEqual({
      valid: false,
      operationId: 'getTopic',
      issues: [decoding, issue('query', 'warning')],
    });
    expect(withBodyIssue({ issues: [issue('body')] }, decoding)).toEqual({ valid: false, issues: [decoding] });
  });
});
