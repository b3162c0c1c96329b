import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo.js';
import { createTestApp, csrf, type TestContext } from './helper.js';

type Options = { body?: object; token?: string; operator?: string; ip?: string };
let address = 0;

/** Requests as a browser sends them: the anti-forgery pair, a token when given, each from its own address. */
export function requests(ctx: TestContext) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: Options = {}) =>
    ctx.app.inject({
      method,
      url,
      payload: options.body,
      remoteAddress: options.ip ?? `10.${Math.floor(++address / 250)}.${address % 250}.7`,
      cookies: csrf.cookies,
      headers: {
        ...csrf.headers,
        ...(options.token ? { 'x-auth-token': options.token } : {}),
        ...(options.operator ? { 'x-operator-token': options.operator } : {}),
      },
    });

  /** The newest e-mail to an address, from the outbox. */
  async function lastMail(to: string) {
    const { rows } = await ctx.database.pool.query<{
      subject: string;
      text: string;
      template: string;
      language: string;
    }>(
      `select subject, text_body as text, template, language from outbox where to_address = $1 order by id desc limit 1`,
      [to.toLowerCase()],
    );
    return rows[0];
  }

  async function verifiedEmail(email: string) {
    const sent = await call('POST', '/auth/client/certification', { body: { email, language: 'en' } });
    const { id } = sent.json().payload;
    const code = (await lastMail(email))!.text.match(/\b(\d{6})\b/)![1];
    await call('POST', '/auth/client/certification/verify', { body: { id, code } });
    return id as string;
  }

  /** The ids of the first `n` brands. */
  async function brandIds(n: number) {
    const { rows } = await ctx.database.pool.query<{ id: number }>('select id from brands order by id limit $1', [n]);
    return rows.map((row) => row.id);
  }

  async function countryId(code: string) {
    const { rows } = await ctx.database.pool.query<{ id: number }>('select id from countries where code = $1', [code]);
    return rows[0]!.id;
  }

  /** A complete sign-up of a new applicant, with its e-mail verified. */
  async function signUp(loginId: string, overrides: { certificationId?: string; [field: string]: unknown } = {}) {
    const email = `${loginId}@buyer.example`;
    const vn = await countryId('VN');
    const body = {
      loginId,
      password: 'Mango-Harbour-2031',
      companyName: `${loginId} Trading`,
      countryId: vn,
      repContactName: 'Trần Minh',
      repContactEmail: email,
      phoneCountryId: vn,
      phoneNumber: '912 345 678',
      interestedBrandIds: await brandIds(2),
      agreedTermsOfService: true,
      certificationId: overrides.certificationId ?? (await verifiedEmail(email)),
      language: 'vi',
      ...overrides,
    };
    return { response: await call('POST', '/auth/client/sign-up', { body }), body };
  }

  async function signIn(loginId: string, password = DEMO_PASSWORD) {
    const response = await call('POST', '/auth/client/sign-in', { body: { loginId, password } });
    return response.json().payload?.login?.token as string;
  }

  async function operator(loginId: 'admin' | 'staff') {
    const response = await call('POST', '/console/api/auth/sign-in', { body: { loginId, password: DEMO_PASSWORD } });
    return response.json().payload.token as string;
  }

  /**
   * How many SQL statements a GET (which must answer 200) sends to PostgreSQL. The search log's batched insert (and its
   * key's first read) is no request's: written on a timer after the answers, it may fall within any request.
   */
  async function queriesOf(url: string, token?: string): Promise<number> {
    const pool = ctx.database.pool;
    // What an earlier request left running after its answer (a sign-in's follow-up) is not this request's either.
    for (let tries = 0; tries < 100 && pool.idleCount < pool.totalCount; tries++) await sleep(10);
    let count = 0;
    const original = pool.query.bind(pool);
    // biome-ignore lint/suspicious/noExplicitAny: counts calls of an overloaded method
    (pool as any).query = (...args: any[]) => {
      const text: unknown = typeof args[0] === 'string' ? args[0] : args[0]?.text;
      if (typeof text !== 'string' || !/\b(search_log|server_keys)\b/.test(text)) count++;
      // biome-ignore lint/suspicious/noExplicitAny: forwards the same overloaded call
      return (original as any)(...args);
    };
    try {
      const response = await call('GET', url, token ? { token } : {});
      expect(response.statusCode).toBe(200);
    } finally {
      // biome-ignore lint/suspicious/noExplicitAny: restores the method
      (pool as any).query = original;
    }
    return count;
  }

  return { call, lastMail, verifiedEmail, brandIds, countryId, signUp, signIn, operator, queriesOf };
}

/** A test file's own app, its requests, and the two demo buyers (USD and KRW) signed in: their tokens by login id. */
export async function withDemoBuyers() {
  const ctx = await createTestApp();
  const client = requests(ctx);
  const tokens: Record<string, string> = {};
  for (const loginId of ['demo-usd', 'demo-krw']) tokens[loginId] = await client.signIn(loginId);
  return { ctx, ...client, tokens };
}

/** A file's own app and database with the demo's admin and staff signed in to the console. */
export type Requests = ReturnType<typeof requests>;

export async function withOperators() {
  const ctx = await createTestApp();
  const client = requests(ctx);
  const [admin, staff] = await Promise.all([client.operator('admin'), client.operator('staff')]);
  return { ctx, r: client, admin, staff };
}

/** Any key that could carry a price, a stock count or a brand's minimum order: none may reach a visitor. */
export const PRICE_KEY =
  /"(price|supplyPrice|supplyUsd|supplyKrw|supply_usd|supply_krw|supply|retail\w*|unitPrice|moqPrice|stockQty|stock_qty|minOrder\w*|min_order\w*|brandTerms|terms)"/i;

/** The price demo-usd (grade discount 5%) sees of a product, from its base columns: what the presenters must answer. */
export const demoUsdPrice = (row: { supply_usd: number; retail_usd: number; moq: number }) => {
  const unit = Math.floor((row.supply_usd * 9_500 + 5_000) / 10_000);
  return { currency: 'USD', unitPrice: unit, moqPrice: unit * row.moq, retailPrice: row.retail_usd };
};
