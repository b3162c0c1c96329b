import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { inBatches, repeatEvery } from '../../lib/jobs.js';
import type { Mailer } from '../../mail/mail.service.js';
import { chatRepository } from './chat.repository.js';

/** A reply unread this long is e-mailed about. */
export const UNREAD_REPLY_MINUTES = 10;
const EXCERPT = 300;

/**
 * The unread-reply job: every minute, in every API process, a conversation whose operator reply has stayed unread ten
 * minutes gets one e-mail to the buyer or visitor (its mark moves in the same transaction as the mail is written, only
 * if no other job moved it first, and rows another process holds are skipped: one mail, whichever process gets there
 * first).
 */
export function unreadReplies({
  db,
  mailer,
  publicUrl,
  log,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log?: FastifyBaseLogger;
}) {
  async function mailDue(batch = 50): Promise<number> {
    let mailed = 0;
    await inBatches(batch, (limit) =>
      transaction(db, async (tx) => {
        const repository = chatRepository(tx);
        const due = await repository.unreadReplies(UNREAD_REPLY_MINUTES, limit);
        for (const conversation of due) {
          // Another process's job may have mailed this reply since it was read: then no second mail.
          if (!(await repository.markMailed(conversation.id, conversation.upTo))) continue;
          mailed++;
          const last = await repository.message(conversation.upTo);
          const excerpt = last?.body ? last.body.slice(0, EXCERPT) : (last?.attachment?.name ?? '');
          await mailer.enqueue(tx, {
            to: conversation.email,
            template: 'chatUnreadReply',
            language: conversation.language,
            values: { name: conversation.name, excerpt, link: `${publicUrl}/?chat=${conversation.id}` },
          });
        }
        return due.length;
      }),
    );
    if (mailed > 0) void mailer.flush();
    return mailed;
  }

  return {
    mailDue,
    start: (intervalMs = 60_000) =>
      repeatEvery('chat-unread-replies', intervalMs, mailDue, (error) =>
        log?.error({ err: error }, 'chat unread-reply job failed'),
      ),
  };
}
