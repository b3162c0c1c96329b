import { IMPORT_MAX_ROWS } from '@hive/domain/rules';
import { placeCell, Unreadable } from './table-bounds.js';
import { isXlsx, xlsxRows } from './xlsx-rows.js';

/**
 * Reading an uploaded file into its table, within bounds checked as the file is read: this runs in a thread of its
 * own (read-table.worker.ts), with a heap of its own.
 */

/** A file's table: its header row and the rows under it, every cell as text. */
export type Table = { headers: string[]; rows: string[][] };
/**
 * A table as the reading thread hands it over: its rows as JSON, the form they are stored in, so that the server's
 * own thread never holds a big file's cells (nor spends seconds copying and writing them out).
 */
export type TableJson = { headers: string[]; rowCount: number; rowsJson: string };

const TOO_LONG = `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows.`;
/**
 * The most characters the cells kept of a file may hold together, its header's included: what is stored and handed to
 * the server's thread (a spreadsheet's shared string may stand in any number of cells).
 */
const MAX_CHARACTERS = 64_000_000;
const TOO_MUCH_TEXT = `The file's cells hold more than ${MAX_CHARACTERS / 1e6} million characters: split it into smaller files.`;

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const UTF16_BOMS = [Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])];

/**
 * The text of a CSV file: UTF-8 with or without its byte-order mark, else Korean Excel's CP949 (EUC-KR and its
 * extension; WHATWG's `euc-kr` decoder is CP949). A file that is not valid UTF-8 is read as CP949. UTF-16 (Excel's
 * "Unicode text") and anything with a NUL byte is no CSV text: refused with what to save instead.
 */
function decodeText(file: Buffer): string {
  if (UTF16_BOMS.some((mark) => file.subarray(0, 2).equals(mark)) || file.includes(0)) {
    throw new Unreadable(
      'The file is UTF-16 text or has NUL bytes: save it as "CSV UTF-8 (comma delimited)" or as XLSX.',
    );
  }
  if (file.subarray(0, 3).equals(UTF8_BOM)) return new TextDecoder('utf-8').decode(file.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return new TextDecoder('euc-kr').decode(file);
  }
}

const occurrences = (text: string, char: string) => text.length - text.replaceAll(char, '').length;

/**
 * RFC 4180 CSV, with the delimiter of the header line (comma, semicolon or tab: Excel's list separator varies), a
 * row at a time; each row holds the columns a file may have (see `placeCell`). A cell is cut from the text a run of
 * characters at a time, never built a character at a time (a long cell so built takes many times its size).
 */
function* csvRows(text: string): Generator<string[]> {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [';', '\t'].reduce(
    (best, candidate) => (occurrences(firstLine, candidate) > occurrences(firstLine, best) ? candidate : best),
    ',',
  );
  const special = new RegExp(`[${delimiter}\r\n"]`, 'g');
  let row: string[] = [];
  let column = 0;
  let cell = '';
  const endCell = () => {
    placeCell(row, column++, cell);
    cell = '';
  };
  let i = 0;
  while (i < text.length) {
    special.lastIndex = i;
    const at = special.exec(text)?.index ?? text.length;
    cell += text.slice(i, at);
    const char = text[at];
    i = at + 1;
    if (char === '"' && cell === '') {
      // Quoted, up to the quote that is not doubled; what follows it until the delimiter belongs to the cell too.
      let quote = text.indexOf('"', i);
      while (quote >= 0 && text[quote + 1] === '"') {
        cell += text.slice(i, quote + 1);
        i = quote + 2;
        quote = text.indexOf('"', i);
      }
      cell += text.slice(i, quote < 0 ? text.length : quote);
      i = quote < 0 ? text.length : quote + 1;
    } else if (char === '"') cell += char;
    else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i] === '\n') i++;
      endCell();
      yield row;
      row = [];
      column = 0;
    }
  }
  if (cell !== '' || column > 0) {
    endCell();
    yield row;
  }
}

/** A whole CSV text's rows (the bench reads the export with it). */
export const parseCsv = (text: string): string[][] => [...csvRows(text)];

/**
 * The table of an uploaded CSV or XLSX file, read a row at a time: blank rows are left out, every row is as wide as
 * the header, and a file with more rows, columns or text than allowed is refused at the first one too many.
 */
export async function readTable(file: Buffer): Promise<Table> {
  let headers: string[] | undefined;
  const rows: string[][] = [];
  let characters = 0;
  const keep = (cells: string[]) => {
    for (const cell of cells) characters += cell.length;
    if (characters > MAX_CHARACTERS) throw new Unreadable(TOO_MUCH_TEXT);
    return cells;
  };
  for await (const row of isXlsx(file) ? xlsxRows(file) : csvRows(decodeText(file))) {
    if (!headers) {
      headers = row.map((cell) => cell.trim());
      while (headers.length > 0 && headers[headers.length - 1] === '') headers.pop();
      if (headers.length === 0) break;
      keep(headers);
    } else if (row.some((cell) => cell.trim() !== '')) {
      if (rows.length === IMPORT_MAX_ROWS) throw new Unreadable(TOO_LONG);
      rows.push(keep(headers.map((_, index) => row[index] ?? '')));
    }
  }
  if (!headers?.length) throw new Unreadable('The file has no header row.');
  return { headers, rows };
}
