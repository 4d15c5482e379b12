// Hostile responses: whatever arrives, validateResponse answers with a well-formed ValidationResult,
// never an exception, in bounded CPU time, and leaves every prototype as it was. (Requests:
// hostile-requests.test.ts; deep, large and polluting bodies: hostile.test.ts.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateResponse } from '../../src/validator/index.js';
import { body, expectWellFormed, headers, maxIssuesOf, method, options, path, prototypeNames, status, timed } from './helpers/hostile-traffic.js';

describe('arbitrary responses (property tests)', () => {
  const before = prototypeNames();

  it('never throws and always answers a well-formed result, for 10,000 responses', () => {
    /** The largest CPU time one call took (this thread's, not the wait for a core): an unbounded call would show here. */
    const slowest = { ms: 0 };
    fc.assert(
      fc.property(fc.record({ method, path, status, headers, body }, { requiredKeys: [] }), options, (response, opts) => {
        expectWellFormed(
          timed(() => validateResponse(response as never, opts as never), slowest),
          maxIssuesOf(opts),
        );
      }),
      { numRuns: 10_000 },
    );
    // Generous: a run is microseconds; a pathological input would take seconds.
    expect(slowest.ms).toBeLessThan(250);
  });

  it('left every prototype as it was', () => {
    expect(prototypeNames()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
