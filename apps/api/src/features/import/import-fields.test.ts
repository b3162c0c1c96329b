import { describe, expect, it } from 'vitest';
import { guessMapping, parseCell } from './import-fields.js';
import { parseCsv } from './read-table.js';
import { escapeFormula, unescapeFormula } from './spreadsheet.js';

describe('cells of an import', () => {
  it('reads prices in the currency unit, never scaled twice', () => {
    expect(parseCell('supply_usd', '12.5')).toBe('12.50');
    expect(parseCell('supply_usd', '$1,234.50')).toBe('1234.50');
    expect(parseCell('supply_usd', '12,50')).toBe('12.50');
    expect(parseCell('supply_usd', '12')).toBe('12.00');
    expect(parseCell('supply_usd', '1.234')).toEqual({ reason: 'dollars' });
    expect(parseCell('supply_usd', '1250 cents')).toEqual({ reason: 'dollars' });
    expect(parseCell('supply_krw', '₩12,000')).toBe('12000');
    expect(parseCell('supply_krw', '12000.00')).toBe('12000');
    expect(parseCell('supply_krw', '12000.5')).toEqual({ reason: 'won' });
  });

  it('reads codes, flags and counts', () => {
    expect(parseCell('hs_code', '3304.99.1000')).toBe('3304991000');
    expect(parseCell('origin', 'kr')).toBe('KR');
    expect(parseCell('hidden', '예')).toBe('yes');
    expect(parseCell('hidden', 'FALSE')).toBe('no');
    expect(parseCell('moq', '0')).toEqual({ reason: 'wholeNumber' });
    expect(parseCell('barcode', '880-123')).toEqual({ reason: 'barcode' });
    expect(parseCell('name_en', 'a\u0000b')).toEqual({ reason: 'text' });
  });

  it('guesses fields from English and Korean headers, each field once', () => {
    expect(guessMapping(['SKU', '상품명', 'Supply price (USD)', '공급가', '재고', 'Notes', 'sku'])).toEqual([
      'sku',
      'name_ko',
      'supply_usd',
      'supply_krw',
      'stock',
      null,
      null,
    ]);
  });

  it('escapes formulas and takes the escape off again', () => {
    for (const text of ['=1+1', '+82 2', '-5', '@SUM(A1)']) {
      expect(escapeFormula(text)).toBe(`'${text}`);
      expect(unescapeFormula(escapeFormula(text))).toBe(text);
    }
    expect(escapeFormula("it's")).toBe("it's");
  });

  it('parses quoted CSV with the delimiter of its header line', () => {
    expect(parseCsv('a;b\r\n"x;""y""";2\r\n')).toEqual([
      ['a', 'b'],
      ['x;"y"', '2'],
    ]);
    expect(parseCsv('a,b\n"multi\nline",3')).toEqual([
      ['a', 'b'],
      ['multi\nline', '3'],
    ]);
  });
});
