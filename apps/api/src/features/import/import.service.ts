import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { DomainError, IMPORT_FIELDS, type ImportField, notFound } from '@hive/domain';
import { auditRepository } from '../../audit/audit.repository.js';
import type { CatalogChanges } from '../../db/changes.js';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { Operator } from '../../plugins/operator-session.js';
import { presentJob } from './import.presenter.js';
import { type ImportRepository, type ImportWork, importRepository } from './import.repository.js';
import { guessMapping, NUMERIC_FIELDS, REASONS, type Reason } from './import-fields.js';
import { type BrandRef, type CurrentProduct, canonical, type ImportPlan, planImport } from './import-plan.js';
import { csvStream, readTable, writeCsv, writeXlsx, xlsxTable } from './spreadsheet.js';

/** Rows written by one statement of the apply: small enough that the storefront's reads keep their turn. */
const CHUNK = 1_000;

export type FileFormat = 'csv' | 'xlsx';
export type FileOut = { body: Buffer | Readable; type: string; name: string };
/** Products read per statement of the export. */
const EXPORT_PAGE = 1_000;
const TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function tableFile(format: FileFormat, name: string, rows: (string | number)[][]): Promise<FileOut> {
  const body = format === 'csv' ? writeCsv(IMPORT_FIELDS, rows) : await writeXlsx('Products', IMPORT_FIELDS, rows);
  return { body, type: TYPES[format], name: `${name}.${format}` };
}

/** What the catalogue currently has of a file's SKUs and brands, and the plan drawn from it. */
async function plan(repo: ImportRepository, work: ImportWork): Promise<ImportPlan> {
  const column = (field: ImportField) => work.mapping.indexOf(field);
  const values = (index: number) =>
    index < 0 ? [] : [...new Set(work.cells.map((row) => (row[index] ?? '').trim()).filter(Boolean))];
  const [products, brands] = await Promise.all([
    repo.products(values(column('sku'))),
    repo.brands(values(column('brand'))),
  ]);
  const byName = new Map<string, BrandRef[]>();
  for (const brand of brands) {
    const key = brand.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), brand]);
  }
  return planImport({
    ...work,
    current: new Map(products.map((product) => [product.sku, product])),
    brands: byName,
  });
}

const reportOf = (found: ImportPlan) => ({
  create: found.rows.filter((row) => row.action === 'create').length,
  update: found.rows.filter((row) => row.action === 'update').length,
  unchanged: found.unchanged,
  errorCount: found.errors.length,
  errors: found.errors,
  digest: found.digest,
});

/** Splits `list` into statements of `CHUNK` rows. */
const chunks = <T>(list: T[]) =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, index) => list.slice(index * CHUNK, (index + 1) * CHUNK));

/**
 * The catalogue's import and export. An import is a job kept in PostgreSQL: the upload keeps the file's cells, the
 * dry run (`check`) and the apply run in the process that was asked, beside the request, and write their progress
 * and outcome to the job's row, which any process answers the console's poll from.
 */
export function importService({ db, changes }: { db: Db; changes: CatalogChanges }) {
  const repo = importRepository(db);
  const found = async (id: number) => {
    const job = await repo.job(id);
    if (!job) throw notFound('import');
    return job;
  };
  /** Runs a job's step after the answer; a failure is written to the job, never thrown at nobody. */
  const background = (id: number, step: () => Promise<void>) => {
    void step().catch(async (error: unknown) => {
      const failure = error instanceof DomainError ? error.message : 'failed';
      await repo.finish(id, 'failed', failure).catch(() => undefined);
    });
  };

  return {
    async template(format: FileFormat) {
      return tableFile(format, 'hive-catalogue-template', []);
    },

    /**
     * Every product, in the order of their ids, read a page at a time as the file is sent (a catalogue of a million
     * never sits in memory, nor in one statement); the first page is read before anything is sent, so that a failure
     * to read is an error answer, not a cut file.
     */
    async export(format: FileFormat): Promise<FileOut> {
      const rowOf = (product: CurrentProduct) => {
        const values = canonical(product);
        return IMPORT_FIELDS.map((field) => {
          const value = values[field] ?? '';
          return format === 'xlsx' && NUMERIC_FIELDS.has(field) && value !== '' ? Number(value) : value;
        });
      };
      const first = await repo.productsAfter(0, EXPORT_PAGE);
      async function* pages() {
        let page = first;
        while (page.length > 0) {
          yield page.map(rowOf);
          if (page.length < EXPORT_PAGE) return;
          page = await repo.productsAfter(page.at(-1)!.id, EXPORT_PAGE);
        }
      }
      const name = `hive-catalogue-${new Date().toISOString().slice(0, 10)}.${format}`;
      const body = format === 'csv' ? csvStream(IMPORT_FIELDS, pages()) : xlsxTable('Products', IMPORT_FIELDS, pages());
      return { body, type: TYPES[format], name };
    },

    async upload(operator: Operator, fileName: string, file: Buffer) {
      const table = await readTable(file);
      const id = await repo.create(operator.id, fileName, { ...table, mapping: guessMapping(table.headers) });
      return presentJob(await found(id));
    },

    view: async (id: number) => presentJob(await found(id)),

    async rows(id: number, page: number, size: number) {
      await found(id);
      const { list, total } = await repo.rowsPage(id, page, size);
      return { list, page, size, total, totalPages: Math.ceil(total / size) };
    },

    /** Every error of the dry run as CSV: row, column, reason (in English; the console words them itself). */
    async errorsCsv(id: number): Promise<FileOut> {
      const errors = await repo.errors(id);
      if (!errors) throw notFound('import');
      const rows = errors.map((error) => [error.line, error.column, REASONS[error.reason as Reason] ?? error.reason]);
      return { body: writeCsv(['row', 'column', 'reason'], rows), type: TYPES.csv, name: `import-${id}-errors.csv` };
    },

    /** The dry run: starts it and answers the job; the console polls it. */
    async check(id: number, mapping: (ImportField | null)[], blankClears: boolean) {
      const job = await found(id);
      if (mapping.length !== job.headers.length) {
        throw new DomainError('BAD_REQUEST', 'The mapping must name a field or nothing for each column of the file.');
      }
      const mapped = mapping.filter((field) => field !== null);
      if (new Set(mapped).size !== mapped.length) {
        throw new DomainError('BAD_REQUEST', 'Each field may come from one column only.');
      }
      if (!mapped.includes('sku')) throw new DomainError('BAD_REQUEST', 'One column must be the SKU.');
      const work = await repo.claim(id, ['uploaded', 'checked', 'failed'], 'checking', { mapping, blankClears });
      if (!work) throw new DomainError('CONFLICT', 'This import is being checked or applied, or was applied.');
      background(id, async () => {
        const drawn = await plan(repo, work);
        await transaction(db, (tx) => importRepository(tx).checked(id, reportOf(drawn), drawn.rows));
      });
      return presentJob(await found(id));
    },

    /**
     * Applies a checked import, all or nothing: in one transaction, the file is checked again against the catalogue
     * as it is then (its products locked for writes); an error, or a change the dry run did not show, rolls it all
     * back. The writes go a chunk of rows per statement, each chunk followed by a pause as long as it took (the apply
     * writes half the time, so that the storefront's answers keep their pace); the search's words follow by the
     * products' triggers; the change is announced to every process and written to the audit log, in the same
     * transaction.
     */
    async apply(operator: Operator, id: number) {
      const job = await found(id);
      if (job.state === 'checked' && job.report && job.report.errorCount > 0) {
        throw new DomainError('CONFLICT', 'The file has errors: fix them and check it again.');
      }
      const work = await repo.claim(id, ['checked'], 'applying');
      if (!work) throw new DomainError('CONFLICT', 'Only a checked import can be applied, once.');
      background(id, () =>
        transaction(db, async (tx) => {
          const inTx = importRepository(tx);
          await inTx.lockProducts();
          const drawn = await plan(inTx, work);
          if (drawn.errors.length > 0 || drawn.digest !== work.digest) {
            throw new DomainError('CONFLICT', 'stale');
          }
          const steps = [
            ...chunks(drawn.creates).map((part) => () => inTx.insert(part).then(() => part.length)),
            ...chunks(drawn.updates).map((part) => () => inTx.update(part).then(() => part.length)),
            ...chunks(drawn.stock).map((part) => () => inTx.stock(part).then(() => part.length)),
          ];
          const total = drawn.creates.length + drawn.updates.length + drawn.stock.length;
          let done = 0;
          for (const step of steps) {
            const began = performance.now();
            done += await step();
            await repo.progress(id, done, total);
            // The storefront keeps most of the machine: after each chunk, the apply waits as long as it wrote.
            await sleep(performance.now() - began);
          }
          await changes.announce(tx);
          const report = reportOf(drawn);
          await auditRepository(tx).record({
            operatorId: operator.id,
            action: 'catalog.import',
            targetType: 'catalog_import',
            targetId: id,
            before: null,
            after: { file: job.fileName, created: report.create, updated: report.update, unchanged: report.unchanged },
          });
          await importRepository(tx).finish(id, 'applied', null);
        }),
      );
      return presentJob(await found(id));
    },
  };
}
export type ImportService = ReturnType<typeof importService>;
