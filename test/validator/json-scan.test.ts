// The scan that bounds the nesting (and counts the UTF-8 size) of JSON text before JSON.parse, in
// both its engines (WebAssembly SIMD, and JavaScript where that cannot run): each must agree with
// the nesting of what JSON.parse returns, whatever the strings hold, across the chunks it scans
// text in, and stop deep text after a few bytes.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_DEPTH, validateRequest } from '../../src/validator/index.js';
import {
  SCAN_FITS,
  SCAN_TOO_DEEP,
  SCAN_TOO_LARGE,
  type ScanEngine,
  scanBytes as scanBytesWith,
  scanText as scanTextWith,
} from '../../src/validator/json-scan.js';
import { requestOf } from './helpers/traffic.js';

/** Nesting of a parsed JSON value: a scalar is 0, `[]` is 1. */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, depthOf(item));
  return deepest + 1;
}

/** The reference: a char-by-char scan of the string itself, no chunks, no UTF-8. */
function referenceDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') {
      for (i += 1; i < text.length && text[i] !== '"'; i += 1) if (text[i] === '\\') i += 1;
    } else if (c === '[' || c === '{') {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === ']' || c === '}') depth -= 1;
  }
  return false;
}

const nested = (levels: number, inner = '') => '['.repeat(levels) + inner + ']'.repeat(levels);
const bytesOf = (text: string) => new TextEncoder().encode(text);
const BIG = 1 << 30;

describe.each(['js', 'simd', 'auto'] as ScanEngine[])('the depth scan (%s)', (engine) => {
  const scanText = (text: string, maxDepth: number, maxBytes: number) => scanTextWith(text, maxDepth, maxBytes, engine);
  const scanBytes = (bytes: Uint8Array, maxDepth: number) => scanBytesWith(bytes, maxDepth, engine);

  it('agrees with the nesting of the parsed value, whatever the strings hold', () => {
    const tricky = fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', 'a', 'é', '\u2028', '😀') });
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        tricky,
        fc.integer(),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(tricky, tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 12 }), (json, maxDepth) => {
        const text = JSON.stringify(json);
        const expected = depthOf(json) > maxDepth ? SCAN_TOO_DEEP : SCAN_FITS;
        expect(scanText(text, maxDepth, BIG)).toBe(expected);
        expect(scanBytes(bytesOf(text), maxDepth)).toBe(expected);
      }),
      { numRuns: 1_000 },
    );
  });

  it('agrees with a char-by-char reference on text that is not JSON', () => {
    const noise = fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', ',', 'x'), maxLength: 60 });
    fc.assert(
      fc.property(noise, fc.integer({ min: 0, max: 6 }), (text, maxDepth) => {
        const expected = referenceDepthExceeds(text, maxDepth) ? SCAN_TOO_DEEP : SCAN_FITS;
        expect(scanText(text, maxDepth, BIG)).toBe(expected);
        expect(scanBytes(bytesOf(text), maxDepth)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('ignores brackets in strings and follows escapes', () => {
    expect(scanText(`["${'['.repeat(500)}"]`, 2, BIG)).toBe(SCAN_FITS);
    expect(scanText(`["\\"${'['.repeat(10)}"]`, 2, BIG)).toBe(SCAN_FITS);
    // An escaped backslash ends the escape: the quote after it closes the string.
    expect(scanText(`["\\\\", ${nested(3)}]`, 3, BIG)).toBe(SCAN_TOO_DEEP);
    expect(scanText(`["\\\\", ${nested(2)}]`, 3, BIG)).toBe(SCAN_FITS);
    // Closing brackets in strings cannot hide depth.
    expect(scanText(`[${'"]]]]",['.repeat(5)}${']'.repeat(5)}]`, 5, BIG)).toBe(SCAN_TOO_DEEP);
  });

  it(`counts exactly: ${MAX_BODY_DEPTH} levels fit, one more does not`, () => {
    expect(scanText(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH, BIG)).toBe(SCAN_FITS);
    expect(scanText(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH, BIG)).toBe(SCAN_TOO_DEEP);
    expect(scanBytes(bytesOf(nested(MAX_BODY_DEPTH + 1)), MAX_BODY_DEPTH)).toBe(SCAN_TOO_DEEP);
  });

  it('lets text through on its count of opening brackets only when the count bounds the depth, at every alignment', () => {
    // One level more than the limit, and exactly as many '[' and '{' as levels: a count that missed a
    // single bracket (in a tail, across a 64-byte block or a kilobyte) would let this through.
    for (let pad = 0; pad < 140; pad += 1) {
      const deep = `[${JSON.stringify('x'.repeat(1000 + pad))},${nested(MAX_BODY_DEPTH)}]`;
      expect(scanText(deep, MAX_BODY_DEPTH, BIG)).toBe(SCAN_TOO_DEEP);
      expect(scanBytes(bytesOf(deep), MAX_BODY_DEPTH)).toBe(SCAN_TOO_DEEP);
      const fits = `[${JSON.stringify('x'.repeat(1000 + pad))},${nested(MAX_BODY_DEPTH - 1)}]`;
      expect(scanText(fits, MAX_BODY_DEPTH, BIG)).toBe(SCAN_FITS);
      expect(scanBytes(bytesOf(fits), MAX_BODY_DEPTH)).toBe(SCAN_FITS);
    }
    // More brackets than the limit, all but a few in strings: the count does not decide, the scan does.
    const many = `{"a":${JSON.stringify('{['.repeat(400))},"b":${nested(MAX_BODY_DEPTH - 1)}}`;
    expect(scanText(many, MAX_BODY_DEPTH, BIG)).toBe(SCAN_FITS);
    expect(scanBytes(bytesOf(many), MAX_BODY_DEPTH)).toBe(SCAN_FITS);
    expect(scanText(`{"a":${JSON.stringify('{['.repeat(400))},"b":${nested(MAX_BODY_DEPTH)}}`, MAX_BODY_DEPTH, BIG)).toBe(SCAN_TOO_DEEP);
  });

  it('carries strings, escapes and depth across the 64 KiB chunks it scans, from text and from bytes', () => {
    const chunk = 64 * 1024;
    for (let shift = -20; shift <= 20; shift += 1) {
      // A string that spans the boundary and holds brackets and escapes right at it.
      const padding = 'a'.repeat(chunk - 8 + shift);
      const text = `["${padding}\\"[[[\\\\", ${nested(3)}]`;
      expect(scanText(text, 4, BIG), `shift ${shift}`).toBe(SCAN_FITS);
      expect(scanText(text, 3, BIG), `shift ${shift}`).toBe(SCAN_TOO_DEEP);
      expect(scanBytes(bytesOf(text), 3), `bytes, shift ${shift}`).toBe(SCAN_TOO_DEEP);
      expect(scanBytes(bytesOf(text), 4), `bytes, shift ${shift}`).toBe(SCAN_FITS);
      // Multi-byte characters shift the boundary in bytes, not in characters.
      const wide = `["${'é'.repeat((chunk >> 1) - 4 + shift)}\\\\", ${nested(3)}]`;
      expect(scanText(wide, 3, BIG), `wide ${shift}`).toBe(SCAN_TOO_DEEP);
      expect(scanText(wide, 4, BIG), `wide ${shift}`).toBe(SCAN_FITS);
    }
  });

  it('counts the UTF-8 size of a string in the same pass, lone surrogates as U+FFFD', () => {
    for (const unit of ['a', 'é', '€', '😀', '\ud800', '\udc00']) {
      for (const length of [10, 40_000, 70_000]) {
        const text = JSON.stringify(unit.repeat(length));
        const bytes = new TextEncoder().encode(text).byteLength;
        expect(scanText(text, 4, bytes)).toBe(SCAN_FITS);
        expect(scanText(text, 4, bytes - 1)).toBe(SCAN_TOO_LARGE);
      }
    }
  });
});

describe('deep text in a body', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is refused before JSON.parse sees it, as text and as bytes', () => {
    const deep = `{"name":"n","to":"s","payload":{"deep":${nested(500_000)}}}`;
    const parse = vi.spyOn(JSON, 'parse');
    for (const body of [deep, bytesOf(deep), bytesOf(deep).buffer]) {
      expect(validateRequest(requestOf('triggerEvent', { body })).issues).toEqual([
        expect.objectContaining({ location: 'body', pointer: '', keyword: 'maxDepth' }),
      ]);
    }
    expect(parse).not.toHaveBeenCalled();
  });
});

describe('the two engines', () => {
  it('give the same answer on long noisy text, the block-wise SIMD path included', () => {
    // Long enough for whole 16-byte blocks, with and without backslashes and quotes in them.
    const noise = fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', ',', 'x', 'é', ' '), minLength: 16, maxLength: 400 });
    fc.assert(
      fc.property(noise, fc.integer({ min: 0, max: 40 }), (text, maxDepth) => {
        const js = scanTextWith(text, maxDepth, BIG, 'js');
        expect(scanTextWith(text, maxDepth, BIG, 'simd')).toBe(js);
        expect(scanBytesWith(bytesOf(text), maxDepth, 'simd')).toBe(js);
        expect(js).toBe(referenceDepthExceeds(text, maxDepth) ? SCAN_TOO_DEEP : SCAN_FITS);
      }),
      { numRuns: 5_000 },
    );
  });

  it('give the same answer on long text without backslashes, where the SIMD scan takes 64 bytes at a time', () => {
    const unit = fc.constantFrom('[', ']', '{', '}', '"', ',', 'x', 'é', ' ', 'a', 'b', '1');
    fc.assert(
      fc.property(fc.string({ unit, minLength: 64, maxLength: 1_000 }), fc.integer({ min: 0, max: 60 }), (text, maxDepth) => {
        const js = scanTextWith(text, maxDepth, BIG, 'js');
        expect(scanTextWith(text, maxDepth, BIG, 'simd')).toBe(js);
        expect(js).toBe(referenceDepthExceeds(text, maxDepth) ? SCAN_TOO_DEEP : SCAN_FITS);
      }),
      { numRuns: 5_000 },
    );
  });
});
