// `npm run test:scale`: real HAProxy and Prometheus in front of and beside two proxy replicas. Not
// part of `npm test`: it needs Debian's haproxy and prometheus (test/scale/requirements.mjs says so).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/scale/**/*.scale.ts'],
    globalSetup: ['test/scale/setup.ts'],
    // One bounded run: processes start in seconds, the whole file takes well under a minute.
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
