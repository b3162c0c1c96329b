import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    reporters: reporters('api'),
    hookTimeout: 60_000,
    // A test mostly waits on PostgreSQL, another process: two files at a time keep both cores of a small machine busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
