// The bound on a body handed over parsed (readBody's walk): at most MAX_BODY_DEPTH levels, and a
// lower bound of its JSON size (string and key lengths, plus a byte or more per value) within
// maxBytes. This holds readBody to a walk written apart from it, on random values nested around the
// depth limit and budgets around their size. (A one-function walk, which V8 compiles in half the time,
// was tried against it and dropped: it made nested parsed bodies ~7% slower to validate.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REJECTED, readBody } from '../../src/validator/body.js';
import { Issues } from '../../src/validator/issues.js';
import { MAX_BODY_DEPTH } from '../../src/validator/limits.js';

const FITS = 'fits';
const TOO_DEEP = 'maxDepth';
const TOO_LARGE = 'maxBodyBytes';

/** The walk written apart: one function for objects, one for arrays. */
function referenceVerdict(root: object, maxBytes: number): string {
  let budget = maxBytes;
  let stopped = FITS;
  function walkObject(node: Record<string, unknown>, depth: number): boolean {
    if (depth > MAX_BODY_DEPTH) {
      stopped = TOO_DEEP;
      return false;
    }
    let left = budget - 2;
    for (const key in node) {
      const item = node[key];
      left -= key.length + 3;
      if (typeof item === 'string') left -= item.length;
      else if (typeof item === 'object' && item !== null) {
        budget = left;
        if (!(Array.isArray(item) ? walkArray(item, depth + 1) : walkObject(item as Record<string, unknown>, depth + 1))) return false;
        left = budget;
      }
    }
    budget = left;
    if (left < 0) {
      stopped = TOO_LARGE;
      return false;
    }
    return true;
  }
  function walkArray(node: unknown[], depth: number): boolean {
    if (depth > MAX_BODY_DEPTH) {
      stopped = TOO_DEEP;
      return false;
    }
    const length = node.length;
    let left = budget - length - 2;
    if (left < 0) {
      stopped = TOO_LARGE;
      return false;
    }
    for (let i = 0; i < length; i += 1) {
      const item = node[i];
      if (typeof item === 'string') left -= item.length;
      else if (typeof item === 'object' && item !== null) {
        budget = left;
        if (!(Array.isArray(item) ? walkArray(item, depth + 1) : walkObject(item as Record<string, unknown>, depth + 1))) return false;
        left = budget;
      }
    }
    budget = left;
    if (left < 0) {
      stopped = TOO_LARGE;
      return false;
    }
    return true;
  }
  if (Array.isArray(root)) walkArray(root, 1);
  else walkObject(root as Record<string, unknown>, 1);
  return stopped;
}

function verdict(body: object, maxBytes: number): string {
  const issues = new Issues();
  const value = readBody(body, 'body', maxBytes, issues);
  if (value !== REJECTED) return FITS;
  const [issue] = issues.result(undefined, 10, undefined).issues;
  return issue?.keyword ?? 'none';
}

/** A value `levels` deep, each level an array or an object as `shape` says, with `extra` beside each. */
function nested(levels: number, shape: readonly boolean[], extra: unknown): object {
  let value: unknown = extra;
  for (let level = levels - 1; level >= 0; level -= 1) value = shape[level % shape.length] ? [value, extra] : { inner: value, extra };
  return value as object;
}

const leaf = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null));
const tree = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 5 }),
})).value;

describe("readBody's walk over a parsed body", () => {
  it('gives the verdict of the two-function walk on random values and budgets', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(tree, { maxLength: 6 }), fc.dictionary(fc.string({ maxLength: 6 }), tree, { maxKeys: 6 })),
        fc.nat(400),
        (body, maxBytes) => {
          expect(verdict(body, maxBytes)).toBe(referenceVerdict(body, maxBytes));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('does so around the depth limit, for every mix of arrays and objects, and around the size bound', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MAX_BODY_DEPTH - 3, max: MAX_BODY_DEPTH + 3 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
        fc.oneof(leaf, fc.constant({}), fc.constant([])),
        fc.integer({ min: 0, max: 4000 }),
        (levels, shape, extra, maxBytes) => {
          const body = nested(levels, shape, extra);
          expect(verdict(body, maxBytes)).toBe(referenceVerdict(body, maxBytes));
          expect(verdict(body, 1 << 20)).toBe(referenceVerdict(body, 1 << 20));
        },
      ),
      { numRuns: 600 },
    );
  });

  it('finds each outcome among those values: fits, too deep and too large', () => {
    expect(verdict(nested(MAX_BODY_DEPTH - 1, [true, false], 1), 1 << 20)).toBe(FITS);
    expect(verdict(nested(MAX_BODY_DEPTH + 1, [true, false], 1), 1 << 20)).toBe(TOO_DEEP);
    expect(verdict([{ a: 'x'.repeat(50) }], 40)).toBe(TOO_LARGE);
    expect(verdict([{ a: 'x'.repeat(50) }], 80)).toBe(FITS);
  });
});
