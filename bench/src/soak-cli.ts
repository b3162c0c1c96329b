// `npm run soak`: the load-and-fault run (soak.ts) for SOAK_SECONDS (60) at SOAK_RATE requests a second (200), printed
// against its budget: no error outside the database's five-second outage (503 with Retry-After inside it), p95 ≤ 100 ms,
// no acknowledged write lost.
import { loadavg } from 'node:os';
import { runSoak } from './soak.js';

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const rate = Number(process.env.SOAK_RATE ?? 200);
console.log(
  `Soak: ${seconds} s at ${rate} requests/s against two API processes (load average ${loadavg()[0]!.toFixed(1)})`,
);
const report = await runSoak({ seconds, rate });
const errorsOutside = Object.values(report.errorsOutside).reduce((sum, n) => sum + n, 0);
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
console.log(`
requests            ${report.requests} (${Object.entries(report.byKind)
  .map(([kind, n]) => `${kind} ${n}`)
  .join(', ')})
errors outside the outage  ${errorsOutside} ${JSON.stringify(report.errorsOutside)}   budget 0: ${mark(errorsOutside === 0)}
database outage     ${(report.outage.fromMs / 1000).toFixed(1)}–${(report.outage.toMs / 1000).toFixed(1)} s: ${report.outage.unavailable} answered 503 with Retry-After, other ${JSON.stringify(report.outage.other)}
killed API process  ${report.killedWorker ? 'yes' : 'no'}; requests cut and sent again once: ${report.retried}
latency (outside the outage)  p50 ${report.p50} ms, p95 ${report.p95} ms, p99 ${report.p99} ms   p95 budget 100 ms: ${mark(report.p95 <= 100)}
  p95 by kind: ${Object.entries(report.p95ByKind)
    .map(([kind, ms]) => `${kind} ${ms}`)
    .join(', ')}
  p95 by 10 s: ${report.p95By10s.join(' / ')}
API processes' peak RSS  ${report.rssMb.join(' / ')} MB (primary / API processes)
writes answered 2xx ${report.writes.acknowledged}, lost ${report.writes.lost}   budget 0: ${mark(report.writes.lost === 0)}
`);
