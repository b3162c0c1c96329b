import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { runSoak } from '../../../bench/src/soak.js';
import { apiDir } from './api-server.js';

// `npm run soak` in short form: ten seconds of mixed traffic against two API processes, one of them killed with SIGKILL
// and the database stopped for five seconds during it. Latency is the full run's figure (docs/benchmarks.md), not asserted here.
it('loses no acknowledged write and answers every request outside the outage, through a kill -9 and a database stop', async () => {
  const report = await runSoak({
    seconds: 10,
    rate: 40,
    dir: path.join(os.tmpdir(), `hive-soak-${process.pid}`),
    webDist: path.join(apiDir, 'test/fixtures/web'),
    log: () => {},
  });
  console.info('soak, short form:', JSON.stringify(report));
  expect(report.killedWorker).toBe(true);
  expect(report.requests).toBeGreaterThan(300);
  expect(report.errorsOutside).toEqual({});
  expect(report.outage.other).toEqual({});
  expect(report.outage.unavailable).toBeGreaterThan(0);
  expect(report.writes.acknowledged).toBeGreaterThan(0);
  expect(report.writes.lost).toBe(0);
}, 300_000);
