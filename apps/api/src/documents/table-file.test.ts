import { setTimeout as sleep } from 'node:timers/promises';
import { minor } from '@hive/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvField, keysetPages, type TableColumn, tableFile } from './table-file.js';

type Row = { n: number; name: string; amount: number };
const columns: TableColumn<Row>[] = [
  { key: 'n', cell: (row) => row.n },
  { key: 'name', cell: (row) => row.name },
  { key: 'amount', cell: (row) => ({ amount: minor(row.amount), currency: 'USD' }) },
];

/** `count` pages of a thousand rows, counting the pages read. */
function pages(count: number) {
  const read = { pages: 0 };
  async function* generate() {
    for (let page = 0; page < count; page++) {
      read.pages++;
      yield Array.from({ length: 1_000 }, (_, i) => ({
        n: page * 1_000 + i,
        name: `Snail mucin essence ${page * 1_000 + i} — 달팽이 에센스`,
        amount: 1_999 + i,
      }));
    }
  }
  return { read, iterator: generate() };
}

async function bytesOf(body: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('a CSV field', () => {
  it('quotes a comma, a quote or a line break (RFC 4180), and leaves the rest as it is', () => {
    expect(csvField('Alma Beauty LLP')).toBe('Alma Beauty LLP');
    expect(csvField('Saigon K-Mart Co., Ltd.')).toBe('"Saigon K-Mart Co., Ltd."');
    expect(csvField('12" rack')).toBe('"12"" rack"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('달팽이 에센스')).toBe('달팽이 에센스');
    expect(csvField(null)).toBe('');
  });

  it('puts an apostrophe before text a spreadsheet would run, never before a number or an amount', () => {
    for (const text of ['=1+2', '+82 10', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(csvField(text).replace(/^"|"$/g, '')).toBe(`'${text}`);
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField(-2)).toBe('-2');
    expect(csvField({ amount: minor(123450), currency: 'USD' })).toBe('1234.50');
    expect(csvField({ amount: minor(1234500), currency: 'KRW' })).toBe('1234500');
  });
});

describe('a table file', () => {
  it('as CSV and XLSX holds the same header and rows, whatever the number of pages', async () => {
    const csv = await tableFile('csv', { name: 'orders-x', sheet: 'Orders' }, columns, pages(3).iterator);
    expect(csv.filename).toBe('orders-x.csv');
    const text = (await bytesOf(csv.body)).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFn,name,amount');
    expect(lines.length).toBe(3_002); // the header, the rows, and the empty string after the last CRLF
    expect(lines[3_000]).toBe('2999,Snail mucin essence 2999 — 달팽이 에센스,29.98');

    const xlsx = await tableFile('xlsx', { name: 'orders-x', sheet: 'Orders' }, columns, pages(3).iterator);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(xlsx.body)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders')!;
    expect(sheet.rowCount).toBe(3_001);
    expect(sheet.getRow(1).values).toEqual([undefined, 'n', 'name', 'amount']);
    expect(sheet.getRow(3_001).values).toEqual([undefined, 2999, 'Snail mucin essence 2999 — 달팽이 에센스', 29.98]);
  });

  it('with no rows is the header alone', async () => {
    const empty = keysetPages(async () => ({ rows: [] as Row[] }));
    const csv = await tableFile('csv', { name: 'x', sheet: 'X' }, columns, empty);
    expect((await bytesOf(csv.body)).toString('utf8')).toBe('\uFEFFn,name,amount\r\n');
  });

  it('stops reading pages when its reader goes away', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const { read, iterator } = pages(200);
      const file = await tableFile(format, { name: 'x', sheet: 'X' }, columns, iterator);
      let received = 0;
      file.body.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > 100_000) file.body.destroy();
      });
      await sleep(1_500);
      expect(file.body.destroyed, format).toBe(true);
      expect(read.pages, format).toBeLessThan(30);
    }
  });
});
