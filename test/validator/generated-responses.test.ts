// Property tests over responses generated from the spec's own schemas: every valid response is accepted,
// and strict mode warns about exactly the unknown properties that were added. (Requests:
// generated-requests.test.ts.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateResponse } from '../../src/validator/index.js';
import { arbitraries, encode, encoding, expectExactlyTheExtras } from './helpers/generated.js';
import { operations } from './helpers/traffic.js';

// endOnFailure: shrinking a whole notification takes minutes; the first counterexample is shown as is.

describe('valid responses generated from the schemas', () => {
  for (const entry of operations) {
    for (const [status, response] of Object.entries(entry.responses)) {
      if (response.schemaPointer === null) continue;
      // The 2XX range stands for any success status other than the documented one.
      const code = status === 'default' ? 500 : status === '2XX' ? 202 : Number(status);
      it(`${entry.operationId} ${status}: are accepted, and strict mode names each unknown property`, () => {
        fc.assert(
          fc.property(arbitraries.forPointer(response.schemaPointer!, { extras: true }), encoding, (body, how) => {
            const base = {
              method: entry.method,
              path: entry.path.replace(/\{[^}]+\}/g, 'x'),
              status: code,
              headers: { 'content-type': 'application/json' },
              body: encode(body, how),
            };
            expect(validateResponse(base).issues).toEqual([]);
            const strict = validateResponse(base, { strict: true, maxIssues: 10_000 });
            // An undeclared status is checked against 2XX or default, with a warning of its own.
            const bodyIssues = { ...strict, issues: strict.issues.filter((issue) => issue.location !== 'status') };
            expectExactlyTheExtras(bodyIssues, body, base.body);
          }),
          { numRuns: 100, endOnFailure: true },
        );
      });
    }
  }
});
