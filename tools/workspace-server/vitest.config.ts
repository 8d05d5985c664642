import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Some tests run the TypeScript compiler over the rules SDK and a ruleset: a few seconds
    // alone, more while npm test runs the other packages beside them on two cores.
    testTimeout: 30_000,
  },
});
