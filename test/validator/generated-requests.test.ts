// Property tests over requests generated from the spec's own schemas: every valid request is accepted,
// and strict mode warns about exactly the unknown properties that were added. (Responses:
// generated-responses.test.ts.)

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OperationEntry } from '../../generated/operations.cjs';
import { isDotSegment } from '../../src/http/dot-segment.js';
import { validateRequest } from '../../src/validator/index.js';
import { arbitraries, encode, encoding, expectExactlyTheExtras } from './helpers/generated.js';
import { extraPointers } from './helpers/schema-arbitrary.js';
import { operations } from './helpers/traffic.js';

/** Header names arrive in any case. */
const anyCase = (name: string) =>
  fc.constantFrom(
    name,
    name.toUpperCase(),
    name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase()),
  );

const wellFormed = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/** A parameter value as it travels: text. */
const wire = (value: unknown) => String(value);

/** A whole valid request of `entry`: path parameters, query, headers in any case, and its body. */
function requestArbitrary(entry: OperationEntry, extras: boolean) {
  const pathParams = fc.record(
    Object.fromEntries(
      entry.parameters.path.map((p) => [
        p.name,
        arbitraries
          .forPointer(p.schemaPointer)
          .map(wire)
          // A dot segment is no valid value: URLs fold it into another path (src/http/dot-segment.ts).
          .filter((s) => s.length > 0 && wellFormed(s) && !isDotSegment(encodeURIComponent(s))),
      ]),
    ),
  );
  const query = fc.record(Object.fromEntries(entry.parameters.query.map((p) => [p.name, arbitraries.forPointer(p.schemaPointer).map(wire)])), {
    requiredKeys: entry.parameters.query.filter((p) => p.required).map((p) => p.name),
  });
  const declaredHeaders = entry.parameters.header.map((p) => fc.tuple(anyCase(p.name), arbitraries.forPointer(p.schemaPointer).map(wire), fc.boolean()));
  const body = entry.requestBody ? arbitraries.forPointer(entry.requestBody.schemaPointer, { extras }) : fc.constant(undefined);
  return fc
    .record({
      pathParams,
      query,
      queryFrom: fc.constantFrom('path', 'object'),
      declaredHeaders: fc.tuple(...declaredHeaders),
      authName: anyCase('authorization'),
      typeName: anyCase('content-type'),
      mediaType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'),
      body,
      how: encoding,
    })
    .map((r) => {
      const headers: Record<string, string> = { [r.authName]: 'ApiKey test-key', 'x-forwarded-for': '10.0.0.1' };
      if (entry.requestBody) headers[r.typeName] = r.mediaType;
      for (const [name, value, present] of r.declaredHeaders) if (present) headers[name] = value;
      const path = entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(r.pathParams[name]!));
      const queryString = new URLSearchParams(r.query as Record<string, string>).toString();
      return {
        request: {
          method: entry.method,
          path: r.queryFrom === 'path' && queryString ? `${path}?${queryString}` : path,
          ...(r.queryFrom === 'object' ? { query: r.query as Record<string, string> } : {}),
          headers,
          body: encode(r.body, r.how),
        },
        body: r.body,
      };
    });
}

// endOnFailure: shrinking a whole notification takes minutes; the first counterexample is shown as is.

describe('valid requests generated from the schemas', () => {
  for (const entry of operations) {
    it(`${entry.operationId}: are accepted, and strict mode names each unknown property`, () => {
      fc.assert(
        fc.property(requestArbitrary(entry, true), ({ request, body }) => {
          const lenient = validateRequest(request);
          expect(lenient.issues).toEqual([]);
          expect(lenient).toMatchObject({ valid: true, operationId: entry.operationId });
          expectExactlyTheExtras(validateRequest(request, { strict: true, maxIssues: 10_000 }), body, request.body);
        }),
        { numRuns: 200, endOnFailure: true },
      );
    });
  }
});

describe('the generator', () => {
  it('does add unknown properties, and reaches recursive and optional parts', () => {
    const notifications = fc.sample(
      arbitraries.forPointer(operations.find((e) => e.operationId === 'getNotification')!.responses['200']!.schemaPointer!, { extras: true }),
      { numRuns: 300, seed: 42 },
    );
    expect(notifications.some((n) => extraPointers(n).length > 0)).toBe(true);
    expect(notifications.some((n) => JSON.stringify(n).includes('"variants":[{'))).toBe(true);
  });
});
