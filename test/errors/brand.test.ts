// The public error classes match instances of the other copy of the package (ESM beside CommonJS):
// two classes branded under one name stand in for the two copies here; the packed package is
// checked by test/consumer (its run-against-mock fixture).
import { describe, expect, it } from 'vitest';
import { ContractViolationError } from '../../src/client/contract-violation-error.js';
import { SpecError } from '../../src/diff/spec-files.js';
import { brandAcrossCopies } from '../../src/errors/brand.js';
import { FixtureError } from '../../src/mock/fixture.js';
import { TrafficInputError } from '../../src/traffic/types.js';
import { UnreachableServerError, VerifyInterruptedError } from '../../src/verify/http.js';
import { VerifyUsageError } from '../../src/verify/options.js';

function copies() {
  class First extends Error {}
  class Second extends Error {}
  brandAcrossCopies(First, 'TestCopyError');
  brandAcrossCopies(Second, 'TestCopyError');
  class FirstSub extends First {}
  return { First, Second, FirstSub };
}

describe('brandAcrossCopies', () => {
  it('makes either copy an instance of the other', () => {
    const { First, Second } = copies();
    expect(new First() instanceof Second).toBe(true);
    expect(new Second() instanceof First).toBe(true);
  });

  it('keeps the ordinary test for everything else: other errors, other brands, subclasses', () => {
    const { First, Second, FirstSub } = copies();
    class Other extends Error {}
    brandAcrossCopies(Other, 'AnotherTestError');
    expect(new Error('plain') instanceof First).toBe(false);
    expect(new Other() instanceof First).toBe(false);
    const notObjects: unknown[] = [null, undefined, 'TestCopyError', 1];
    for (const value of notObjects) expect((value as object) instanceof First).toBe(false);
    // A subclass's instance is its base's, in either copy; a base's instance is not the subclass's.
    expect(new FirstSub() instanceof First).toBe(true);
    expect(new FirstSub() instanceof Second).toBe(true);
    expect(new First() instanceof FirstSub).toBe(false);
    expect(new Second() instanceof FirstSub).toBe(false);
  });

  it('brands every error class the package exports', () => {
    const exported: [abstract new (...args: never[]) => Error, string][] = [
      [ContractViolationError, 'ContractViolationError'],
      [FixtureError, 'FixtureError'],
      [TrafficInputError, 'TrafficInputError'],
      [VerifyUsageError, 'VerifyUsageError'],
      [UnreachableServerError, 'UnreachableServerError'],
      [VerifyInterruptedError, 'VerifyInterruptedError'],
      [SpecError, 'SpecError'],
    ];
    for (const [Class, name] of exported) {
      // What the other copy's instance looks like: an object carrying the registered brand.
      const other = Object.create(Error.prototype, { [Symbol.for(`notification-api-contract:${name}`)]: { value: true } }) as object;
      expect(other instanceof Class, name).toBe(true);
      expect(new Error() instanceof Class, name).toBe(false);
    }
  });
});
