import type { ImportView } from '@hive/domain';
import type { ImportJob } from './import.repository.js';

/** A job as the console sees it: each column with its first values, the mapping, the progress and the findings. */
export function presentJob(job: ImportJob): ImportView {
  const report = job.report;
  return {
    id: job.id,
    fileName: job.fileName,
    state: job.state,
    done: job.done,
    total: job.total,
    rowCount: job.rowCount,
    columns: job.headers.map((header, index) => ({
      header,
      samples: job.samples.map((row) => row[index] ?? '').filter((cell) => cell.trim() !== ''),
    })),
    mapping: job.mapping ?? job.headers.map(() => null),
    blankClears: job.blankClears,
    report: report && {
      create: report.create,
      update: report.update,
      unchanged: report.unchanged,
      errorCount: report.errorCount,
      errors: report.errors,
    },
    failure: job.failure,
    createdAt: new Date(job.createdAt).toISOString(),
  };
}
