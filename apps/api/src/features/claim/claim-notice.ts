import { type Currency, formatMoney, minor } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';
import type { Mailer } from '../../mail/mail.service.js';
import type { MailValues } from '../../mail/mail.templates.js';
import type { MailTemplate } from '../../mail/templates/types.js';

/** The buyer's e-mails about a claim: received, then resolved (the credit note attached when there is one). */
export function claimNotices({ mailer, publicUrl }: { mailer: Mailer; publicUrl: string }) {
  return {
    async send(
      tx: Db,
      claimId: number,
      template: Extract<MailTemplate, `claim${string}`>,
      values: (money: (amount: number) => string) => MailValues = () => ({}),
      attachments: number[] = [],
    ): Promise<void> {
      const row = await sqlRunner(tx).one<{
        orderId: number;
        number: string;
        currency: Currency;
        email: string;
        name: string;
        language: string;
        reachable: boolean;
      }>(sql`select o.id as "orderId", o.number, o.currency, b.rep_contact_email as email,
          b.rep_contact_name as name, b.language, b.status <> 'withdrawn' as reachable
        from claims c join orders o on o.id = c.order_id join buyers b on b.id = c.buyer_id where c.id = ${claimId}`);
      if (!row?.reachable || !row.email) return;
      const money = (amount: number) => formatMoney(minor(amount), row.currency);
      await mailer.enqueue(tx, {
        to: row.email,
        template,
        language: row.language,
        values: {
          name: row.name,
          number: row.number,
          claim: String(claimId),
          link: new URL(`/order/${row.orderId}/`, publicUrl).toString(),
          ...values(money),
        },
        attachments,
      });
    },
  };
}
