import { randomUUID } from 'node:crypto';
import { gradeUnitPrice, minor, quotationNumber } from '@hive/domain';
import {
  type NewQuotation,
  quotationRequestRepository,
  type Taking,
} from '../src/features/quotation/quotation-request.repository.js';
import type { TestContext } from './helper.js';
import type { requests } from './requests.js';

let offset = 0;

/**
 * Quotations made the way the request flows make them (the shared quotation-request write), and the console's answer:
 * what the quotation tests start from.
 */
export function quotationFixtures(ctx: TestContext, r: ReturnType<typeof requests>) {
  const query = async <T>(text: string, values: unknown[] = []) =>
    (await ctx.database.pool.query(text, values)).rows as T[];

  /** A few products not used by an earlier quotation of this file, so each test has lines of its own. */
  async function products(count: number) {
    const rows = await query<{ id: number; moq: number; supplyUsd: number; supplyKrw: number }>(
      `select id, moq, supply_usd as "supplyUsd", supply_krw as "supplyKrw" from products where exist
       order by id limit $1 offset $2`,
      [count, offset],
    );
    offset += count;
    return rows;
  }

  async function buyer(loginId: string) {
    const [row] = await query<{
      id: number;
      memberId: number;
      currency: 'USD' | 'KRW';
      discountBp: number;
      email: string;
    }>(
      `select b.id, m.id as "memberId", b.currency, g.discount_bp as "discountBp", b.rep_contact_email as email
       from buyers b join grades g on g.id = b.grade_id join buyer_members m on m.buyer_id = b.id and m.role = 'OWNER'
       where b.login_id = $1`,
      [loginId],
    );
    return row!;
  }

  /**
   * Writes a request as the request flows do (`context`, then `write`), the lines first put where it takes them from:
   * the buyer's basket, or a visitor's cart made for it.
   */
  async function write(from: Taking, lines: NewQuotation['lines'], fields: Pick<NewQuotation, 'contact' | 'currency'>) {
    const repository = quotationRequestRepository(ctx.database.db);
    const ids = lines.map((line) => line.productId);
    await query(
      'buyerId' in from
        ? 'insert into basket_items (member_id, product_id, quantity) select $1, unnest($2::int[]), 1'
        : `with c as (insert into carts (id) values ($1::uuid))
           insert into cart_items (cart_id, product_id, quantity) select $1::uuid, unnest($2::int[]), 1`,
      ['buyerId' in from ? from.memberId : from.guestCartId, ids],
    );
    const { nextId: id, now } = await repository.context({ ids });
    const requestedAt = new Date(now);
    const number = quotationNumber(id, requestedAt);
    const to = fields.contact?.email ?? 'fixture@hive.example';
    const mail = {
      mail: {
        to,
        subject: `Quotation ${number}`,
        text: '',
        template: 'quotationRequested',
        language: 'en',
        unmasked: null,
      },
      status: 'logged' as const,
    };
    const written = await repository.write(from, { ...fields, id, number, requestedAt, lines, mail });
    if (written.quotationId === null) throw new Error('The fixture request was not written');
    return { id, number, requestedAt };
  }

  /** A buyer's request at the buyer's grade prices. */
  async function requestAs(loginId: string, lines = 2) {
    const { id: buyerId, memberId, currency, discountBp } = await buyer(loginId);
    const chosen = await products(lines);
    return write(
      { buyerId, memberId },
      chosen.map((product, index) => ({
        productId: product.id,
        quantity: index + 2,
        moq: product.moq,
        unitPrice: gradeUnitPrice(
          minor(currency === 'USD' ? product.supplyUsd : product.supplyKrw),
          discountBp,
          currency,
        ),
      })),
      { contact: null, currency },
    );
  }

  /** A visitor's no-member request: contact details, no prices. */
  async function requestAsVisitor(email: string, company = 'Jakarta Glow PT') {
    const chosen = await products(2);
    const [country] = await query<{ id: number }>(`select id from countries where code = 'ID'`);
    return write(
      { guestCartId: randomUUID() },
      chosen.map((product) => ({ productId: product.id, quantity: 3, moq: product.moq, unitPrice: null })),
      {
        contact: {
          company,
          countryId: country!.id,
          name: 'Siti Rahma',
          email,
          phone: '+62 812 3456 7890',
          message: 'Please quote with shipping to Jakarta.',
          language: 'id',
        },
        currency: 'USD',
      },
    );
  }

  /** The editor's starting point as a body: every line at today's price, the default date, FOB, two weeks. */
  async function offerBody(operator: string, id: number, change: (price: number) => number = (price) => price) {
    const detail = (await r.call('GET', `/console/api/quotations/${id}`, { operator })).json().payload;
    const lines: { productId: number; unitPrice: number; quantity: number; available: boolean }[] = detail.lines.map(
      (line: { productId: number; currentPrice: number; quantity: number }) => ({
        productId: line.productId,
        unitPrice: change(line.currentPrice),
        quantity: line.quantity,
        available: true,
      }),
    );
    return {
      lines,
      validUntil: detail.defaults.validUntil as string,
      incoterm: 'FOB',
      leadTimeDays: 14,
      note: 'Prices include export packing.',
    };
  }

  /** The operators answer with an offer; returns the response. */
  async function sendOffer(operator: string, id: number, change?: (price: number) => number) {
    return r.call('POST', `/console/api/quotations/${id}/offers`, {
      operator,
      body: await offerBody(operator, id, change),
    });
  }

  async function mails(to: string, template?: string) {
    const rows = await query<{ template: string; language: string; subject: string; text: string }>(
      `select template, language, subject, text_body as text from outbox where to_address = $1
       ${template ? 'and template = $2' : ''} order by id`,
      template ? [to.toLowerCase(), template] : [to.toLowerCase()],
    );
    return rows;
  }

  async function events(id: number) {
    return query<{ fromState: string | null; toState: string; action: string; actor: string }>(
      `select from_state as "fromState", to_state as "toState", action, actor from quotation_events
       where quotation_id = $1 order by id`,
      [id],
    );
  }

  async function state(id: number) {
    const [row] = await query<{ state: string }>('select state from quotations where id = $1', [id]);
    return row?.state;
  }

  /** Moves the current offer's date into the past, as if its days had run out. */
  async function backdate(id: number) {
    await query(
      `update quotation_offers set valid_until = now() - interval '1 minute'
       where quotation_id = $1 and version = (select max(version) from quotation_offers where quotation_id = $1)`,
      [id],
    );
  }

  return { query, buyer, requestAs, requestAsVisitor, offerBody, sendOffer, mails, events, state, backdate };
}
