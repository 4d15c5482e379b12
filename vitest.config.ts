import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Some tests spawn the Redocly CLI or regenerate the bundle; they take seconds, not minutes.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
