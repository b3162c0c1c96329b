import { defineConfig } from 'vitest/config';
import { reporters } from '../../vitest.shared.js';

export default defineConfig({ test: { include: ['test/**/*.test.ts'], reporters: reporters('web') } });
