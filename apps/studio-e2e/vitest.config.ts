import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    // One browser and one server at a time: this runs on two cores beside other suites.
    fileParallelism: false,
    testTimeout: 120000,
    hookTimeout: 120000,
  },
});
