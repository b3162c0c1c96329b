import { DEMO_PASSWORD } from './accounts-helpers';
import { type APIRequestContext, expect } from './fixtures';
import { buyerHeaders, xsrfHeader } from './helpers';

/** An orderable product, with the caller's price when signed in. */
export async function orderableProduct(request: APIRequestContext, headers: Record<string, string>, from: number) {
  for (let id = from; id < from + 300; id++) {
    const response = await request.get(`/client/api/v2/product/${id}?locale=en`, { headers });
    if (!response.ok()) continue;
    const { payload } = await response.json();
    if (payload.exist && !payload.held)
      return {
        id,
        sku: payload.sku as string,
        name: payload.name as string,
        moq: payload.moq as number,
        price: payload.price,
      };
  }
  throw new Error('no orderable product');
}

/**
 * A quotation requested by a demo buyer (demo-krw unless told) the way the quotation basket requests it: the product
 * added to the basket with enough packs to pass the minimum (₩600,000 or $500), then the request.
 */
export async function buyerQuotation(request: APIRequestContext, loginId = 'demo-krw') {
  const headers = await buyerHeaders(request, loginId);
  const product = await orderableProduct(request, headers, 40 + Math.floor(Math.random() * 200));
  const minimum = product.price.currency === 'KRW' ? 700_000 : 600_00;
  const packs = Math.min(9999, Math.ceil(minimum / (product.price.unitPrice * product.moq)));
  expect(
    (await request.post('/client/api/v1/quotation/add', { data: { productIds: [product.id] }, headers })).ok(),
  ).toBe(true);
  expect(
    (
      await request.put('/client/api/v1/quotation/qty', { data: { productId: product.id, quantity: packs }, headers })
    ).ok(),
  ).toBe(true);
  const requested = await request.post('/client/api/v1/quotation/request', {
    data: { requestProducts: [{ product: { id: product.id }, quantity: packs }] },
    headers,
  });
  expect(requested.ok(), await requested.text()).toBe(true);
  const { quotation } = (await requested.json()).payload as { quotation: { id: number; number: string } };
  return { ...quotation, headers, product, packs };
}

/** An offer's terms: its incoterm, its named place ('' leaves it to the buyer's order) and the costs the rule carries. */
export type OfferTerms = {
  incoterm: string;
  namedPlace: string;
  freight: number | null;
  insurance: number | null;
  duties: number | null;
};

/**
 * A quotation the operators have answered: requested as above, answered by an operator with offer version 1 (CIF with
 * its freight and insurance unless told, the buyer's price less one unit, valid 20 days) — what the quotation journeys
 * do through the pages.
 */
export async function offeredQuotation(request: APIRequestContext, loginId: string, given?: OfferTerms) {
  const quotation = await buyerQuotation(request, loginId);
  const krw = quotation.product.price.currency === 'KRW';
  const terms: OfferTerms = given ?? {
    incoterm: 'CIF',
    namedPlace: '',
    freight: krw ? 85_000 : 65_00,
    insurance: krw ? 2_500 : 1_80,
    duties: null,
  };
  const xsrf = await xsrfHeader(request);
  const operator = await request.post('/console/api/auth/sign-in', {
    data: { loginId: 'admin', password: DEMO_PASSWORD },
    headers: xsrf,
  });
  const operatorHeaders = { ...xsrf, 'x-operator-token': (await operator.json()).payload.token as string };
  const unitPrice = quotation.product.price.unitPrice - (quotation.product.price.currency === 'KRW' ? 10 : 1);
  const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const offered = await request.post(`/console/api/quotations/${quotation.id}/offers`, {
    data: {
      lines: [{ productId: quotation.product.id, unitPrice, quantity: quotation.packs, available: true }],
      validUntil,
      ...terms,
      leadTimeDays: 14,
      note: '',
    },
    headers: operatorHeaders,
  });
  expect(offered.ok(), await offered.text()).toBe(true);
  return { ...quotation, unitPrice, terms };
}

/** A quotation the buyer has accepted: offered as above, and accepted through the API. */
export async function acceptedQuotation(request: APIRequestContext, loginId: string, terms?: OfferTerms) {
  const quotation = await offeredQuotation(request, loginId, terms);
  const accepted = await request.post(`/client/api/v1/quotations/${quotation.id}/accept`, {
    data: { version: 1 },
    headers: quotation.headers,
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return quotation;
}
