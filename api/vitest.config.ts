import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Generous: PGlite start-up on a shared, busy machine. Timeouts guard against hangs, they measure nothing.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
