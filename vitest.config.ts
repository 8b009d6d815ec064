import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['functions/src/**/*.test.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}', 'shared/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/fast-check-seed.ts'],
    // Browser tests share one build and one seeded data folder per run.
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
})
