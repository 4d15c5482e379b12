// vitest for the examples' own tests (examples/*.test.mts), run by test/examples/examples.test.ts:
// none of the project's global setup, as in a user's project.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['examples/**/*.test.{mts,mjs,ts,js}'],
    testTimeout: 30_000,
  },
});
