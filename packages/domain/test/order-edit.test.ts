import { describe, expect, it } from 'vitest';
import { minor } from '../src/money.js';
import { editOrder } from '../src/order-edit.js';

const ordered = [
  { productId: 1, quantity: 10, moq: 12, unitPrice: 2_50 },
  { productId: 2, quantity: 4, moq: 6, unitPrice: 10_00 },
];
const none = { freight: null, insurance: null, duties: null, discount: minor(0) };
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('editing a placed order', () => {
  it('lowers quantities and removes the lines left out, at the prices ordered', () => {
    const edited = editOrder('FOB', ordered, [{ productId: 1, quantity: 6 }], none);
    expect(edited.lines).toEqual([{ productId: 1, quantity: 6, moq: 12, unitPrice: 2_50 }]);
    expect(edited.removed).toEqual([2]);
    expect(edited.goods).toBe(6 * 12 * 2_50);
    expect(edited.total).toBe(6 * 12 * 2_50);
  });

  it('adds the costs the rule carries and takes the discount off the total', () => {
    const edited = editOrder('CIF', ordered, [...ordered], {
      freight: minor(150_00),
      insurance: minor(4_20),
      duties: null,
      discount: minor(20_00),
    });
    expect(edited.goods).toBe(300_00 + 240_00);
    expect(edited.total).toBe(540_00 + 150_00 + 4_20 - 20_00);
  });

  it('refuses more than ordered, another product, a line twice, costs the rule does not carry, a discount past the goods', () => {
    expect(refusal(() => editOrder('FOB', ordered, [{ productId: 1, quantity: 11 }], none))).toMatch(
      /^body\.lines\.0\.quantity: at most the 10 packs/,
    );
    expect(refusal(() => editOrder('FOB', ordered, [{ productId: 3, quantity: 1 }], none))).toMatch(
      /^body\.lines\.0\.productId/,
    );
    expect(
      refusal(() =>
        editOrder(
          'FOB',
          ordered,
          [
            { productId: 2, quantity: 1 },
            { productId: 2, quantity: 1 },
          ],
          none,
        ),
      ),
    ).toMatch(/^body\.lines\.1\.productId: is given twice/);
    expect(refusal(() => editOrder('FOB', ordered, [...ordered], { ...none, freight: minor(1) }))).toMatch(
      /^body\.freight: FOB leaves the freight to the buyer/,
    );
    expect(refusal(() => editOrder('CPT', ordered, [...ordered], none))).toMatch(
      /^body\.freight: CPT puts the freight/,
    );
    expect(
      refusal(() => editOrder('FOB', ordered, [{ productId: 2, quantity: 1 }], { ...none, discount: minor(60_01) })),
    ).toMatch(/^body\.discount/);
  });
});
