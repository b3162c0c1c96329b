import type {
  AddressView,
  BuyerQuotationDetail,
  OrderDocumentView,
  OrderPreview,
  OrderState,
  ReorderPreview,
} from '@hive/domain';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../src/components/form/form-errors';
import { initialOrderValues, orderBody } from '../src/features/order/order-form-values';
import { blockText, refusalText } from '../src/features/order/order-problems';
import {
  addressText,
  documentsByType,
  incotermOf,
  mayDecideApproval,
  mergeLines,
  orderableAgain,
  orderSourceOf,
  partyFromAddress,
  removeLine,
  setLine,
  shortLines,
  stateTabs,
  tomorrow,
} from '../src/features/order/order-rules';
import { acceptedOfferOf } from '../src/features/quotation/accepted-offer';
import type { TFunction } from '../src/i18n/i18n';
import { ApiError } from '../src/lib/api-client';

const search = (query = '') => new URLSearchParams(query);

describe('where the order form takes its lines from', () => {
  it('an accepted offer in the address, before anything the navigation carries', () => {
    expect(orderSourceOf(search('quotation=12'), { products: [{ productId: 1, qty: 1 }] })).toEqual({
      kind: 'offer',
      quotationId: 12,
    });
  });

  it("the basket's checked items from the navigation state, one line per product", () => {
    const state = {
      products: [
        { productId: 5, qty: 2 },
        { productId: 7, qty: 1 },
        { productId: 5, qty: 3 },
      ],
    };
    expect(orderSourceOf(search(), state)).toEqual({
      kind: 'basket',
      lines: [
        { productId: 5, qty: 5 },
        { productId: 7, qty: 1 },
      ],
    });
  });

  it('the stock when nothing usable was passed: no state, a bad quotation id, malformed or empty lines', () => {
    expect(orderSourceOf(search(), null)).toEqual({ kind: 'stock' });
    expect(orderSourceOf(search('quotation=abc'), undefined)).toEqual({ kind: 'stock' });
    expect(orderSourceOf(search('quotation=-3'), { products: [] })).toEqual({ kind: 'stock' });
    expect(
      orderSourceOf(search(), { products: [{ productId: 0, qty: 1 }, { productId: 2, qty: 0 }, { qty: 3 }, 'x'] }),
    ).toEqual({ kind: 'stock' });
  });
});

describe("the form's lines", () => {
  it('sum one product into one line, never past the largest quantity', () => {
    expect(
      mergeLines([
        { productId: 1, qty: 9000 },
        { productId: 1, qty: 5000 },
      ]),
    ).toEqual([{ productId: 1, qty: 9999 }]);
  });

  it("set a product's quantity in place, add a new product at the end, take one out", () => {
    const lines = [
      { productId: 1, qty: 1 },
      { productId: 2, qty: 2 },
    ];
    expect(setLine(lines, 1, 4)).toEqual([
      { productId: 1, qty: 4 },
      { productId: 2, qty: 2 },
    ]);
    expect(setLine(lines, 3, 1)).toEqual([...lines, { productId: 3, qty: 1 }]);
    expect(removeLine(lines, 1)).toEqual([{ productId: 2, qty: 2 }]);
  });
});

const address: AddressView = {
  id: 4,
  consignee: 'Saigon K-Mart — Warehouse 2',
  phone: { countryId: 1, countryCallingCode: '+84', number: '90 123 4567' },
  country: { id: 1, code: 'VN', name: 'Vietnam', callingCode: '+84', emoji: '🇻🇳' },
  line1: '12 Nguyen Hue',
  line2: '',
  city: 'Ho Chi Minh City',
  region: '',
  postalCode: '700000',
  isDefault: true,
};

describe('the parties the form fills in', () => {
  it('an address on one line, without its empty parts', () => {
    expect(addressText(address)).toBe('12 Nguyen Hue, Ho Chi Minh City 700000, Vietnam');
  });

  it('the consignee from the chosen address, keeping the e-mail typed before', () => {
    expect(partyFromAddress(address, 'ha@example.com')).toEqual({
      name: 'Saigon K-Mart — Warehouse 2',
      address: '12 Nguyen Hue, Ho Chi Minh City 700000, Vietnam',
      phone: '+84 90 123 4567',
      email: 'ha@example.com',
    });
  });

  it("an offer's incoterm when it is one of Incoterms 2020, else FOB", () => {
    expect(incotermOf('cif ')).toBe('CIF');
    expect(incotermOf('FOB Busan')).toBe('FOB');
    expect(incotermOf(undefined)).toBe('FOB');
  });
});

describe('the request the form sends', () => {
  const values = {
    ...initialOrderValues('DAP'),
    shipToAddressId: 4,
    namedPlace: 'Ho Chi Minh City',
    notifyParty: { name: 'Agent', address: 'Port', phone: '', email: '' },
  };

  it('leaves out the notify party when it is the consignee, and an unset date', () => {
    const body = orderBody(values, [{ productId: 1, qty: 2 }], undefined);
    expect(body).not.toHaveProperty('notifySame');
    expect(body.notifyParty).toBeUndefined();
    expect(body.requestedDate).toBeUndefined();
    expect(body).not.toHaveProperty('quotationId');
    expect(body.products).toEqual([{ productId: 1, qty: 2 }]);
  });

  it("carries a notify party of its own, the date, and the offer's quotation", () => {
    const body = orderBody({ ...values, notifySame: false, requestedDate: '2027-01-15' }, [], 9);
    expect(body.notifyParty).toEqual(values.notifyParty);
    expect(body.requestedDate).toBe('2027-01-15');
    expect(body.quotationId).toBe(9);
  });

  it("names a party's field by its whole path, for the control that edits it", () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const errors = fieldErrors(
      [
        { code: 'too_small', path: ['consignee', 'name'], minimum: 1, origin: 'string', input: '', message: '' },
      ] as never,
      t,
    );
    expect(errors).toEqual({ consignee: 'validation.required', 'consignee.name': 'validation.required' });
  });
});

const line = (productId: number, options: Partial<OrderPreview['lines'][number]> = {}) => ({
  productId,
  sku: `SKU-${productId}`,
  name: `Product ${productId}`,
  nameKo: null,
  brand: { id: 1, name: 'Brand' },
  image: '',
  moq: 10,
  quantity: 2,
  unitPrice: 500,
  subtotal: 10_000,
  stock: null,
  exist: true,
  ...options,
});
const preview = (block: OrderPreview['block'], lines = [line(1)]): OrderPreview => ({
  currency: 'USD',
  lines,
  totals: { sku: lines.length, units: 20, amount: 10_000 },
  minimum: 50_000,
  block,
  quotation: null,
});
/** The key and its values, so that a test reads what would be said. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;
const money = (amount: number) => `$${(amount / 100).toFixed(2)}`;

describe('why the lines cannot be ordered, naming the products', () => {
  it('the lines short of stock, with the units left', () => {
    const short = preview('outOfStock', [line(1, { stock: 15 }), line(2, { stock: 500 }), line(3)]);
    expect(shortLines(short).map((each) => each.productId)).toEqual([1]);
    expect(blockText(short, t, money)).toContain('problems.stockLeft {\\"name\\":\\"Product 1\\",\\"count\\":15}');
  });

  it('the sold-out lines by name, and the amount missing to the minimum', () => {
    expect(blockText(preview('soldOut', [line(1), line(2, { exist: false })]), t, money)).toBe(
      'problems.soldOut {"products":"Product 2"}',
    );
    // A withdrawn line (an accepted offer's, say) is said apart: no longer sold.
    const both = preview('soldOut', [line(1, { exist: false, withdrawn: true }), line(2, { exist: false })]);
    expect(blockText(both, t, money)).toBe(
      'problems.soldOut {"products":"Product 2"} problems.withdrawn {"products":"Product 1"}',
    );
    expect(blockText(preview('minimum'), t, money)).toBe('problems.minimum {"minimum":"$500.00","missing":"$400.00"}');
    expect(blockText(preview(null), t, money)).toBeUndefined();
  });

  it("a refusal of placing in the fresh preview's words; another refusal in its code's", () => {
    const refused = new ApiError(409, 'SOLD_OUT', 'Sold out: SKU-2', true);
    const fresh = preview('soldOut', [line(2, { exist: false })]);
    expect(refusalText(refused, fresh, t, money)).toBe('problems.soldOut {"products":"Product 2"}');
    expect(refusalText(refused, preview(null), t, money)).toBeUndefined();
    expect(refusalText(new ApiError(409, 'QUOTATION_STATE', 'no', true), fresh, t, money)).toBeUndefined();
  });
});

describe('the order list and an order', () => {
  it("tabs for every state with the search's counts, and all of them together", () => {
    const tabs = stateTabs([
      { state: 'PLACED', count: 2 },
      { state: 'DELIVERED', count: 5 },
    ]);
    expect(tabs[0]).toEqual({ state: undefined, count: 7 });
    expect(tabs.find((tab) => tab.state === 'SHIPPED')?.count).toBe(0);
    expect(tabs).toHaveLength(9);
    expect(stateTabs(undefined).every((tab) => tab.count === undefined)).toBe(true);
  });

  it('documents by type in the contract order, the newest version first', () => {
    const document = (type: OrderDocumentView['type'], version: number): OrderDocumentView => ({
      type,
      version,
      issuedAt: '2026-11-01T00:00:00Z',
      url: `/${type}?version=${version}`,
    });
    const groups = documentsByType([document('ci', 1), document('po', 1), document('ci', 2), document('pl', 1)]);
    expect(groups.map((group) => group.map((each) => `${each.type}${each.version}`))).toEqual([
      ['po1'],
      ['ci2', 'ci1'],
      ['pl1'],
    ]);
  });

  it('the lines that can go back to the basket: available, or at a changed price', () => {
    const reorder = {
      currency: 'USD',
      lines: (['available', 'priceChanged', 'soldOut', 'unavailable'] as const).map((status, index) => ({
        ...line(index + 1),
        status,
        currentPrice: status === 'unavailable' ? null : 500,
      })),
    } as ReorderPreview;
    expect(orderableAgain(reorder).map((each) => each.status)).toEqual(['available', 'priceChanged']);
  });

  it("the earliest delivery date to ask for is tomorrow on the buyer's calendar", () => {
    expect(tomorrow(new Date(2026, 11, 31, 23, 30))).toBe('2027-01-01');
  });
});

describe('the accepted offer an order is placed from', () => {
  const offerLine = (productId: number, available: boolean) => ({ ...line(productId), available, quantity: productId });
  const quotation = (state: BuyerQuotationDetail['state']) =>
    ({
      id: 3,
      number: 'Q-2026-000003',
      state,
      acceptedVersion: state === 'ACCEPTED' ? 1 : null,
      offers: [
        {
          version: 1,
          incoterm: 'CIF',
          namedPlace: 'Ho Chi Minh City',
          lines: [offerLine(1, true), offerLine(2, false), offerLine(3, true)],
        },
        { version: 2, incoterm: 'FOB', namedPlace: '', lines: [offerLine(9, true)] },
      ],
    }) as unknown as BuyerQuotationDetail;

  it("is the accepted version's suppliable lines with their quantities, its incoterm and named place", () => {
    expect(acceptedOfferOf(quotation('ACCEPTED'))).toEqual({
      quotationId: 3,
      number: 'Q-2026-000003',
      state: 'ACCEPTED',
      offer: {
        version: 1,
        incoterm: 'CIF',
        namedPlace: 'Ho Chi Minh City',
        products: [
          { productId: 1, qty: 1 },
          { productId: 3, qty: 3 },
        ],
      },
    });
  });

  it('is none once ordered, or before an acceptance', () => {
    expect(acceptedOfferOf(quotation('ORDERED')).offer).toBeNull();
    expect(acceptedOfferOf(quotation('QUOTED')).offer).toBeNull();
  });
});

describe('who is offered the approval of an order over the limit', () => {
  const event = (action: string, toState: OrderState, memberName: string | null) => ({
    fromState: null,
    toState,
    action,
    actor: 'buyer' as const,
    operatorName: null,
    memberName,
    note: '',
    createdAt: '2026-03-01T00:00:00Z',
  });
  const waiting = { state: 'PENDING_APPROVAL' as const, history: [event('place', 'PENDING_APPROVAL', 'Bao Tran')] };
  const owner = { id: 1, role: 'OWNER' as const, name: 'Olga Kim' };

  it('an owner or an admin, while the order waits; not a purchaser nor a viewer', () => {
    expect(mayDecideApproval(waiting, owner, 2)).toBe(true);
    expect(mayDecideApproval(waiting, { id: 2, role: 'ADMIN', name: 'Ana' }, 2)).toBe(true);
    expect(mayDecideApproval(waiting, { id: 3, role: 'PURCHASER', name: 'Pia' }, 2)).toBe(false);
    expect(mayDecideApproval(waiting, { id: 4, role: 'VIEWER', name: 'Vic' }, 2)).toBe(false);
    expect(mayDecideApproval({ ...waiting, state: 'PLACED' }, owner, 2)).toBe(false);
  });

  it('not the one who placed it, unless they are the only approver; not before the approvers are known', () => {
    const mine = { ...waiting, history: [event('place', 'PENDING_APPROVAL', 'Olga Kim')] };
    expect(mayDecideApproval(mine, owner, 2)).toBe(false);
    expect(mayDecideApproval(mine, owner, 1)).toBe(true);
    expect(mayDecideApproval(waiting, owner, undefined)).toBe(false);
  });
});
