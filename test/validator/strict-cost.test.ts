// Strict mode on untrusted input costs what the body's size does: with allErrors, Ajv added a
// referenced validator's errors with concat, a copy of all those before them, so a trigger whose `to`
// holds n recipients that each fail the subscriber-definition check cost n² (46 s for 40,000, a
// 760 KB body under the 1 MiB limit, blocking the event loop). scripts/validators.mjs appends them in
// place; strict.ts finds each error's recipient among its path's prefixes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { validateRequest } from '../../src/validator/index.js';
import { repoRoot } from '../helpers/bundle.js';
import { threadCpuMs } from '../helpers/cpu-time.js';

const headers = { authorization: 'ApiKey k', 'content-type': 'application/json' };
const trigger = (recipients: number) => JSON.stringify({ name: 'w', to: Array.from({ length: recipients }, () => ({ subscriberId: 1 })) });

/** The least CPU of three strict validations of `body`, and the result of the last. */
function strictCost(body: string) {
  let least = Number.POSITIVE_INFINITY;
  let result = validateRequest({ method: 'POST', path: '/v1/events/trigger', headers, body }, { strict: true });
  for (let round = 0; round < 3; round += 1) {
    const started = threadCpuMs();
    result = validateRequest({ method: 'POST', path: '/v1/events/trigger', headers, body }, { strict: true });
    least = Math.min(least, threadCpuMs() - started);
  }
  return { ms: least, result };
}

it('grows with the number of recipients, not with its square: ten times the recipients cost at most about ten times more', () => {
  const small = strictCost(trigger(4000));
  const large = strictCost(trigger(40_000));
  expect(large.result.valid).toBe(true);
  expect(large.result.issues.length).toBeGreaterThan(0);
  expect(large.result.issues.every((issue) => issue.severity === 'warning')).toBe(true);
  // Linear: about 10 times, up to 40 on a loaded machine (the garbage of 40,000 issues is collected
  // in the timed call: 6.2 ms against 239 ms in a CI run); the quadratic concat made it about 100
  // times and 17.7 s. A run fails only past both bounds: a slow machine alone passes the first, a
  // loaded one the second; the square's cost passes neither.
  const quadratic = large.ms > 1000 && large.ms > Math.max(small.ms, 5) * 60;
  expect(quadratic, `${small.ms.toFixed(1)} ms for 4,000, ${large.ms.toFixed(1)} ms for 40,000`).toBe(false);
});

it('leaves no concat of error lists in any generated validator', () => {
  const folder = join(repoRoot, 'generated', 'validators');
  const left = readdirSync(folder).filter((file) => file.endsWith('.cjs') && readFileSync(join(folder, file), 'utf8').includes('vErrors.concat('));
  expect(left).toEqual([]);
});
