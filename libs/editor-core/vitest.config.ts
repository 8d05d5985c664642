import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Some tests load and validate every document in mods/; on a busy 2-core machine that
    // can pass the default 5 s. They are not timing tests, so give them room.
    testTimeout: 30_000,
  },
});
