import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { NOT_A_SPREADSHEET, placeCell, Unreadable } from './table-bounds.js';

/**
 * The first sheet of an XLSX file, a row at a time, read by its own hand from the zip and the sheet's XML: the zip's
 * directory is read first and a file that inflates to too much is refused before anything is inflated; each part
 * read is inflated as a stream, stopped as soon as it outgrows the size its directory declared (a directory can lie),
 * and its XML read as it inflates. Cells read as exceljs showed them: shared and inline strings, numbers without the
 * binary noise, TRUE/FALSE, error codes, formulas' results, and dates as their day.
 */

/** The most an XLSX file may inflate to, all its parts together: 20 MB of ordinary data inflate to 100–200 MB. */
const MAX_XLSX_BYTES = 256 * 1024 * 1024;
const TOO_BIG = `The file inflates to more than ${MAX_XLSX_BYTES / 1024 / 1024} MB: it is not a spreadsheet the import can read.`;

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const STORED = 0;
const DEFLATED = 8;

export const isXlsx = (file: Buffer) => file.length >= 4 && file.readUInt32LE(0) === ZIP_LOCAL;

type Entry = { flags: number; method: number; compressed: number; size: number; offset: number };

/**
 * The archive's parts by name, from its central directory (at its end); refused when their declared sizes add up to
 * more than `MAX_XLSX_BYTES` (a size that needs zip64, 4 GB, is more).
 */
function directory(file: Buffer): Map<string, Entry> {
  const end = file.lastIndexOf(ZIP_END);
  if (end < 0 || end + 22 > file.length) throw new Unreadable(NOT_A_SPREADSHEET);
  const parts = new Map<string, Entry>();
  let total = 0;
  let at = file.readUInt32LE(end + 16);
  for (let count = file.readUInt16LE(end + 10); count > 0; count--) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== ZIP_CENTRAL) throw new Unreadable(NOT_A_SPREADSHEET);
    const nameLength = file.readUInt16LE(at + 28);
    const entry = {
      flags: file.readUInt16LE(at + 8),
      method: file.readUInt16LE(at + 10),
      compressed: file.readUInt32LE(at + 20),
      size: file.readUInt32LE(at + 24),
      offset: file.readUInt32LE(at + 42),
    };
    total += entry.size;
    if (total > MAX_XLSX_BYTES) throw new Unreadable(TOO_BIG);
    parts.set(file.toString('utf8', at + 46, at + 46 + nameLength), entry);
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return parts;
}

/** A part's text as it inflates, a chunk at a time; inflating past its declared size refuses the file. */
async function* partText(file: Buffer, entry: Entry): AsyncGenerator<string> {
  const { offset } = entry;
  const encrypted = (entry.flags & 1) === 1;
  if (encrypted || offset + 30 > file.length || file.readUInt32LE(offset) !== ZIP_LOCAL) {
    throw new Unreadable(NOT_A_SPREADSHEET);
  }
  const start = offset + 30 + file.readUInt16LE(offset + 26) + file.readUInt16LE(offset + 28);
  const data = file.subarray(start, start + entry.compressed);
  const chunks =
    entry.method === STORED ? [data] : entry.method === DEFLATED ? createInflateRaw().end(data) : undefined;
  if (!chunks) throw new Unreadable(NOT_A_SPREADSHEET);
  const decoder = new StringDecoder('utf8');
  let inflated = 0;
  for await (const chunk of chunks as AsyncIterable<Buffer>) {
    inflated += chunk.length;
    if (inflated > entry.size) throw new Unreadable(TOO_BIG);
    yield decoder.write(chunk);
  }
  yield decoder.end();
}

/** An element's name without its namespace prefix (`x:row` is a `row`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);
type Tag = { name: string; attributes: Record<string, string> };

/**
 * A part's XML, read as it inflates: `listen` sets the parser's handlers, which put what they find in the list it is
 * given; what they found is handed on after each chunk.
 */
async function* parsed<T>(
  file: Buffer,
  entry: Entry | undefined,
  listen: (parser: SaxesParser, found: T[]) => void,
): AsyncGenerator<T> {
  if (!entry) return;
  const parser = new SaxesParser({ position: false });
  const found: T[] = [];
  listen(parser, found);
  for await (const text of partText(file, entry)) {
    parser.write(text);
    yield* found.splice(0);
  }
  parser.close();
  yield* found.splice(0);
}

/** The elements of a small part (the workbook, its relationships, the styles), as they open. */
const tags = (file: Buffer, entry: Entry | undefined) =>
  parsed<Tag>(file, entry, (parser, found) =>
    parser.on('opentag', (tag) => found.push({ name: local(tag.name), attributes: tag.attributes })),
  );

/**
 * A text of its own: the parser's texts are slices of the chunk of XML they were read from, and a cell kept as one
 * would keep that whole chunk (in the end, the whole sheet) in memory.
 */
const own = (text: string) => ` ${text}`.slice(1);
/** Excel's escapes of characters XML cannot hold (`_x000D_`), in a text. */
const unescaped = (text: string) =>
  text.replace(/_x([0-9A-F]{4})_/g, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)));

/** The text of a shared or an inline string: its runs' `<t>` together, without the phonetic guide (`<rPh>`). */
class StringText {
  private text = '';
  private into = false;
  private phonetic = false;
  open(tag: string) {
    if (tag === 't') this.into = !this.phonetic;
    else if (tag === 'rPh') this.phonetic = true;
  }
  close(tag: string) {
    if (tag === 't') this.into = false;
    else if (tag === 'rPh') this.phonetic = false;
  }
  add(chunk: string) {
    if (this.into) this.text += chunk;
  }
  /** The string read since the last one. */
  take(): string {
    const text = own(unescaped(this.text));
    this.text = '';
    return text;
  }
}

/** The workbook's first sheet (its part's name) and its date system. */
async function firstSheet(file: Buffer, parts: Map<string, Entry>) {
  let id: string | undefined;
  let date1904 = false;
  for await (const { name, attributes } of tags(file, parts.get('xl/workbook.xml'))) {
    if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
    if (name === 'sheet' && id === undefined) {
      id = Object.entries(attributes).find(([key]) => key.endsWith(':id'))?.[1];
    }
  }
  for await (const { name, attributes } of tags(file, parts.get('xl/_rels/workbook.xml.rels'))) {
    if (name === 'Relationship' && attributes.Id === id && attributes.Target) {
      const target = attributes.Target;
      return { sheet: target.startsWith('/') ? target.slice(1) : `xl/${target}`, date1904 };
    }
  }
  throw new Unreadable(NOT_A_SPREADSHEET);
}

/** Number formats Excel has without naming them that show a date or a time. */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
/** A number format shows a date or a time when, quoted text and [brackets] left out, it has a date's letters. */
const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** The cell styles (by their number) whose cells show a date. */
async function dateStyles(file: Buffer, parts: Map<string, Entry>): Promise<Set<number>> {
  const dates = new Set<number>();
  const custom = new Map<number, string>();
  let style = 0;
  let inCellStyles = false;
  for await (const { name, attributes } of tags(file, parts.get('xl/styles.xml'))) {
    if (name === 'numFmt') custom.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
    if (name === 'cellXfs') inCellStyles = true;
    if (name === 'cellStyles' || name === 'cellStyleXfs' || name === 'dxfs') inCellStyles = false;
    if (name === 'xf' && inCellStyles) {
      const format = Number(attributes.numFmtId ?? 0);
      const code = custom.get(format);
      if (code === undefined ? BUILT_IN_DATES.has(format) : isDateFormat(code)) dates.add(style);
      style++;
    }
  }
  return dates;
}

/** A number as Excel shows it: without the binary fraction's noise (12.35, not 12.349999999999999). */
const numberText = (value: number) => String(Number(value.toPrecision(15)));
/** A date cell's day (Excel counts days from 1900, or from 1904). */
function dayText(serial: number, date1904: boolean): string {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? numberText(serial) : date.toISOString().slice(0, 10);
}

/** A cell reference's column, from 0 ("B12" is 1); -1 when it has none. */
function columnOf(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const letter = reference.charCodeAt(i) - 64;
    if (letter < 1 || letter > 26) break;
    column = column * 26 + letter;
  }
  return column - 1;
}

/**
 * The rows of the workbook's first sheet, in order, each as many cells as it reaches (a missing cell is empty; rows
 * the sheet leaves out stand as one empty row).
 */
export async function* xlsxRows(file: Buffer): AsyncGenerator<string[]> {
  const parts = directory(file);
  const { sheet, date1904 } = await firstSheet(file, parts);
  const shared: string[] = [];
  const sharedStrings = parsed<string>(file, parts.get('xl/sharedStrings.xml'), (parser, found) => {
    const string = new StringText();
    parser.on('opentag', ({ name }) => string.open(local(name)));
    parser.on('text', (chunk) => string.add(chunk));
    parser.on('cdata', (chunk) => string.add(chunk));
    parser.on('closetag', ({ name }) => {
      const tag = local(name);
      string.close(tag);
      if (tag === 'si') found.push(string.take());
    });
  });
  for await (const text of sharedStrings) shared.push(text);
  const dates = await dateStyles(file, parts);
  const entry = parts.get(sheet);
  if (!entry) throw new Unreadable(NOT_A_SPREADSHEET);

  yield* parsed<string[]>(file, entry, (parser, found) => {
    let row: string[] = [];
    let next = 1;
    let column = -1;
    let type: string | undefined;
    let style = 0;
    let value = '';
    let inValue = false;
    const string = new StringText();
    const add = (chunk: string) => {
      if (inValue) value += chunk;
      else string.add(chunk);
    };
    parser.on('text', add);
    parser.on('cdata', add);
    parser.on('opentag', ({ name, attributes }) => {
      const tag = local(name);
      if (tag === 'row') {
        const number = Number(attributes.r) || next;
        if (number > next) found.push([]);
        next = number + 1;
        row = [];
        column = -1;
      } else if (tag === 'c') {
        const at = columnOf(attributes.r ?? '');
        column = at >= 0 ? at : column + 1;
        type = attributes.t;
        style = Number(attributes.s ?? 0);
        value = '';
      } else if (tag === 'v') inValue = true;
      else string.open(tag);
    });
    parser.on('closetag', ({ name }) => {
      const tag = local(name);
      if (tag === 'v') inValue = false;
      else if (tag === 'c') placeCell(row, column, cellText(string.take()));
      else if (tag === 'row') found.push(Array.from(row, (cell) => cell ?? ''));
      else string.close(tag);
    });
    function cellText(inline: string): string {
      switch (type) {
        case 's':
          return shared[Number.parseInt(value, 10)] ?? '';
        case 'inlineStr':
          return inline;
        case 'str':
        case 'e':
          return own(value);
        case 'b':
          return value === '' ? '' : Number.parseInt(value, 10) !== 0 ? 'TRUE' : 'FALSE';
        default: {
          if (value === '') return '';
          const number = Number.parseFloat(value);
          return dates.has(style) ? dayText(number, date1904) : numberText(number);
        }
      }
    }
  });
}
