// readHeaders matches header names without lower-casing each one: it must find what matching the
// lower-cased names finds (several spellings of one name are one header sent twice: their values
// listed in order), whatever the case and whatever non-ASCII letter lower-cases to an ASCII one (the
// Kelvin sign to 'k').
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allOperations } from '../../src/validator/catalog.js';
import { readHeaders } from '../../src/validator/headers.js';

const operation = allOperations().find((candidate) => candidate.headerNames.includes('idempotency-key'))!;

/** Values of one name under several spellings, as a header line repeated. */
const joined = (earlier: unknown, value: unknown): unknown =>
  earlier === undefined ? value : [earlier, value].flatMap((part) => (Array.isArray(part) ? part : [part]));

/** The reference: every own name lower-cased and compared. */
function reference(bag: Record<string, unknown>) {
  const found: { authorization: unknown; contentType: unknown; declared: Record<string, unknown> | undefined } = {
    authorization: undefined,
    contentType: undefined,
    declared: undefined,
  };
  for (const key of Object.keys(bag)) {
    const value = bag[key];
    if (value === undefined) continue;
    const name = key.toLowerCase();
    if (name === 'content-type') found.contentType = joined(found.contentType, value);
    else if (name === 'authorization') found.authorization = joined(found.authorization, value);
    if (operation.headerNames.includes(name)) {
      found.declared ??= Object.create(null) as Record<string, unknown>;
      found.declared[name] = joined(found.declared[name], value);
    }
  }
  return found;
}

const spelling = (name: string) =>
  fc.array(fc.constantFrom('lower', 'upper', 'kelvin', 'dotted'), { minLength: name.length, maxLength: name.length }).map((choices) =>
    [...name]
      .map((char, i) => {
        const choice = choices[i];
        if (choice === 'upper') return char.toUpperCase();
        if (choice === 'kelvin' && char === 'k') return '\u212A';
        if (choice === 'dotted' && char === 'i') return '\u0130';
        return char;
      })
      .join(''),
  );

describe('readHeaders', () => {
  it('finds what lower-casing every name finds', () => {
    const name = fc.oneof(spelling('content-type'), spelling('authorization'), spelling('idempotency-key'), fc.constantFrom('x-request-id', 'host'));
    fc.assert(
      fc.property(fc.array(fc.tuple(name, fc.string({ maxLength: 5 })), { maxLength: 6 }), (pairs) => {
        const bag: Record<string, unknown> = {};
        for (const [key, value] of pairs) bag[key] = value;
        const into = { authorization: undefined, contentType: undefined, declared: undefined };
        expect({ ...readHeaders(bag, operation, into) }).toEqual(reference(bag));
      }),
      { numRuns: 3000 },
    );
  });
});
