import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { idList, sqlRunner } from '../db/sql.js';
import { sellerSignature } from '../documents/seller.js';

export type OutboxStatus = 'queued' | 'sent' | 'logged' | 'failed';
export type RenderedMail = { subject: string; text: string };
/** A mail as operators read it: its secrets masked (`mail.templates.ts`). */
type KeptMail = RenderedMail & { to: string; template: string; language: string };
/** A mail to write: `unmasked` is the text as the recipient gets it, where it differs, kept until it is delivered. */
export type NewMail = KeptMail & { unmasked: RenderedMail | null };
/** A mail to send, as the recipient gets it. */
export type OutboxMail = RenderedMail & { id: number; to: string; attempts: number };
/** A mail rendered and its first status, ready to be written (`add`, or `outboxWith` inside another statement). */
export type ComposedMail = { mail: NewMail; status: OutboxStatus };
export type OutboxEntry = KeptMail & {
  id: number;
  attempts: number;
  status: OutboxStatus;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

/**
 * A mail written by the statement that makes the change it tells about, in the same round trip: a `mail` CTE (the
 * outbox row, `returning id`) for that statement's `with`. `made` names one of its CTEs: the mail is written only when
 * it has a row (the change was made), so a statement that wrote nothing queues no mail. With `documents` (a CTE with an
 * `id` column), a `mail_attachments` CTE attaches those documents, in id order.
 */
export const outboxWith = (
  { mail, status }: ComposedMail,
  made: SQL,
  documents?: SQL,
) => sql`mail as (insert into outbox
    (to_address, subject, text_body, template, language, status, unmasked_subject, unmasked_text)
    select ${mail.to}, ${mail.subject}, ${mail.text} || ${sellerSignature}, ${mail.template}, ${mail.language}, ${status},
      ${mail.unmasked?.subject ?? null}, ${mail.unmasked?.text ?? null} || ${sellerSignature}
    where exists (select from ${made}) returning id)${
      documents
        ? sql`,
  mail_attachments as (insert into outbox_attachments (outbox_id, document_id, position)
    select m.id, d.id, (row_number() over (order by d.id) - 1)::smallint from mail m, ${documents} d)`
        : sql``
    }`;

export function mailRepository(db: Db) {
  const { rows } = sqlRunner(db);
  // Writing a mail comes with many requests: a named statement, prepared once per connection.
  const named = sqlRunner(db, 'mail');

  return {
    /** The mail and its attachments (trade documents, in the order given), in one statement. */
    async add(mail: NewMail, status: OutboxStatus, documentIds: readonly number[] = []): Promise<number> {
      const [row] = await named.rows<{ id: number }>(sql`with m as (insert into outbox
          (to_address, subject, text_body, template, language, status, unmasked_subject, unmasked_text)
          values (${mail.to}, ${mail.subject}, ${mail.text} || ${sellerSignature}, ${mail.template}, ${mail.language},
            ${status}, ${mail.unmasked?.subject ?? null}, ${mail.unmasked?.text ?? null} || ${sellerSignature})
          returning id),
        a as (insert into outbox_attachments (outbox_id, document_id, position)
          select (select id from m), d.id, d.n - 1
          from unnest(${idList(documentIds)}) with ordinality as d(id, n))
        select id from m`);
      return row!.id;
    },

    /** The documents a mail carries, in order. */
    async attachments(outboxId: number): Promise<number[]> {
      const found = await rows<{ documentId: number }>(sql`select document_id as "documentId" from outbox_attachments
        where outbox_id = ${outboxId} order by position, document_id`);
      return found.map((row) => row.documentId);
    },

    /**
     * Claims the mails that are due: each is pushed back by `leaseSeconds` so another process (or a crash) cannot send
     * it twice at once; a successful send marks it sent, a failure schedules the next try.
     */
    claimDue: (limit: number, leaseSeconds: number) =>
      rows<OutboxMail>(sql`update outbox set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        where id in (select id from outbox where status = 'queued' and next_attempt_at <= now()
          order by next_attempt_at limit ${limit} for update skip locked)
        returning id, to_address as "to", coalesce(unmasked_subject, subject) as subject,
          coalesce(unmasked_text, text_body) as "text", attempts`),

    /** Delivered: what is left of it is what operators read, its secrets masked. */
    async markSent(id: number) {
      await db.execute(sql`update outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null,
          unmasked_subject = null, unmasked_text = null
        where id = ${id}`);
    },

    /**
     * A failed try: retried after `retryInSeconds`, or given up on (`failed`) after the last attempt, and then its
     * secrets are dropped as well.
     */
    async markFailed(id: number, error: string, retryInSeconds: number, maxAttempts: number) {
      const givenUp = sql`attempts + 1 >= ${maxAttempts}`;
      await db.execute(sql`update outbox set attempts = attempts + 1, last_error = ${error.slice(0, 500)},
          status = case when ${givenUp} then 'failed' else 'queued' end,
          unmasked_subject = case when ${givenUp} then null else unmasked_subject end,
          unmasked_text = case when ${givenUp} then null else unmasked_text end,
          next_attempt_at = now() + make_interval(secs => ${retryInSeconds})
        where id = ${id}`);
    },

    async page(status: OutboxStatus | undefined, page: number, size: number) {
      const where = status ? sql`where status = ${status}` : sql``;
      const list = await rows<OutboxEntry>(sql`select id, to_address as "to", subject, text_body as "text", template,
          language, attempts, status, last_error as "lastError",
          created_at as "createdAt", sent_at as "sentAt"
        from outbox ${where} order by id desc limit ${size} offset ${(page - 1) * size}`);
      const [count] = await rows<{ total: number }>(sql`select count(*)::int as total from outbox ${where}`);
      return { list, total: count?.total ?? 0 };
    },
  };
}

export type MailRepository = ReturnType<typeof mailRepository>;
