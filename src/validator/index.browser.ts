// The validator's entry for browsers (package.json's `browser` condition): index.ts, with the strict
// validators imported, since a browser bundle's "#strict-sets" holds none (generated/validators/package.json).
// It hands them over as it loads, to the generated module every part of the bundle shares; package.json
// names it among its side effects, so that no bundler drops that call.
import { provideStrictSets } from '../../generated/validators/index.cjs';
import { loadStrict } from '../../generated/validators/strict-sets.cjs';

provideStrictSets(loadStrict);

export * from './index.js';
