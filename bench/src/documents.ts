// `npm run bench:documents` (and last in `npm run bench`): each trade document of an order — purchase order, proforma
// invoice, commercial invoice, packing list — rendered in process at 50 and at 500 lines, against the budgets. No
// database: the renderer only reads the order's snapshot.
import { loadavg } from 'node:os';
import type { DocumentType } from '@hive/domain';
import { renderOrderDocument } from '../../apps/api/src/documents/order-pdf.js';
import { orderSnapshotFixture } from '../../apps/api/src/documents/order-snapshot.fixture.js';

/** p95 budgets in ms, after the first document of the process (which loads pdfkit and parses the fonts). */
const BUDGET: Record<number, number> = { 50: 100, 500: 1_000 };
/** Timed renders per type and size. */
const RUNS: Record<number, number> = { 50: Number(process.env.BENCH_DOCUMENT_RUNS ?? 40), 500: 12 };
const TYPES: DocumentType[] = ['po', 'pi', 'ci', 'pl'];
const NAMES: Record<DocumentType, string> = {
  po: 'purchase order',
  pi: 'proforma invoice',
  ci: 'commercial invoice',
  pl: 'packing list',
  cn: 'credit note',
};

const started = performance.now();
const firstPdf = await renderOrderDocument(orderSnapshotFixture('po', { lines: 50 }));
const first = performance.now() - started;

// One of each type before timing: the code every type shares is compiled by then, as in a server after a few documents.
for (const type of TYPES) await renderOrderDocument(orderSnapshotFixture(type, { lines: 50 }));

const rows: { name: string; times: number[]; cpu: number; pages: number; kb: number; budget: number }[] = [];
for (const lines of [50, 500]) {
  for (const type of TYPES) {
    const snapshot = orderSnapshotFixture(type, { lines });
    // One untimed render: this type's code paths and strings warmed like the others'.
    const pdf = await renderOrderDocument(snapshot);
    const times: number[] = [];
    const cpuStart = process.cpuUsage();
    for (let i = 0; i < RUNS[lines]!; i++) {
      const at = performance.now();
      await renderOrderDocument(snapshot);
      times.push(performance.now() - at);
    }
    const cpu = process.cpuUsage(cpuStart);
    rows.push({
      name: `${NAMES[type]}, ${lines} lines`,
      times,
      cpu: (cpu.user + cpu.system) / 1000 / times.length,
      pages: Number(pdf.toString('latin1').match(/\/Type \/Pages\s*\/Count (\d+)/)?.[1] ?? 0),
      kb: pdf.length / 1024,
      budget: BUDGET[lines]!,
    });
  }
}

console.log('\nTrade documents (in process, one at a time)\n');
console.log(
  `${'document'.padEnd(34)}${'runs'.padStart(6)}${'pages'.padStart(7)}${'kB'.padStart(7)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'CPU ms'.padStart(9)}${'budget'.padStart(10)}`,
);
for (const row of rows) {
  const sorted = [...row.times].sort((a, b) => a - b);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const verdict = `${p(0.95) <= row.budget ? '≤' : '>'} ${row.budget}`;
  console.log(
    `${row.name.padEnd(34)}${String(row.times.length).padStart(6)}${String(row.pages).padStart(7)}${row.kb.toFixed(0).padStart(7)}${p(0.5).toFixed(1).padStart(9)}${p(0.95).toFixed(1).padStart(9)}${row.cpu.toFixed(1).padStart(9)}${verdict.padStart(10)}`,
  );
}
console.log(
  `\nFirst document of the process (loads pdfkit, parses the two fonts; a 50-line purchase order, ${(firstPdf.length / 1024).toFixed(0)} kB): ${first.toFixed(0)} ms`,
);
console.log(
  `CPU ms: process CPU time per document (steadier than latency on a shared machine); load average now ${loadavg()[0]?.toFixed(1)}`,
);
