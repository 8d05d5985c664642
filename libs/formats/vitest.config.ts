import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The first test compiles every schema validator; on a busy 2-core machine that can
    // take seconds. These are not timing tests, so give them room.
    testTimeout: 30_000,
  },
});
