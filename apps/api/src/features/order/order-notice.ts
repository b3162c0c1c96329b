import { type Currency, formatMoney, minor } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';
import type { Mailer } from '../../mail/mail.service.js';
import type { MailValues } from '../../mail/mail.templates.js';
import type { MailTemplate } from '../../mail/templates/types.js';

/** The page of one order, in links from e-mail. */
export const orderLink = (publicUrl: string, orderId: number) => new URL(`/order/${orderId}/`, publicUrl).toString();

/**
 * E-mail about an order's change, in the buyer's language, written with the caller's transaction (call the mailer's
 * `flush()` after the commit), with the documents the change issued attached. A withdrawn buyer has no address left.
 */
export function orderNotices({ mailer, publicUrl }: { mailer: Mailer; publicUrl: string }) {
  return {
    async send(
      tx: Db,
      orderId: number,
      template: MailTemplate,
      values: (order: { currency: Currency; money: (amount: number) => string }) => MailValues = () => ({}),
      attachments: number[] = [],
    ): Promise<void> {
      const row = await sqlRunner(tx).one<{
        number: string;
        currency: Currency;
        totalAmount: number;
        email: string;
        name: string;
        language: string;
        reachable: boolean;
      }>(sql`select o.number, o.currency, o.total_amount::float8 as "totalAmount", b.rep_contact_email as email,
          b.rep_contact_name as name, b.language, b.status <> 'withdrawn' as reachable
        from orders o join buyers b on b.id = o.buyer_id where o.id = ${orderId}`);
      if (!row?.reachable || !row.email) return;
      const money = (amount: number) => formatMoney(minor(amount), row.currency);
      await mailer.enqueue(tx, {
        to: row.email,
        template,
        language: row.language,
        values: {
          name: row.name,
          number: row.number,
          total: money(row.totalAmount),
          link: orderLink(publicUrl, orderId),
          ...values({ currency: row.currency, money }),
        },
        attachments,
      });
    },
  };
}

export type OrderNotices = ReturnType<typeof orderNotices>;
