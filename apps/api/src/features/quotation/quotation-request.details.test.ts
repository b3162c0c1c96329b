import { marketplaceDate } from '@hive/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basketBuyers } from '../../../test/basket-buyers.js';
import { createTestApp, type TestContext } from '../../../test/helper.js';
import { pdfText } from '../../../test/pdf-text.js';
import { quotationFixtures } from '../../../test/quotations.js';
import { requests } from '../../../test/requests.js';

let ctx: TestContext;
let client: ReturnType<typeof requests>;
let vietnam: number;
const { setUp, buyerIds, p, call, scalar, basketOf, emptyBasket, packsFor } = basketBuyers(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp();
  client = requests(ctx);
  await setUp();
  vietnam = await scalar<number>(`select id from countries where code = 'VN'`);
});
beforeEach(emptyBasket);

const DAY = 86_400_000;
const request = (requestProducts: unknown[], details?: unknown) =>
  call('POST', '/client/api/v1/quotation/request', {
    body: { requestProducts, ...(details === undefined ? {} : { details }) },
  });
const quotationCount = () =>
  scalar<number>('select count(*)::int from quotations where buyer_id = $1', [buyerIds['demo-usd']]);

/** The first product in the basket at packs that reach the minimum: a request that may go. */
async function basketLine() {
  await call('POST', '/client/api/v1/quotation/add', { body: { productIds: [p(0).id] } });
  return [{ product: { id: p(0).id }, quantity: packsFor(p(0), 600_00) }];
}

describe("a member's request details", () => {
  it('are stored with the quotation, and the console shows them and prints them on the offer PDF', async () => {
    const targetDate = marketplaceDate(new Date(Date.now() + 45 * DAY));
    const response = await request(await basketLine(), {
      destinationCountryId: vietnam,
      destinationPort: '  Cat Lai port ',
      incoterm: 'CIF',
      targetDate,
      note: 'Labels in Vietnamese, please.',
    });
    expect(response.statusCode).toBe(200);
    const id = response.json().payload.quotation.id as number;

    const admin = await client.operator('admin');
    const detail = await client.call('GET', `/console/api/quotations/${id}`, { operator: admin });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().payload.requestDetails).toEqual({
      destinationCountry: { code: 'VN', name: expect.any(String), emoji: expect.any(String) },
      destinationPort: 'Cat Lai port',
      incoterm: 'CIF',
      targetDate,
      note: 'Labels in Vietnamese, please.',
    });

    const offer = await quotationFixtures(ctx, client).sendOffer(admin, id);
    expect(offer.statusCode).toBe(200);
    const pdf = await client.call('GET', `/console/api/quotations/${id}/offers/1/pdf`, { operator: admin });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('REQUESTED');
    expect(text).toMatch(/Destination\s+Cat Lai port, Viet/);
    expect(text).toMatch(/Incoterm\s+CIF/);
    expect(text).toContain(targetDate);
    expect(text).toContain('Labels in Vietnamese, please.');
  });

  it('may be left out (an old client): the console shows none', async () => {
    const response = await request(await basketLine());
    expect(response.statusCode).toBe(200);
    const admin = await client.operator('admin');
    const detail = await client.call('GET', `/console/api/quotations/${response.json().payload.quotation.id}`, {
      operator: admin,
    });
    expect(detail.json().payload.requestDetails).toBeNull();
  });

  it('refuses a past date, an unknown country, a note too long and other bad details; stores nothing', async () => {
    const lines = await basketLine();
    const good = { destinationCountryId: vietnam, incoterm: 'FOB' };
    const yesterday = marketplaceDate(new Date(Date.now() - DAY));
    const cases: [unknown, string][] = [
      [{ ...good, targetDate: yesterday }, 'body.details.targetDate'],
      [{ ...good, targetDate: marketplaceDate(new Date(Date.now() + 800 * DAY)) }, 'body.details.targetDate'],
      [{ ...good, targetDate: '2026-02-30' }, 'body.details.targetDate'],
      [{ ...good, destinationCountryId: 999_999 }, 'body.details.destinationCountryId'],
      [{ ...good, note: 'x'.repeat(2001) }, 'body.details.note'],
      [{ ...good, destinationPort: 'p'.repeat(101) }, 'body.details.destinationPort'],
      [{ ...good, incoterm: 'XYZ' }, 'body.details.incoterm'],
      [{ incoterm: 'FOB' }, 'body.details.destinationCountryId'],
      [{ ...good, price: 1 }, 'body.details'],
      [{ ...good, note: 'bad\u0000text' }, 'body.details.note'],
    ];
    const before = await quotationCount();
    for (const [details, field] of cases) {
      const response = await request(lines, details);
      expect(response.statusCode, JSON.stringify(details).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringContaining(field) });
    }
    expect(await quotationCount()).toBe(before);
    expect(await basketOf('demo-usd')).toHaveLength(1);
    // Today is a good target date.
    const today = await request(lines, { ...good, targetDate: marketplaceDate(new Date()) });
    expect(today.statusCode).toBe(200);
  });

  it('is refused by the database when it is half there (a country without an incoterm)', async () => {
    await expect(
      ctx.database.pool.query(
        `update quotations set destination_country_id = $1, preferred_incoterm = null
         where id = (select max(id) from quotations)`,
        [vietnam],
      ),
    ).rejects.toThrow(/quotations_details/);
  });
});
