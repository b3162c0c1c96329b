import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { WORKBOOK_PARTS, workbook, xlsx } from '../../../test/import-files.js';
import { readTable } from './read-table.js';
import { readTable as readInItsThread } from './spreadsheet.js';

describe('an XLSX file, read a row at a time', () => {
  it('reads the first sheet as exceljs showed it: strings, numbers, dates, flags, formulas, links, errors', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Products');
    book.addWorksheet('Other').addRow(['not this sheet']);
    sheet.addRow(['sku', 'name_en', null, 'price', 'when', 'flag', 'formula', 'rich', 'link', 'error', 'share']);
    sheet.addRow([
      'A-1',
      'Cream & "gel" <50ml>',
      '',
      0.1 + 0.2 + 12.05,
      new Date(Date.UTC(2024, 0, 5)),
      true,
      { formula: 'D2*2', result: 24.7 },
      { richText: [{ text: 'Snail ' }, { font: { bold: true }, text: 'cream' }] },
      { text: 'Site', hyperlink: 'https://shop.example' },
      { error: '#N/A' },
      0.25,
    ]);
    sheet.getCell('D2').numFmt = '#,##0.00 [$₩-412]';
    sheet.getCell('K2').numFmt = '0%';
    sheet.addRow([]);
    const row = sheet.getRow(4);
    row.getCell(1).value = 'A-2';
    row.getCell(5).value = 45000;
    row.getCell(5).numFmt = 'yyyy"년" mm"월" dd"일"';
    row.getCell(6).value = false;
    row.getCell(14).value = 'past the header';
    sheet.getRow(5).getCell(2).value = '  spaced\r\nline  ';
    const file = Buffer.from(await book.xlsx.writeBuffer());

    expect(await readTable(file)).toEqual({
      headers: ['sku', 'name_en', '', 'price', 'when', 'flag', 'formula', 'rich', 'link', 'error', 'share'],
      rows: [
        [
          'A-1',
          'Cream & "gel" <50ml>',
          '',
          '12.35',
          '2024-01-05',
          'TRUE',
          '24.7',
          'Snail cream',
          'Site',
          '#N/A',
          '0.25',
        ],
        ['A-2', '', '', '', '2023-03-15', 'FALSE', '', '', '', '', ''],
        ['', '  spaced\nline  ', '', '', '', '', '', '', '', '', ''],
      ],
    });
  });

  it("reads other programs' files: prefixed names, phonetic guides, escapes, the 1904 dates, a sheet by absolute path", async () => {
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const inline = (text: string) => `t="inlineStr"><x:is><x:t>${text}</x:t></x:is>`;
    const file = workbook({
      ...WORKBOOK_PARTS,
      'xl/workbook.xml': `<x:workbook xmlns:x="${main}" xmlns:r="${relationships}"><x:workbookPr date1904="1"/><x:sheets><x:sheet name="Data" sheetId="2" r:id="rId7"/><x:sheet name="Notes" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`,
      'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Type="${relationships}/worksheet" Target="/xl/worksheets/data.xml"/></Relationships>`,
      'xl/sharedStrings.xml': `<x:sst xmlns:x="${main}"><x:si><x:t>sku</x:t></x:si><x:si><x:r><x:t xml:space="preserve">name </x:t></x:r><x:r><x:t>en</x:t></x:r><x:rPh sb="0" eb="1"><x:t>ネーム</x:t></x:rPh></x:si><x:si><x:t>line_x000D_break</x:t></x:si></x:sst>`,
      'xl/styles.xml': `<x:styleSheet xmlns:x="${main}"><x:numFmts><x:numFmt numFmtId="164" formatCode="yyyy/mm/dd"/><x:numFmt numFmtId="165" formatCode="&quot;$&quot;#,##0.00"/></x:numFmts><x:cellStyleXfs><x:xf numFmtId="14"/></x:cellStyleXfs><x:cellXfs><x:xf numFmtId="0"/><x:xf numFmtId="164"/><x:xf numFmtId="165"/><x:xf numFmtId="14"/></x:cellXfs></x:styleSheet>`,
      'xl/worksheets/data.xml': `<x:worksheet xmlns:x="${main}"><x:sheetData>
        <x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c><x:c r="C1" ${inline('note')}</x:c><x:c r="D1" ${inline('when')}</x:c><x:c r="E1" ${inline('also')}</x:c></x:row>
        <x:row r="2"><x:c r="A2" t="s"><x:v>2</x:v></x:c><x:c r="B2" s="2"><x:v>1234.5</x:v></x:c><x:c r="C2" t="inlineStr"><x:is><x:t><![CDATA[a < b & c]]></x:t></x:is></x:c><x:c r="D2" s="1"><x:v>0</x:v></x:c></x:row>
        <x:row r="5"><x:c r="A5" ${inline('x')}</x:c><x:c r="E5" s="3"><x:v>1</x:v></x:c></x:row>
        <x:row><x:c ${inline('no reference')}</x:c><x:c><x:v>2</x:v></x:c><x:c t="b"><x:v>1</x:v></x:c><x:c t="str"><x:v>text &amp; more</x:v></x:c></x:row>
      </x:sheetData></x:worksheet>`,
    });

    expect(await readTable(file)).toEqual({
      headers: ['sku', 'name en', 'note', 'when', 'also'],
      rows: [
        ['line\rbreak', '1234.5', 'a < b & c', '1904-01-01', ''],
        ['x', '', '', '', '1904-01-02'],
        ['no reference', '2', 'TRUE', 'text & more', ''],
      ],
    });
  });

  it("counts a shared string in every cell it stands in: a file's cells hold 64 million characters at most", async () => {
    const file = (rows: number) =>
      workbook({
        ...WORKBOOK_PARTS,
        'xl/sharedStrings.xml': `<sst><si><t>sku</t></si><si><t>${'A'.repeat(1_000)}</t></si></sst>`,
        'xl/worksheets/sheet1.xml': `<worksheet><sheetData><row><c t="s"><v>0</v></c></row>${'<row><c t="s"><v>1</v></c></row>'.repeat(rows)}</sheetData></worksheet>`,
      });
    expect((await readTable(file(63_000))).rows).toHaveLength(63_000);
    await expect(readTable(file(65_000))).rejects.toThrow(
      "The file's cells hold more than 64 million characters: split it into smaller files.",
    );
  });

  it('refuses a sheet that is not XML, and a workbook without its sheet', async () => {
    await expect(readTable(xlsx('<row><c><v>1</v></c></row></sheetData>'))).rejects.toThrow();
    const { 'xl/_rels/workbook.xml.rels': _, ...withoutRelationships } = WORKBOOK_PARTS;
    await expect(readTable(workbook(withoutRelationships))).rejects.toThrow(
      'The file is not a spreadsheet that can be read (CSV or XLSX).',
    );
  });
});

describe('a reading in its own thread', () => {
  const csv = (rows: number) => {
    const cells = (prefix: string) => Array.from({ length: 20 }, (_, index) => `${prefix}${index}`).join(',');
    return Buffer.from(`${cells('column ')}\r\n${`${cells('value ')}\r\n`.repeat(rows)}`);
  };

  it('fails a file that needs more memory than its heap with a 400, and the next reading goes on', async () => {
    await expect(readInItsThread(csv(30_000), { heapMb: 32, seconds: 60 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The file needs too much memory to read: split it into smaller files.',
    });
    expect(await readInItsThread(csv(30_000), { heapMb: 128, seconds: 60 })).toMatchObject({ rowCount: 30_000 });
  });

  it('stops a reading that takes longer than its time, with a 400', async () => {
    await expect(readInItsThread(csv(30_000), { heapMb: 128, seconds: 0.1 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The file takes more than 0.1 seconds to read: split it into smaller files.',
    });
    expect(await readInItsThread(csv(1), { heapMb: 128, seconds: 60 })).toMatchObject({ rowCount: 1 });
  });
});
