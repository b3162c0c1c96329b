import type { ConsoleOrderDetail } from '@hive/domain';
import { describe, expect, it } from 'vitest';
import { editRequest, editStart, packsOf } from '../src/features/order/console/order-edit';
import { amountRows, methodsFor, methodUnder, pendingCosts } from '../src/features/order/deal-amounts';

const goods = { goods: 1_000_00, freight: null, insurance: null, duties: null };

describe("a deal's amounts", () => {
  it('under FOB, the goods alone: the freight and the insurance are the buyer’s', () => {
    expect(amountRows('FOB', goods)).toEqual([{ key: 'goods', amount: 1_000_00 }]);
  });

  it('under CIF, the freight and the insurance the estimate found; a discount and a credit as deductions', () => {
    const amounts = { ...goods, freight: 120_00, insurance: 3_45, discount: 50_00, credit: 0 };
    expect(amountRows('CIF', amounts)).toEqual([
      { key: 'goods', amount: 1_000_00 },
      { key: 'freight', amount: 120_00 },
      { key: 'insurance', amount: 3_45 },
      { key: 'discount', amount: -50_00 },
    ]);
  });

  it('under DDP with no rate, the freight, insurance and duties stay, to be quoted, and both notices show', () => {
    const amounts = { ...goods, freightToBeQuoted: true };
    expect(amountRows('DDP', amounts).map((row) => [row.key, row.amount])).toEqual([
      ['goods', 1_000_00],
      ['freight', null],
      ['insurance', null],
      ['duties', null],
    ]);
    expect(pendingCosts('DDP', amounts)).toEqual({ freight: true, duties: true });
  });

  it('under DDP with the freight estimated, only the duties are waited for', () => {
    const amounts = { ...goods, freight: 90_00, insurance: 2_00, freightToBeQuoted: true };
    expect(pendingCosts('DDP', amounts)).toEqual({ freight: false, duties: true });
    expect(pendingCosts('CPT', { ...goods, freight: 90_00, freightToBeQuoted: false })).toEqual({
      freight: false,
      duties: false,
    });
  });
});

describe('the shipping methods a rule allows', () => {
  it('FAS, FOB, CFR and CIF by sea alone; the others by any method', () => {
    for (const incoterm of ['FAS', 'FOB', 'CFR', 'CIF'] as const) expect(methodsFor(incoterm)).toEqual(['SEA']);
    expect(methodsFor('CPT')).toContain('ROAD');
  });

  it('a method the new rule refuses gives way to sea; an allowed one is kept', () => {
    expect(methodUnder('CIF', 'AIR')).toBe('SEA');
    expect(methodUnder('CIP', 'AIR')).toBe('AIR');
  });
});

const order = {
  incoterm: 'CIF',
  currency: 'USD',
  credit: 0,
  discount: 0,
  freight: null,
  insurance: null,
  duties: null,
  lines: [
    { productId: 1, sku: 'A-1', quantity: 5, moq: 10, unitPrice: 2_00 },
    { productId: 2, sku: 'B-2', quantity: 2, moq: 6, unitPrice: 5_00 },
  ],
} as unknown as ConsoleOrderDetail;

describe("an operator's edit of a placed order", () => {
  it('starts from the order, the costs to be quoted left empty', () => {
    expect(editStart(order)).toMatchObject({
      lines: [
        { productId: 1, quantity: '5', removed: false },
        { productId: 2, quantity: '2', removed: false },
      ],
      freight: '',
      insurance: '',
      discount: '',
      reason: '',
    });
  });

  it('sends the kept lines, the costs the rule carries, the discount and the reason; the new total follows', () => {
    const values = {
      ...editStart(order),
      lines: [
        { productId: 1, quantity: '3', removed: false },
        { productId: 2, quantity: '2', removed: true },
      ],
      freight: '150',
      insurance: '1.20',
      duties: 'ignored under CIF',
      discount: '10',
      reason: 'Freight quoted by sea to Ho Chi Minh City',
    };
    const { body, problems, goods, total } = editRequest(order, values);
    expect(problems).toEqual({});
    expect(body).toEqual({
      lines: [{ productId: 1, quantity: 3 }],
      freight: 150_00,
      insurance: 1_20,
      duties: null,
      discount: 10_00,
      reason: 'Freight quoted by sea to Ho Chi Minh City',
    });
    expect(goods).toBe(60_00);
    expect(total).toBe(60_00 + 150_00 + 1_20 - 10_00);
  });

  it('names what is wrong: a quantity above the ordered, a cost missing, a discount over the goods, no reason', () => {
    const values = {
      ...editStart(order),
      lines: [
        { productId: 1, quantity: '6', removed: false },
        { productId: 2, quantity: '1', removed: false },
      ],
      insurance: '1.234',
      discount: '100',
    };
    expect(editRequest(order, values).problems).toEqual({
      'qty-1': 'quantity',
      freight: 'required',
      insurance: 'money',
      discount: 'discount',
      reason: 'reason',
    });
  });

  it('refuses to remove every line (that is a cancellation)', () => {
    const values = { ...editStart(order), lines: editStart(order).lines.map((line) => ({ ...line, removed: true })) };
    expect(editRequest(order, values).problems.lines).toBe('allRemoved');
  });

  it('reads packs as whole numbers from one to what was ordered', () => {
    expect(packsOf(' 3 ', 5)).toBe(3);
    expect(packsOf('0', 5)).toBeNull();
    expect(packsOf('2.5', 5)).toBeNull();
  });
});
