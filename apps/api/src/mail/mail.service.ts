import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { repeatEvery } from '../lib/jobs.js';
import { type ComposedMail, mailRepository, type RenderedMail } from './mail.repository.js';
import { type MailValues, maskSecrets, renderMail } from './mail.templates.js';
import type { MailTemplate } from './templates/types.js';

export type MailerOptions = {
  /** `smtp://user:pass@host:587` or `smtps://…`; without it mail is kept in the outbox and logged. */
  smtpUrl?: string;
  /**
   * Without a mail server, whether the outbox keeps the codes and links only the recipient should read (development,
   * the demo: the console is then the mailbox). Otherwise, and always with a mail server, the outbox shows them masked.
   */
  outboxSecrets?: boolean;
  from: string;
  log: FastifyBaseLogger;
  /**
   * Reads an attached document as the mail sends it (rendering and storing its PDF on first need). The app passes it
   * in: the mailer knows documents only by id.
   */
  attachment?: AttachmentLoader;
};

export type AttachmentLoader = (documentId: number) => Promise<{ filename: string; content: Buffer }>;

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;
/** 1, 2, 4 … minutes between tries, at most an hour. */
const retryDelay = (attempts: number) => Math.min(60 * 2 ** attempts, 3_600);

export type Mail = {
  to: string;
  template: MailTemplate;
  language: string;
  values: MailValues;
  /** Trade documents (`order_documents` ids) sent with the mail, in this order. */
  attachments?: readonly number[];
};

/** A mail ready to be written, and its text as the recipient gets it. */
type Composed = ComposedMail & { sent: RenderedMail };

/**
 * E-mail goes through the outbox: a mail is written in the same transaction as the change it tells about, then sent
 * after the commit. A mail server that is down never fails the request: the mail waits and is retried.
 */
export function mailer(db: Db, { smtpUrl, outboxSecrets = false, from, log, attachment }: MailerOptions) {
  const transport: Transporter | undefined = smtpUrl ? createTransport(smtpUrl) : undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function sendDue(): Promise<void> {
    if (!transport) return;
    const repository = mailRepository(db);
    for (;;) {
      const due = await repository.claimDue(10, LEASE_SECONDS);
      if (due.length === 0) return;
      for (const mail of due) {
        try {
          const documents = await repository.attachments(mail.id);
          if (documents.length > 0 && !attachment) throw new Error('No loader for the attached documents');
          const attachments = await Promise.all(documents.map((id) => attachment!(id)));
          await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, attachments });
          await repository.markSent(mail.id);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          log.warn({ mailId: mail.id, err: message }, 'mail not sent; it will be retried');
          await repository.markFailed(mail.id, message, retryDelay(mail.attempts), MAX_ATTEMPTS);
        }
      }
    }
  }

  /**
   * A mail rendered for a statement that writes it beside the change it tells about (`outboxWith`: one round trip for
   * both); call `written` with its id once that statement ran, and `flush()` after the commit. A mail with secrets is
   * kept masked; the text as sent waits beside it until the mail server has it (then only the mask is left).
   */
  function compose({ to, template, language, values }: Mail): Composed {
    const sent = renderMail(template, language, values);
    const masked = maskSecrets(template, values);
    const shown = masked && (transport || !outboxSecrets) ? renderMail(template, language, masked) : sent;
    return {
      mail: { to, ...shown, template, language, unmasked: transport && shown !== sent ? sent : null },
      status: transport ? 'queued' : 'logged',
      sent,
    };
  }

  function written(id: number, { mail, sent }: Composed) {
    // Without a mail server the log is the delivery, with the secrets; the console shows the outbox's text.
    if (!transport)
      log.info(
        { mailId: id, to: mail.to, subject: sent.subject },
        `mail kept in the outbox (no SMTP_URL):\n${sent.text}`,
      );
  }

  return {
    /**
     * Writes a mail with `tx` (the caller's transaction), with its attachments; call `flush()` after the commit. The
     * attached documents are read (and rendered, if they have not been yet) when the mail is sent.
     */
    async enqueue(tx: Db, mail: Mail): Promise<number> {
      const composed = compose(mail);
      const id = await mailRepository(tx).add(composed.mail, composed.status, mail.attachments);
      written(id, composed);
      return id;
    },

    compose,
    written,

    /** Sends what is due now; a call during a run makes the run look once more, so no mail waits for the timer. */
    flush(): Promise<void> {
      if (!transport) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      const run = async () => {
        do {
          again = false;
          await sendDue().catch((error: unknown) => log.error({ err: error }, 'outbox run failed'));
        } while (again);
      };
      running = run().finally(() => {
        running = undefined;
      });
      return running;
    },

    /** Retries waiting mail every `intervalMs`; returns a stop function. */
    startRetries(intervalMs = 30_000): () => void {
      return repeatEvery(
        'mail-retries',
        intervalMs,
        () => this.flush(),
        () => {},
      );
    },

    close: () => transport?.close(),
  };
}

export type Mailer = ReturnType<typeof mailer>;
