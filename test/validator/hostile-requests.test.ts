// Hostile requests: whatever arrives, validateRequest answers with a well-formed ValidationResult, never
// an exception, in bounded CPU time, and leaves every prototype as it was. (Responses:
// hostile-responses.test.ts; deep, large and polluting bodies: hostile.test.ts.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateRequest, validateResponse } from '../../src/validator/index.js';
import { anything, body, expectWellFormed, headers, maxIssuesOf, method, options, path, prototypeNames, query, timed } from './helpers/hostile-traffic.js';

describe('arbitrary requests (property tests)', () => {
  const before = prototypeNames();

  it('never throws and always answers a well-formed result, for 10,000 requests', () => {
    /** The largest CPU time one call took (this thread's, not the wait for a core): an unbounded call would show here. */
    const slowest = { ms: 0 };
    fc.assert(
      fc.property(fc.record({ method, path, query, headers, body }, { requiredKeys: [] }), options, (request, opts) => {
        expectWellFormed(
          timed(() => validateRequest(request as never, opts as never), slowest),
          maxIssuesOf(opts),
        );
      }),
      { numRuns: 10_000 },
    );
    // Generous: a run is microseconds; a pathological input would take seconds.
    expect(slowest.ms).toBeLessThan(250);
  });

  it('survives inputs that are not objects at all', () => {
    fc.assert(
      fc.property(anything, options, (input, opts) => {
        expectWellFormed(validateRequest(input as never, opts as never), maxIssuesOf(opts));
        expectWellFormed(validateResponse(input as never, opts as never), maxIssuesOf(opts));
      }),
      { numRuns: 2_000 },
    );
  });

  it('left every prototype as it was', () => {
    expect(prototypeNames()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
