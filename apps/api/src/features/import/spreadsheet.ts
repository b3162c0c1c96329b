import { Readable } from 'node:stream';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { DomainError } from '@hive/domain';
import { xlsxStream } from '../../documents/table-file.js';
import type { TableJson } from './read-table.js';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The reading thread: its module beside the server's bundle (`dist/`, rolldown.config.mjs), or, when the API runs
 * from its sources, its source imported through tsx (a thread does not inherit the TypeScript loader).
 */
const fromSources = import.meta.url.endsWith('.ts');
const READER = new URL(fromSources ? './read-table.worker.ts' : './read-table.worker.mjs', import.meta.url);
const startReader = (options: WorkerOptions) =>
  fromSources
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
          .then((tsx) => tsx.tsImport(${JSON.stringify(READER.href)}, ${JSON.stringify(import.meta.url)}))`,
        { ...options, eval: true },
      )
    : new Worker(READER, options);
/**
 * What a reading may take: a heap of its own (the largest files the import's bounds let through need about half of
 * it) and time (such a file takes a few seconds).
 */
export type ReadingLimits = { heapMb: number; seconds: number };
const READING: ReadingLimits = { heapMb: 512, seconds: 60 };

let turn: Promise<unknown> = Promise.resolve();

/**
 * The table of an uploaded CSV or XLSX file (read-table.ts), read in a thread of its own whose heap and time are
 * bounded: a file that needs more fails its upload (400), never the process. A process reads one file at a time, so
 * that uploads together never take more than one reading's heap.
 */
export function readTable(file: Buffer, limits = READING): Promise<TableJson> {
  const reading = turn.then(() => read(file, limits));
  turn = reading.catch(() => undefined);
  return reading;
}

function read(file: Buffer, { heapMb, seconds }: ReadingLimits): Promise<TableJson> {
  return new Promise((resolve, reject) => {
    const refuse = (message: string) => reject(new DomainError('BAD_REQUEST', message));
    const worker = startReader({ workerData: file, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    const timer = setTimeout(() => {
      refuse(`The file takes more than ${seconds} seconds to read: split it into smaller files.`);
      void worker.terminate();
    }, seconds * 1000);
    worker.once('message', (answer: { table: TableJson } | { refused: string }) =>
      'table' in answer ? resolve(answer.table) : refuse(answer.refused),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? refuse('The file needs too much memory to read: split it into smaller files.')
        : reject(error),
    );
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(new Error('The reading thread ended without an answer.'));
    });
  });
}

/**
 * A cell as a spreadsheet must not run it: text that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets
 * a leading apostrophe (OWASP's CSV injection advice), which the import takes off again.
 */
export const escapeFormula = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
export const unescapeFormula = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * Every text cell is quoted: a spreadsheet of a semicolon locale splits an unquoted `a;=cmd|…` at the semicolon, and
 * the second half would start with `=`.
 */
const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** A CSV file Excel opens as UTF-8 (with the byte-order mark), every text cell quoted and escaped against formulas. */
export function writeCsv(headers: readonly string[], rows: readonly TableRow[]): Buffer {
  const lines = [csvLine(headers), ...rows.map(csvLine)];
  return Buffer.concat([UTF8_BOM, Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

type TableRow = readonly (string | number)[];
const csvLine = (cells: TableRow) =>
  cells.map((cell) => (typeof cell === 'number' ? String(cell) : csvCell(escapeFormula(cell)))).join(',');

/**
 * The same CSV, written a page of rows at a time as it is sent: a catalogue of a million products never sits in memory
 * whole.
 */
export function csvStream(headers: readonly string[], pages: AsyncIterable<readonly TableRow[]>): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.concat([UTF8_BOM, Buffer.from(`${csvLine(headers)}\r\n`, 'utf8')]);
      for await (const rows of pages) {
        if (rows.length > 0) yield Buffer.from(rows.map((row) => `${csvLine(row)}\r\n`).join(''), 'utf8');
      }
    })(),
  );
}

/**
 * The same table as an XLSX workbook of one sheet, text cells escaped as in the CSV (a file taken back unescapes them),
 * numbers as numbers: the trade tables' streaming workbook (`documents/table-file.ts`).
 */
export async function writeXlsx(
  sheetName: string,
  headers: readonly string[],
  rows: readonly TableRow[],
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxTable(
    sheetName,
    headers,
    (async function* () {
      yield rows;
    })(),
  ))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The same workbook, written a page of rows at a time as it is sent. */
export const xlsxTable = (
  sheetName: string,
  headers: readonly string[],
  pages: AsyncIterable<readonly TableRow[]>,
): Readable =>
  xlsxStream(
    headers.map((key, index) => ({
      key,
      width: 16,
      cell: (row: TableRow) => {
        const cell = row[index] ?? '';
        return typeof cell === 'number' ? cell : escapeFormula(cell);
      },
    })),
    pages,
    sheetName,
  );
