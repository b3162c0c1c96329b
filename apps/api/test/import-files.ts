import { constants, deflateRawSync } from 'node:zlib';

/**
 * Files an import must refuse without harm, built in a moment: spreadsheets whose sheet inflates to gigabytes, CSV
 * files far too wide, in UTF-16 or with NUL bytes.
 */

type Entry = { name: string; body: Buffer; size: number };

/** An entry deflated as it is; its directory says its true size unless `declared` says otherwise. */
const deflated = (name: string, text: string, declared?: number): Entry => ({
  name,
  body: deflateRawSync(Buffer.from(text), { level: 9 }),
  size: declared ?? Buffer.byteLength(text),
});

/**
 * `head`, then `times` copies of `piece`, then `tail`, deflated: each copy is a block of its own after a full flush
 * (no reference to what came before), so one compressed copy serves them all and a 1.5 GB sheet takes a moment.
 */
function repeated(name: string, head: string, piece: string, times: number, tail: string, declared?: number): Entry {
  const flushed = (text: string) =>
    deflateRawSync(Buffer.from(text), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const block = flushed(piece);
  return {
    name,
    body: Buffer.concat([flushed(head), ...Array.from({ length: times }, () => block), deflateRawSync(tail)]),
    size: declared ?? Buffer.byteLength(head) + Buffer.byteLength(piece) * times + Buffer.byteLength(tail),
  };
}

/** A zip archive of deflated entries, as its directory declares them (the CRCs are left 0: readers do not check). */
export function zip(entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, body, size } of entries) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, fileName, body);
    directory.push(central, fileName);
    offset += local.length + fileName.length + body.length;
  }
  const end = Buffer.alloc(22);
  const listed = Buffer.concat(directory);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(listed.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, listed, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

/** The parts of a workbook around its one sheet, `xl/worksheets/sheet1.xml`. */
export const WORKBOOK_PARTS: Record<string, string> = {
  '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
};

/** A workbook of these parts (name → XML), as written: each deflated, its directory telling the truth. */
export const workbook = (parts: Record<string, string>) =>
  zip(Object.entries(parts).map(([name, text]) => deflated(name, text)));

const workbookWith = (sheet: Entry) =>
  zip([...Object.entries(WORKBOOK_PARTS).map(([name, text]) => deflated(name, text)), sheet]);

const SHEET = 'xl/worksheets/sheet1.xml';
const HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>sku</t></is></c></row>';
/** A row, then spaces to a megabyte: one byte repeated deflates a thousandfold, as far as deflate goes. */
const MEGABYTE_OF_ROWS = '<row><c t="inlineStr"><is><t>BOMB-1</t></is></c></row>'.padEnd(1 << 20);

/** A workbook of one sheet of these rows (`<row>` elements). */
export const xlsx = (rows: string) => workbook({ ...WORKBOOK_PARTS, [SHEET]: `${SHEET_HEAD}${rows}${SHEET_TAIL}` });

/** About 1.5 MB whose sheet inflates to 1.5 GB, as its directory says. */
export const zipBomb = () =>
  workbookWith(repeated(SHEET, `${SHEET_HEAD}${HEADER_ROW}`, MEGABYTE_OF_ROWS, 1_500, SHEET_TAIL));

/** The same sheet, its directory claiming a sheet of 2 kB: the inflating itself must stop. */
export const lyingZipBomb = () =>
  workbookWith(repeated(SHEET, `${SHEET_HEAD}${HEADER_ROW}`, MEGABYTE_OF_ROWS, 1_500, SHEET_TAIL, 2_000));

/** About 210 kB whose sheet (some 45 MB of XML, under the size bound) holds 300,000 products of four cells each. */
export const manyRows = () =>
  workbookWith(
    repeated(
      SHEET,
      `${SHEET_HEAD}<row><c t="inlineStr"><is><t>sku</t></is></c><c t="inlineStr"><is><t>name_en</t></is></c><c t="inlineStr"><is><t>moq</t></is></c><c t="inlineStr"><is><t>stock</t></is></c></row>`,
      '<row><c t="inlineStr"><is><t>ROW-SKU</t></is></c><c t="inlineStr"><is><t>A row of a file far too long</t></is></c><c><v>12</v></c><c><v>340</v></c></row>'.repeat(
        1_000,
      ),
      300,
      SHEET_TAIL,
    ),
  );

/** A CSV of 20,000 columns (about 150 kB): a header and a row. */
export const wideCsv = () => {
  const header = Array.from({ length: 20_000 }, (_, index) => `c${index}`).join(',');
  return Buffer.from(`${header}\r\nWIDE-1${','.repeat(19_999)}\r\n`);
};

/** A CSV saved as UTF-16: little-endian with its mark (Excel's "Unicode text"), big-endian, or without a mark. */
export function utf16Csv(kind: 'le' | 'be' | 'unmarked') {
  const text = Buffer.from(`${kind === 'unmarked' ? '' : '\ufeff'}sku,name_en\r\nU16-1,Cream\r\n`, 'utf16le');
  return kind === 'be' ? text.swap16() : text;
}
