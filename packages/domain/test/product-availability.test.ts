import { describe, expect, it } from 'vitest';
import {
  isAvailable,
  isChoosable,
  productAvailability,
  shownAvailability,
  unavailableText,
} from '../src/product-availability.js';

describe("a product's availability", () => {
  it('is available when sold and not withdrawn, sold out when taken off sale', () => {
    expect(productAvailability({ exist: true })).toBe('available');
    expect(productAvailability({ exist: true, withdrawn: false })).toBe('available');
    expect(productAvailability({ exist: false, withdrawn: false })).toBe('soldOut');
  });

  it('is withdrawn when it or its brand is hidden, sold out or not', () => {
    expect(productAvailability({ exist: true, withdrawn: true })).toBe('withdrawn');
    expect(productAvailability({ exist: false, withdrawn: true })).toBe('withdrawn');
  });

  it('lets only an available product be ordered, and a line be chosen unless withdrawn', () => {
    expect([{ exist: true }, { exist: false }, { exist: true, withdrawn: true }].map(isAvailable)).toEqual([
      true,
      false,
      false,
    ]);
    expect([{ exist: true }, { exist: false }, { exist: true, withdrawn: true }].map(isChoosable)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('is shown with `exist` false for a withdrawn product, and `withdrawn` only then', () => {
    expect(shownAvailability({ exist: true, withdrawn: false })).toEqual({ exist: true });
    expect(shownAvailability({ exist: false, withdrawn: false })).toEqual({ exist: false });
    expect(shownAvailability({ exist: true, withdrawn: true })).toEqual({ exist: false, withdrawn: true });
    // What is shown reads the same again: a client applying the rule to an answer gets the server's verdict.
    expect(productAvailability(shownAvailability({ exist: true, withdrawn: true }))).toBe('withdrawn');
  });

  it('names the products a refusal is about, sold out and withdrawn apart', () => {
    const sku = (product: { sku: string }) => product.sku;
    expect(
      unavailableText(
        [
          { sku: 'A', exist: false },
          { sku: 'B', exist: true },
          { sku: 'C', exist: true, withdrawn: true },
          { sku: 'D', exist: false },
        ],
        sku,
      ),
    ).toBe('Sold out: A, D. No longer sold: C');
    expect(unavailableText([{ sku: 'C', exist: false, withdrawn: true }], sku)).toBe('No longer sold: C');
    expect(unavailableText([{ sku: 'B', exist: true }], sku)).toBe('');
  });
});
