import { deliveryEstimate, type FreightRate, minor, shipmentOf } from '@hive/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { orderFixtures } from '../../../test/orders.js';
import { pdfText } from '../../../test/pdf-text.js';
import { quotationFixtures } from '../../../test/quotations.js';
import { requests } from '../../../test/requests.js';

/**
 * What an incoterm costs: the estimate of the freight and insurance a C or D rule puts on the seller (from the
 * operators' rates, shown before the buyer commits and kept by the order), an order without a rate left to be quoted
 * and edited by an operator before confirming, an accepted offer's terms kept, and the amounts on the documents.
 */
let ctx: TestContext;
let r: ReturnType<typeof requests>;
let f: ReturnType<typeof orderFixtures>;
let token: string;
let address: number;
let admin: string;
let email: string;

beforeAll(async () => {
  ctx = await createTestApp();
  r = requests(ctx);
  f = orderFixtures(ctx, r);
  token = await r.signIn('demo-usd');
  const buyer = await f.buyer('demo-usd');
  email = buyer.email;
  address = await f.addressOf(buyer.id); // in the United States
  admin = await r.operator('admin');
});

const preview = (body: object) =>
  r.call('POST', '/client/api/v1/member/order/preview', { token, body: { locale: 'en', ...body } });

/** The operators' US sea rate in dollars, and what the products weigh and fill packed, as placing reads them. */
async function expectedCosts(lines: { productId: number; qty: number }[], goods: number) {
  const [rate] = await f.query<FreightRate>(
    `select 'US' as country, r.method, r.currency, r.per_kg as "perKg", r.per_cbm as "perCbm", r.minimum
     from freight_rates r join countries c on c.id = r.country_id
     where c.code = 'US' and r.method = 'SEA' and r.currency = 'USD'`,
  );
  const packing = await f.query<{
    id: number;
    moq: number;
    unitWeightG: number;
    unitsPerCarton: number;
    cartonWeightG: number;
    cartonVolumeCm3: number;
  }>(
    `select id, moq, weight_g as "unitWeightG", units_per_carton as "unitsPerCarton", carton_weight_g as "cartonWeightG",
       carton_volume_cm3 as "cartonVolumeCm3" from products where id = any($1::int[])`,
    [lines.map((line) => line.productId)],
  );
  const byId = new Map(packing.map((row) => [row.id, row]));
  const shipment = shipmentOf(
    lines.map((line) => ({ units: line.qty * byId.get(line.productId)!.moq, packing: byId.get(line.productId)! })),
  );
  const [bp] = await f.query<{ bp: number }>('select insurance_rate_bp as bp from settings where id = 1');
  return deliveryEstimate('CIF', minor(goods), shipment, rate!, bp!.bp);
}

describe('the incoterm’s cost', () => {
  it('estimates CIF freight and insurance from the operators’ rate before the buyer commits, and the order keeps them', async () => {
    const [a, b] = await f.products(2);
    const lines = [
      { productId: a!.id, qty: f.packsOver(a!) },
      { productId: b!.id, qty: 3 },
    ];
    const terms = { incoterm: 'CIF', namedPlace: 'Long Beach', shippingMethod: 'SEA', shipToAddressId: address };

    // Without terms, or under FOB: the goods alone.
    const bare = (await preview({ products: lines })).json().payload;
    expect(bare).toMatchObject({ freight: null, insurance: null, duties: null, freightToBeQuoted: false });
    expect(bare.total).toBe(bare.goods);
    expect(bare.goods).toBe(bare.totals.amount);
    const fob = (await preview({ products: lines, ...terms, incoterm: 'FOB', namedPlace: 'Busan' })).json().payload;
    expect(fob).toMatchObject({ freight: null, insurance: null, total: bare.goods });

    const cif = (await preview({ products: lines, ...terms })).json().payload;
    const expected = await expectedCosts(lines, bare.goods);
    expect(expected.freight).toBeGreaterThan(0);
    expect(cif).toMatchObject({
      goods: bare.goods,
      freight: expected.freight,
      insurance: expected.insurance,
      duties: null,
      freightToBeQuoted: false,
      total: bare.goods + expected.freight! + expected.insurance!,
    });

    // The rate's minimum is what the operators set: raised, the estimate follows.
    await f.query(
      `update freight_rates set minimum = 987654 where method = 'SEA' and currency = 'USD'
         and country_id = (select id from countries where code = 'US')`,
    );
    expect((await preview({ products: lines, ...terms })).json().payload.freight).toBe(987_654);
    await f.query(
      `update freight_rates set minimum = 35000 where method = 'SEA' and currency = 'USD'
         and country_id = (select id from countries where code = 'US')`,
    );

    const placed = await f.place(token, f.form(lines, address, terms));
    expect(placed.statusCode).toBe(200);
    const order = placed.json().payload.order;
    expect(order).toMatchObject({
      incoterm: 'CIF',
      namedPlace: 'Long Beach',
      goods: cif.goods,
      freight: cif.freight,
      insurance: cif.insurance,
      duties: null,
      discount: 0,
      credit: 0,
      total: cif.total,
      freightToBeQuoted: false,
      totals: { amount: cif.total },
    });
    // The list and the purchase order say the same total; the PO shows what it is made of.
    const list = (await r.call('GET', '/client/api/v1/orders', { token })).json().payload;
    expect(list.list.find((row: { id: number }) => row.id === order.id).totals.amount).toBe(cif.total);
    const po = (
      await pdfText((await r.call('GET', `/client/api/v1/orders/${order.id}/documents/po`, { token })).rawPayload)
    ).replace(/\s+/g, ' ');
    const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(po).toContain(`Goods value ${money(cif.goods)}`);
    expect(po).toContain(`Freight ${money(cif.freight)}`);
    expect(po).toContain(`Insurance ${money(cif.insurance)}`);
    expect(po).toContain(`Total (USD) ${money(cif.total)}`);

    // Confirmed, paid and shipped: the proforma invoice asks for the whole deal, the commercial invoice states the
    // freight, the insurance and the FOB value an importer declares.
    const confirmed = await r.call('POST', `/console/api/orders/${order.id}/confirm`, {
      operator: admin,
      body: { terms: { kind: 'ADVANCE' } },
    });
    expect(confirmed.json().payload.installments).toEqual([
      expect.objectContaining({ kind: 'full', amount: cif.total }),
    ]);
    await r.call('POST', `/console/api/orders/${order.id}/pay`, {
      operator: admin,
      body: { reference: 'TT-1', paidOn: '2026-11-20' },
    });
    await r.call('POST', `/console/api/orders/${order.id}/prepare`, { operator: admin, body: {} });
    const shipped = await r.call('POST', `/console/api/orders/${order.id}/ship`, {
      operator: admin,
      body: {
        carrier: 'HMM',
        trackingNumber: 'HMMU1234567',
        shippedOn: '2026-11-25',
        portOfLoading: 'Busan, Korea',
        portOfDischarge: 'Long Beach, US',
        cartons: [],
      },
    });
    expect(shipped.statusCode).toBe(200);
    const pi = (
      await pdfText((await r.call('GET', `/client/api/v1/orders/${order.id}/documents/pi`, { token })).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(pi).toContain(`Freight ${money(cif.freight)}`);
    expect(pi).toContain(`Total (USD) ${money(cif.total)}`);
    const ci = (
      await pdfText((await r.call('GET', `/client/api/v1/orders/${order.id}/documents/ci`, { token })).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(ci).toContain(`Freight ${money(cif.freight)}`);
    expect(ci).toContain(`Insurance ${money(cif.insurance)}`);
    expect(ci).toContain(`FOB value ${money(cif.goods)}`);
    expect(ci).toContain('CIF Long Beach');
  });

  it('refuses a sea-only rule by air, writing nothing', async () => {
    const [a] = await f.products(1);
    const before = await f.fingerprint(['orders', 'order_lines']);
    const refused = await f.place(
      token,
      f.form([{ productId: a!.id, qty: f.packsOver(a!) }], address, { incoterm: 'FOB', shippingMethod: 'AIR' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('body.shippingMethod');
    expect(await f.fingerprint(['orders', 'order_lines'])).toEqual(before);
  });

  it('places an order without a rate as freight to be quoted; an operator edits it, and only then confirms', async () => {
    const [a, b] = await f.products(2);
    const [held] = await f.products(1, { held: true, stock: 500 });
    const lines = [
      { productId: a!.id, qty: f.packsOver(a!) + 2 },
      { productId: b!.id, qty: 2 },
      { productId: held!.id, qty: 4 },
    ];
    // By road there is never a rate: CPT is placed with its freight to be quoted.
    const terms = { incoterm: 'CPT', namedPlace: 'Los Angeles', shippingMethod: 'ROAD', shipToAddressId: address };
    const estimate = (await preview({ products: lines, ...terms })).json().payload;
    expect(estimate).toMatchObject({ freight: null, insurance: null, freightToBeQuoted: true, total: estimate.goods });
    const order = (await f.place(token, f.form(lines, address, terms))).json().payload.order;
    expect(order).toMatchObject({ freight: null, freightToBeQuoted: true, allowedActions: ['cancel'] });
    const stockAfterPlacing = await f.stockOf(held!.id);

    const url = `/console/api/orders/${order.id}`;
    const detail = (await r.call('GET', url, { operator: admin })).json().payload;
    expect(detail.allowedActions).toEqual(['edit', 'cancel']);
    const early = await r.call('POST', `${url}/confirm`, { operator: admin, body: { terms: { kind: 'ADVANCE' } } });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatch(/freight is still to be quoted/);

    // Refused edits change nothing.
    const good = {
      lines: [
        { productId: a!.id, quantity: lines[0]!.qty - 2 },
        { productId: held!.id, quantity: 1 },
      ],
      freight: 420_00,
      insurance: null,
      duties: null,
      discount: 15_00,
      reason: 'Product B is discontinued; road freight to Los Angeles quoted by our forwarder.',
    };
    const before = await f.fingerprint(['orders', 'order_lines', 'order_documents', 'product_stock', 'outbox']);
    const cases: [object, string][] = [
      [{ ...good, lines: [{ productId: a!.id, quantity: lines[0]!.qty + 1 }] }, 'body.lines.0.quantity'],
      [{ ...good, lines: [{ productId: 999_999, quantity: 1 }] }, 'body.lines.0.productId'],
      [{ ...good, lines: [] }, 'body.lines'],
      [{ ...good, insurance: 5_00 }, 'body.insurance'],
      [{ ...good, freight: null }, 'body.freight'],
      [{ ...good, discount: 999_999_99 }, 'body.discount'],
      [{ ...good, reason: '' }, 'body.reason'],
      [{ ...good, unitPrice: 1 }, 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await r.call('PUT', url, { operator: admin, body });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error, field).toContain(field);
    }
    expect(await f.fingerprint(['orders', 'order_lines', 'order_documents', 'product_stock', 'outbox'])).toEqual(
      before,
    );

    const edited = await r.call('PUT', url, { operator: admin, body: good });
    expect(edited.statusCode).toBe(200);
    const after = edited.json().payload;
    const line = (id: number) => order.lines.find((row: { productId: number }) => row.productId === id);
    const goods =
      line(a!.id).unitPrice * line(a!.id).moq * good.lines[0]!.quantity + line(held!.id).unitPrice * line(held!.id).moq;
    expect(after).toMatchObject({
      state: 'PLACED',
      goods,
      freight: 420_00,
      insurance: null,
      discount: 15_00,
      total: goods + 420_00 - 15_00,
      freightToBeQuoted: false,
      allowedActions: ['confirm', 'edit', 'cancel'],
    });
    expect(after.lines.map((row: { productId: number; quantity: number }) => [row.productId, row.quantity])).toEqual([
      [a!.id, good.lines[0]!.quantity],
      [held!.id, 1],
    ]);
    expect(after.history.at(-1)).toMatchObject({ action: 'edit', actor: 'operator', note: good.reason });
    // The held product keeps only what its one pack needs: the rest is back in stock.
    expect(await f.stockOf(held!.id)).toBe(stockAfterPlacing! + 3 * line(held!.id).moq);
    // The purchase order again, as version 2, mailed to the buyer with the reason; the audit log has both sides.
    expect(
      after.documents
        .filter((doc: { type: string }) => doc.type === 'po')
        .map((doc: { version: number }) => doc.version),
    ).toEqual([1, 2]);
    const mails = await f.query<{ template: string; body: string; documents: string[] }>(
      `select o.template, o.text_body as body, array(select d.type || '-v' || d.version from outbox_attachments x
         join order_documents d on d.id = x.document_id where x.outbox_id = o.id) as documents
       from outbox o where o.to_address = $1 and o.template = 'orderEdited' and o.subject like '%' || $2 || '%'`,
      [email, order.number],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.documents).toEqual(['po-v2']);
    expect(mails[0]!.body).toContain(good.reason);
    const po2 = (
      await pdfText((await r.call('GET', `${url}/documents/po?version=2`, { operator: admin })).rawPayload)
    ).replace(/\s+/g, ' ');
    expect(po2).toContain('Freight $420.00');
    expect(po2).toContain('Discount -$15.00');
    expect(po2).not.toContain(line(b!.id).sku);
    const [audit] = await f.query<{ after: { before: { total: number }; total: number } }>(
      `select after from audit_log where action = 'order.edit' and target_id = $1`,
      [String(order.id)],
    );
    expect(audit!.after).toMatchObject({ before: { total: order.total }, total: after.total });

    // Now it can be confirmed, at the edited amount; once confirmed, no more edits.
    const confirmed = await r.call('POST', `${url}/confirm`, { operator: admin, body: { terms: { kind: 'ADVANCE' } } });
    expect(confirmed.json().payload.installments[0].amount).toBe(after.total);
    const late = await r.call('PUT', url, { operator: admin, body: good });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ORDER_STATE');
    // A buyer cannot reach the console's edit.
    expect((await r.call('PUT', url, { token, body: good })).statusCode).toBe(401);
  });

  it('keeps an accepted CIF offer’s terms and amounts: another incoterm or place is refused, naming the field', async () => {
    const q = quotationFixtures(ctx, r);
    const { id } = await q.requestAs('demo-usd', 2);
    const offer = {
      ...(await q.offerBody(admin, id)),
      incoterm: 'CIF',
      namedPlace: 'Ho Chi Minh City',
      freight: 310_00,
      insurance: 9_40,
    };
    expect(
      (await r.call('POST', `/console/api/quotations/${id}/offers`, { operator: admin, body: offer })).statusCode,
    ).toBe(200);
    const detail = (await r.call('GET', `/client/api/v1/quotations/${id}`, { token })).json().payload;
    expect(
      (await r.call('POST', `/client/api/v1/quotations/${id}/accept`, { token, body: { version: 1 } })).statusCode,
    ).toBe(200);
    const products = detail.offers[0].lines.map((line: { productId: number; quantity: number }) => ({
      productId: line.productId,
      qty: line.quantity,
    }));

    // The preview shows the offer's terms and amounts, whatever the form says.
    const answer = await preview({ products, quotationId: id, incoterm: 'EXW', shippingMethod: 'AIR' });
    expect(answer.statusCode, answer.body).toBe(200);
    const shown = answer.json().payload;
    expect(shown).toMatchObject({
      quotation: { id, incoterm: 'CIF', namedPlace: 'Ho Chi Minh City' },
      freight: 310_00,
      insurance: 9_40,
      total: detail.offers[0].totals.amount + 310_00 + 9_40,
    });

    const form = (extra: object) =>
      f.form(products, address, { quotationId: id, incoterm: 'CIF', namedPlace: 'Ho Chi Minh City', ...extra });
    const exw = await f.place(token, form({ incoterm: 'EXW' }));
    expect(exw.statusCode).toBe(409);
    expect(exw.json().error).toContain('body.incoterm');
    const place = await f.place(token, form({ namedPlace: 'Hanoi' }));
    expect(place.statusCode).toBe(409);
    expect(place.json().error).toContain('body.namedPlace');
    const air = await f.place(token, form({ shippingMethod: 'AIR' }));
    expect(air.statusCode).toBe(400);
    expect(air.json().error).toContain('body.shippingMethod');
    expect(await q.state(id)).toBe('ACCEPTED');

    const placed = await f.place(token, form({}));
    expect(placed.statusCode).toBe(200);
    expect(placed.json().payload.order).toMatchObject({
      incoterm: 'CIF',
      namedPlace: 'Ho Chi Minh City',
      freight: 310_00,
      insurance: 9_40,
      freightToBeQuoted: false,
      total: detail.offers[0].totals.amount + 310_00 + 9_40,
    });
  });
});
