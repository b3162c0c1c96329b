import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_NODE_OPTIONS, repoRoot } from './env.js';

describe('API_NODE_OPTIONS', () => {
  it('are the options `npm start` runs the server with', () => {
    const start: string = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts.start;
    expect(start).toBe(`node ${API_NODE_OPTIONS.join(' ')} scripts/start.mjs`);
  });
});
