import { beforeAll, describe, expect, it } from 'vitest';
import { csrf, type TestContext } from '../../../test/helper.js';
import { PRICE_KEY, type Requests, requests } from '../../../test/requests.js';

let ctx: TestContext, r: Requests, staff: string, usd: string, krw: string;
beforeAll(async () => {
  const { createTestApp } = await import('../../../test/helper.js');
  ctx = await createTestApp();
  r = requests(ctx);
  staff = await r.operator('staff');
  usd = await r.signIn('demo-usd');
  krw = await r.signIn('demo-krw');
});

const query = async <T>(text: string, values: unknown[] = []) =>
  (await ctx.database.pool.query(text, values)).rows as T[];
/** A product buyers see (neither it nor its brand hidden), with no certificate yet. */
const aProduct = async (offset: number) =>
  (
    await query<{ id: number; brand_id: number }>(
      `select p.id, p.brand_id from products p where not p.withdrawn and p.exist
        and not exists (select 1 from product_certificates c where c.product_id = p.id)
      order by p.id offset $1 limit 1`,
      [offset],
    )
  )[0]!;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const uploadCertificate = (productId: number, bytes: Buffer, type = 'application/pdf', name = 'msds.pdf') =>
  ctx.app.inject({
    method: 'POST',
    url: `/console/api/products/${productId}/certificates?kind=MSDS&title=${encodeURIComponent('Safety data sheet')}&name=${name}`,
    payload: bytes,
    cookies: csrf.cookies,
    headers: { ...csrf.headers, 'content-type': type, 'x-operator-token': staff },
  });

async function productBody(id: number) {
  const {
    id: _id,
    images: _images,
    certificates: _certificates,
    createdAt: _at,
    ...detail
  } = (await r.call('GET', `/console/api/products/${id}`, { operator: staff })).json().payload;
  return { ...detail, barcode: detail.barcode ?? '' };
}
async function brandBody(id: number) {
  const {
    id: _id,
    productCount: _n,
    ...body
  } = (await r.call('GET', `/console/api/brands/${id}`, { operator: staff })).json().payload;
  return body;
}

describe("a product's data for importers", () => {
  it('is saved from the console and shown on the product page to everyone, as the package says it', async () => {
    const { id } = await aProduct(3);
    const body = {
      ...(await productBody(id)),
      ingredients: 'Water, Glycerin, Niacinamide, Butylene Glycol, Sodium Hyaluronate',
      allergens: 'None declared.',
      shelfLifeMonths: 30,
      manufactureCountry: 'FR',
    };
    const saved = await r.call('PUT', `/console/api/products/${id}`, { operator: staff, body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payload).toMatchObject({ shelfLifeMonths: 30, manufactureCountry: 'FR', originCountry: 'KR' });

    for (const token of [undefined, usd]) {
      const page = (await r.call('GET', `/client/api/v2/product/${id}`, { token })).json().payload;
      expect(page.productData).toEqual({
        ingredients: 'Water, Glycerin, Niacinamide, Butylene Glycol, Sodium Hyaluronate',
        allergens: 'None declared.',
        shelfLifeMonths: 30,
        manufactureCountry: 'FR',
      });
    }
    const [audit] = await query<{ after: Record<string, unknown> }>(
      `select after from audit_log where action = 'product.update' and target_id = $1 order by id desc limit 1`,
      [String(id)],
    );
    expect(audit?.after).toMatchObject({ shelfLifeMonths: 30, manufactureCountry: 'FR' });
  });

  it('refuses a shelf life out of 1–120 months and a country that is not a two-letter code', async () => {
    const { id } = await aProduct(4);
    const body = await productBody(id);
    for (const wrong of [{ shelfLifeMonths: 0 }, { shelfLifeMonths: 121 }, { manufactureCountry: 'Korea' }]) {
      const refused = await r.call('PUT', `/console/api/products/${id}`, {
        operator: staff,
        body: { ...body, ...wrong },
      });
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    const long = await r.call('PUT', `/console/api/products/${id}`, {
      operator: staff,
      body: { ...body, ingredients: 'Water, '.repeat(700) },
    });
    expect(long.statusCode).toBe(400);
  });
});

describe("a brand's lead time and minimum order", () => {
  it('are saved in both currencies and shown to approved buyers in their own currency only', async () => {
    const { id, brand_id: brandId } = await aProduct(5);
    const body = { ...(await brandBody(brandId)), leadTimeDays: 12, minOrderUsd: '750.00', minOrderKrw: '1050000' };
    const saved = await r.call('PUT', `/console/api/brands/${brandId}`, { operator: staff, body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payload).toMatchObject({ leadTimeDays: 12, minOrderUsd: '750.00', minOrderKrw: '1050000' });
    const [stored] = await query(`select min_order_usd, min_order_krw from brands where id = $1`, [brandId]);
    expect(stored).toEqual({ min_order_usd: 75_000, min_order_krw: 1_050_000 });

    const asUsd = (await r.call('GET', `/client/api/v2/brand/${brandId}`, { token: usd })).json().payload;
    expect(asUsd.brand.terms).toEqual({ leadTimeDays: 12, minOrder: { currency: 'USD', amount: 75_000 } });
    const asKrw = (await r.call('GET', `/client/api/v2/product/${id}`, { token: krw })).json().payload;
    expect(asKrw.brandTerms).toEqual({ leadTimeDays: 12, minOrder: { currency: 'KRW', amount: 1_050_000 } });
  });

  it("never reaches a visitor's JSON: no key, no amount, on the brand page or the product page", async () => {
    const { id, brand_id: brandId } = await aProduct(5);
    for (const url of [`/client/api/v2/brand/${brandId}?size=100`, `/client/api/v2/product/${id}`]) {
      const answer = await r.call('GET', url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toMatch(PRICE_KEY);
      expect(answer.body).not.toMatch(/[:[,](75000|1050000)[,\]}]/);
      expect(answer.body).not.toContain('"certificates"');
    }
  });

  it('refuses a minimum in one currency only, and a lead time over a year', async () => {
    const { brand_id: brandId } = await aProduct(6);
    const body = await brandBody(brandId);
    for (const wrong of [{ minOrderUsd: '100.00', minOrderKrw: null }, { leadTimeDays: 366 }]) {
      const refused = await r.call('PUT', `/console/api/brands/${brandId}`, {
        operator: staff,
        body: { ...body, ...wrong },
      });
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(400);
    }
  });
});

describe("a product's certificates", () => {
  it('takes a real PDF only, within 5 MB', async () => {
    const { id } = await aProduct(7);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const notPdf = await uploadCertificate(id, png, 'application/pdf', 'msds.pdf');
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error).toMatch(/PDF/);
    const html = await uploadCertificate(id, Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    const tooBig = await uploadCertificate(id, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(413);
    expect(await query('select 1 from product_certificates where product_id = $1', [id])).toEqual([]);
  });

  it('is listed and downloaded by approved buyers and operators, never by visitors', async () => {
    const { id } = await aProduct(8);
    const added = await uploadCertificate(id, PDF, 'application/pdf', 'sds.html');
    expect(added.statusCode).toBe(200);
    const certificate = added.json().payload;
    expect(certificate).toMatchObject({ kind: 'MSDS', title: 'Safety data sheet', fileName: 'sds.pdf' });
    expect(certificate.sizeBytes).toBe(PDF.byteLength);

    const detail = (await r.call('GET', `/console/api/products/${id}`, { operator: staff })).json().payload;
    expect(detail.certificates).toEqual([certificate]);
    const page = (await r.call('GET', `/client/api/v2/product/${id}`, { token: usd })).json().payload;
    expect(page.certificates).toEqual([
      { id: certificate.id, kind: 'MSDS', title: 'Safety data sheet', sizeBytes: PDF.byteLength },
    ]);
    expect((await r.call('GET', `/client/api/v2/product/${id}`)).json().payload.certificates).toBeUndefined();

    const url = `/client/api/v1/product/${id}/certificate/${certificate.id}`;
    const asBuyer = await r.call('GET', url, { token: usd });
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.headers['content-type']).toBe('application/pdf');
    expect(asBuyer.headers['content-disposition']).toContain('attachment');
    expect(asBuyer.rawPayload.equals(PDF)).toBe(true);
    const asOperator = await r.call('GET', `/console/api/products/${id}/certificates/${certificate.id}`, {
      operator: staff,
    });
    expect(asOperator.rawPayload.equals(PDF)).toBe(true);

    expect((await r.call('GET', url)).statusCode).toBe(401);
    // An applicant gets no token at sign-in: they download as a visitor would, which is not at all.
    const applicant = await r.call('POST', '/auth/client/sign-in', {
      body: { loginId: 'demo-pending', password: 'Demo!2026pass' },
    });
    expect(applicant.json().payload?.login?.token ?? null).toBeNull();
    // A certificate is found only with its own product.
    const { id: other } = await aProduct(9);
    expect(
      (await r.call('GET', `/client/api/v1/product/${other}/certificate/${certificate.id}`, { token: usd })).statusCode,
    ).toBe(404);

    const removed = await r.call('DELETE', `/console/api/products/${id}/certificates/${certificate.id}`, {
      operator: staff,
    });
    expect(removed.statusCode).toBe(200);
    expect((await r.call('GET', url, { token: usd })).statusCode).toBe(404);
    const actions = await query<{ action: string }>(
      `select action from audit_log where target_type = 'product' and target_id = $1 order by id`,
      [String(id)],
    );
    expect(actions.map((a) => a.action)).toEqual(['product.certificate.add', 'product.certificate.remove']);
  });

  it('comes with the demo data: sample PDFs a buyer can open', async () => {
    const [sample] = await query<{ id: number; product_id: number }>(
      'select id, product_id from product_certificates order by id limit 1',
    );
    expect(sample).toBeDefined();
    const file = await r.call('GET', `/client/api/v1/product/${sample!.product_id}/certificate/${sample!.id}`, {
      token: usd,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
