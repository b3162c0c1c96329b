import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    reporters: reporters('api'),
    hookTimeout: 60_000,
  },
});
