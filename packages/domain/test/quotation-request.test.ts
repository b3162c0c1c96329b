import { describe, expect, it } from 'vitest';
import { minor } from '../src/money.js';
import { requestBlock } from '../src/quotation-request.js';

const line = (subtotal: number, exist = true, sku = 'A') => ({ sku, exist, subtotal: minor(subtotal) });
const minimum = minor(500_00);

describe('what blocks a quotation request', () => {
  it('blocks nothing chosen', () => {
    expect(requestBlock([], minimum)).toEqual({ reason: 'empty' });
  });

  it('blocks sold-out lines, naming them, even above the minimum', () => {
    const soldOut = line(100, false, 'B');
    expect(requestBlock([line(900_00), soldOut], minimum)).toEqual({ reason: 'soldOut', lines: [soldOut] });
  });

  it('blocks withdrawn lines as it blocks sold-out ones, naming them', () => {
    const withdrawn = { ...line(100, true, 'C'), withdrawn: true };
    expect(requestBlock([line(900_00), withdrawn], minimum)).toEqual({ reason: 'soldOut', lines: [withdrawn] });
  });

  it('blocks a total under the minimum with the amount still missing', () => {
    expect(requestBlock([line(200_00), line(50_00)], minimum)).toEqual({
      reason: 'minimum',
      total: 250_00,
      missing: 250_00,
    });
  });

  it('lets a request through at the minimum and above it', () => {
    expect(requestBlock([line(300_00), line(200_00)], minimum)).toBeNull();
    expect(requestBlock([line(700_00)], minimum)).toBeNull();
  });

  it('lets any total through when there is no minimum', () => {
    expect(requestBlock([line(0)], minor(0))).toBeNull();
  });
});
