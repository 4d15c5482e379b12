import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Type tests (*.test-d.ts) run through tsc with the project's strict tsconfig.
    typecheck: {
      enabled: true,
      include: ['test/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
    // Some tests spawn the Redocly CLI, regenerate the bundle or start a browser: seconds, not minutes.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
