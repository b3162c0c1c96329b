import { DomainError } from '@hive/domain';

/** A file's table: its header row and the rows under it, every cell as text. */
export type Table = { headers: string[]; rows: string[][] };

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const isXlsx = (file: Buffer) => file.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

/**
 * The text of a CSV file: UTF-8 with or without its byte-order mark, else Korean Excel's CP949 (EUC-KR and its
 * extension; WHATWG's `euc-kr` decoder is CP949). A file that is not valid UTF-8 is read as CP949.
 */
export function decodeText(file: Buffer): string {
  if (file.subarray(0, 3).equals(UTF8_BOM)) return new TextDecoder('utf-8').decode(file.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return new TextDecoder('euc-kr').decode(file);
  }
}

/** RFC 4180 CSV, with the delimiter of the header line (comma, semicolon or tab: Excel's list separator varies). */
export function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A number as Excel shows it: without the binary fraction's noise (12.35, not 12.349999999999999). */
const numberText = (value: number) => String(Number(value.toPrecision(15)));

type CellValue = unknown;
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const object = value as { richText?: { text: string }[]; result?: CellValue; text?: string; error?: string };
    if (object.richText) return object.richText.map((part) => part.text).join('');
    if ('result' in object) return cellText(object.result);
    if (typeof object.text === 'string') return object.text;
    if (object.error) return object.error;
  }
  return String(value);
}

async function readXlsx(file: Buffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new DomainError('BAD_REQUEST', 'The file is not a spreadsheet that can be read (CSV or XLSX).');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as CellValue[];
    rows[number - 1] = values.slice(1).map(cellText);
  });
  return Array.from(rows, (row) => row ?? []);
}

/** The table of an uploaded CSV or XLSX file; blank rows are left out and every row is as wide as the header. */
export async function readTable(file: Buffer): Promise<Table> {
  const all = isXlsx(file) ? await readXlsx(file) : parseCsv(decodeText(file));
  const [header = [], ...rest] = all;
  const headers = header.map((cell) => cell.trim());
  while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
  if (headers.length === 0) throw new DomainError('BAD_REQUEST', 'The file has no header row.');
  const rows = rest
    .filter((row) => row.some((cell) => cell.trim() !== ''))
    .map((row) => headers.map((_, index) => row[index] ?? ''));
  return { headers, rows };
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
export function writeCsv(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): Buffer {
  const line = (cells: readonly (string | number)[]) =>
    cells.map((cell) => (typeof cell === 'number' ? String(cell) : csvCell(escapeFormula(cell)))).join(',');
  const lines = [line(headers), ...rows.map(line)];
  return Buffer.concat([UTF8_BOM, Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

/**
 * The same table as an XLSX workbook of one sheet; text cells are escaped as in the CSV. Written with exceljs's
 * streaming writer, a row at a time: the whole catalogue does not become a workbook in memory first.
 */
export async function writeXlsx(
  sheetName: string,
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const { PassThrough } = await import('node:stream');
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ key: header, width: 16 }));
  const head = sheet.addRow([...headers]);
  head.font = { bold: true };
  head.commit();
  for (const row of rows) {
    sheet.addRow(row.map((cell) => (typeof cell === 'number' ? cell : escapeFormula(cell)))).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}
