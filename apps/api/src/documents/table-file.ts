import { PassThrough, Readable } from 'node:stream';
import { type Currency, type Minor, toDecimalString } from '@hive/domain';

/** A cell: text, a plain number, an amount of money (integer minor units in its currency), or nothing. */
export type TableCell = string | number | null | { amount: Minor; currency: Currency };

/** A column of an exported table: its stable English key (the header of both files) and how a row fills it. */
export type TableColumn<Row> = { key: string; width?: number; cell: (row: Row) => TableCell };

export type TableFormat = 'csv' | 'xlsx';

/** A table as a file to download, read while it is sent: `body` pulls the next page only when the reader wants it. */
export type TableFile = { filename: string; contentType: string; body: Readable };

const CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A text a spreadsheet would read as a formula (or as one after a tab or a line break): OWASP's CSV injection. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): text that a spreadsheet would take for a formula gets a leading apostrophe, so that it is
 * shown as typed and never run; a field with a comma, a quote or a line break is quoted, its quotes doubled. Numbers
 * and amounts are written as they are (an amount as a decimal string in the currency's unit: 1234.50 USD, 1234500 KRW).
 */
export function csvField(cell: TableCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object') return toDecimalString(cell.amount, cell.currency);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: TableCell[]) => `${cells.map(csvField).join(',')}\r\n`;

async function* csvChunks<Row>(columns: TableColumn<Row>[], pages: AsyncIterable<Row[]>) {
  // The byte order mark tells Excel the file is UTF-8 (company names in Korean, Vietnamese, Cyrillic).
  yield Buffer.from(`\uFEFF${csvLine(columns.map((column) => column.key))}`);
  for await (const rows of pages) {
    if (rows.length > 0)
      yield Buffer.from(rows.map((row) => csvLine(columns.map((column) => column.cell(row)))).join(''));
  }
}

/** A writable stream of node's or of the `readable-stream` package exceljs writes with (its state under another name). */
type Waitable = {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
  once(event: string, listener: () => void): unknown;
  removeListener(event: string, listener: () => void): unknown;
};
const needsDrain = (stream: Waitable) => stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false;

/** Until `stream` has taken what waits in it, or the reader of the file has gone away. */
const drainedOrClosed = (stream: Waitable, out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.removeListener('drain', done);
      out.removeListener('close', done);
      resolve();
    };
    stream.once('drain', done);
    out.once('close', done);
  });

/**
 * Where the sheet's rows wait to be compressed: exceljs hands its XML to the zip without asking whether the zip keeps
 * up, so the next page is read only once this has drained (none found, when exceljs is built otherwise: then the
 * file is still right, only held in memory while it is compressed).
 */
const sheetPipe = (sheet: object): Waitable | undefined =>
  (sheet as { stream?: { pipes?: Waitable[] } }).stream?.pipes?.find((pipe) => typeof pipe?.once === 'function');

/** Until what an exceljs streaming sheet wrote has been compressed and taken by `out`'s reader (or it went away). */
async function sheetTaken(sheet: object, out: PassThrough): Promise<void> {
  const pipe = sheetPipe(sheet);
  while (pipe && !out.destroyed && needsDrain(pipe)) await drainedOrClosed(pipe, out);
  while (!out.destroyed && needsDrain(out)) await drainedOrClosed(out, out);
}

const MONEY_FORMAT: Record<Currency, string> = { USD: '#,##0.00', KRW: '#,##0' };

/**
 * The workbook, written a row at a time (exceljs's streaming writer, the renderer the quotation sheet uses): text cells
 * stay text (a spreadsheet never runs them), amounts are numbers in the currency's unit with its format. The next page
 * is read only once what was written has been taken by the reader.
 */
export function xlsxStream<Row>(
  columns: TableColumn<Row>[],
  pages: AsyncIterable<readonly Row[]>,
  sheetName: string,
): Readable {
  const out = new PassThrough();
  void (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({ header: column.key, key: column.key, width: column.width ?? 14 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const rows of pages) {
      if (out.destroyed) return; // the reader went away: the pages stop being read
      for (const row of rows) {
        const cells = columns.map((column) => column.cell(row));
        const added = sheet.addRow(
          cells.map((cell) =>
            cell !== null && typeof cell === 'object' ? Number(toDecimalString(cell.amount, cell.currency)) : cell,
          ),
        );
        cells.forEach((cell, index) => {
          if (cell !== null && typeof cell === 'object') added.getCell(index + 1).numFmt = MONEY_FORMAT[cell.currency];
        });
        added.commit();
      }
      await sheetTaken(sheet, out);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/**
 * A table as a CSV (UTF-8 with a byte order mark, RFC 4180, CRLF) or an XLSX file, with the same header row of stable
 * keys in both. `pages` is read a page at a time as the file is sent, so a hundred thousand rows never sit in memory;
 * the first page is read before anything is sent, so that a failure to read is still an error answer, not a cut file.
 */
export async function tableFile<Row>(
  format: TableFormat,
  { name, sheet }: { name: string; sheet: string },
  columns: TableColumn<Row>[],
  pages: AsyncIterator<Row[]>,
): Promise<TableFile> {
  const first = await pages.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    for (let page = await pages.next(); !page.done; page = await pages.next()) yield page.value;
  }
  return {
    filename: `${name}.${format}`,
    contentType: CONTENT_TYPES[format],
    body: format === 'csv' ? Readable.from(csvChunks(columns, all())) : xlsxStream(columns, all(), sheet),
  };
}

/** A page of rows, and where the next one starts (none after the last). */
export type KeysetPage<Row, Cursor> = { rows: Row[]; next?: Cursor };

/** Reads page after page, each one short statement after the last one's cursor (keyset pages), until there is none. */
export async function* keysetPages<Row, Cursor>(
  read: (after: Cursor | undefined) => Promise<KeysetPage<Row, Cursor>>,
): AsyncGenerator<Row[]> {
  let after: Cursor | undefined;
  do {
    const page = await read(after);
    yield page.rows;
    after = page.next;
  } while (after !== undefined);
}
