import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  type ChannelTalkProfile,
  type ChatMe,
  type ChatQuotas,
  type ChatThread,
  type ConsoleChatDetail,
  chatUploadRefusal,
  DomainError,
  fileNameFor,
  notFound,
  sniffFileType,
} from '@hive/domain';
import { auditRepository } from '../../audit/audit.repository.js';
import type { Db } from '../../db/client.js';
import { serverKey } from '../../db/server-keys.js';
import { transaction } from '../../db/transaction.js';
import { countHits } from '../../plugins/rate-limits.js';
import { presentConsoleRow, presentConversation, presentMessage, presentSubject } from './chat.presenter.js';
import { chatRepository, type Person, type Reader } from './chat.repository.js';
import { cursorText } from './chat-hub.js';

/** A stream ticket lives this long, and opens one stream once. */
const TICKET_SECONDS = 60;
/** A day's uploads are counted over this window from the first. */
const DAY_SECONDS = 86_400;
const hash = (token: string) => createHash('sha256').update(token).digest();
const token = () => randomBytes(32).toString('base64url');

export type Upload = { name: string; data: Buffer };
/**
 * Who writes: an operator, or a buyer or visitor from an address (a visitor's uploads are counted by it too, unless it
 * is one the limits exempt: null).
 */
export type Sender = Person & { address: string | null };
type Writer = Sender | { kind: 'operator'; id: number };

/** The chat's use cases: the buyer's or visitor's side, and the operators'. */
export function chatService({ db, quotas }: { db: Db; quotas: ChatQuotas }) {
  const repository = chatRepository(db);

  /**
   * Counts a person's upload on their day's counters and, for a visitor, checks what visitors' files would hold with it
   * — before it is stored, so that a refused file writes nothing: the refusal undoes the transaction, counts included.
   */
  async function withinQuotas(tx: Db, sender: Sender, conversationId: number, bytes: number) {
    const keys =
      sender.kind === 'buyer'
        ? [`chat-files|buyer:${sender.id}`]
        : [`chat-files|visitor:${sender.id}`, ...(sender.address ? [`chat-files|address:${sender.address}`] : [])];
    const days = (await countHits(tx, keys, DAY_SECONDS, bytes)).map((count) => ({
      files: count.hits,
      bytes: count.bytes,
      resetsIn: count.retryAfter,
    }));
    const held =
      sender.kind === 'visitor' ? await chatRepository(tx).visitorFilesHeld(conversationId, bytes) : undefined;
    const refusal = chatUploadRefusal(sender.kind, { days, ...held }, quotas);
    if (refusal) throw refusal;
  }

  /** Writes a message (or finds the one its submission key wrote) and signals it at the commit, in one transaction. */
  async function write(conversationId: number, writer: Writer, content: { body: string } | Upload, key: string | null) {
    const id = await transaction(db, async (tx) => {
      const inTx = chatRepository(tx);
      let attachmentId: number | null = null;
      let body = '';
      if ('data' in content) {
        if (content.data.length === 0 || content.data.length > CHAT_ATTACHMENT_MAX_BYTES)
          throw new DomainError('BAD_REQUEST', 'An attachment is a picture or a PDF of at most 10 MB.');
        const contentType = sniffFileType(content.data);
        if (!contentType) throw new DomainError('BAD_REQUEST', 'An attachment is a picture or a PDF of at most 10 MB.');
        if (writer.kind !== 'operator') await withinQuotas(tx, writer, conversationId, content.data.length);
        attachmentId = await inTx.addAttachment(
          conversationId,
          { name: fileNameFor(content.name, contentType), data: content.data, contentType },
          writer.kind === 'visitor' ? quotas.visitorFileDays : null,
        );
      } else body = content.body;
      const written = await inTx.addMessage({
        conversationId,
        author: writer.kind,
        operatorId: writer.kind === 'operator' ? writer.id : null,
        body,
        attachmentId,
        key,
      });
      // A retry of an upload keeps the first message; the second copy of the file goes with this transaction.
      if (!written.created && attachmentId) throw new Retried(written.id);
      return written.id;
    }).catch((error: unknown) => {
      if (error instanceof Retried) return error.id;
      throw error;
    });
    return (await repository.message(id))!;
  }

  async function ownConversation(person: Person, id: number) {
    const conversation = await repository.conversationOf(person, id);
    if (!conversation) throw notFound('Conversation');
    return conversation;
  }

  async function memberHash(memberId: string) {
    return createHmac('sha256', await serverKey(db, 'chat-member'))
      .update(memberId)
      .digest('hex');
  }

  async function profileOf(buyerId: number): Promise<ChannelTalkProfile> {
    const buyer = await repository.buyerProfile(buyerId);
    if (!buyer) throw notFound('Buyer');
    const memberId = String(buyer.id);
    return {
      memberId,
      memberHash: await memberHash(memberId),
      profile: {
        company: buyer.company,
        contact: buyer.contact,
        email: buyer.email,
        country: buyer.country,
        grade: buyer.grade,
        currency: buyer.currency,
        openQuotations: buyer.openQuotations,
        openOrders: buyer.openOrders,
      },
    };
  }

  return {
    /** The person a visitor's cookie names, if any. */
    async visitorOf(cookie: string | undefined): Promise<{ id: number; name: string } | undefined> {
      return cookie ? repository.visitorByToken(hash(cookie)) : undefined;
    },

    /** A visitor leaves a name and an e-mail: answers the token for the httpOnly cookie. */
    async becomeVisitor(name: string, email: string, language: string): Promise<string> {
      const secret = token();
      await repository.addVisitor(hash(secret), name, email, language);
      return secret;
    },

    async me(person: Person | undefined, name: string | null): Promise<ChatMe> {
      if (!person) return { who: 'none', name: null, conversations: [], unread: 0, position: '0-0' };
      // The position first: a message committed while the conversations are read is in the stream's backlog too.
      const { cursor } = await repository.horizon();
      const conversations = (await repository.conversationsOf(person)).map((row) => presentConversation(row, 'person'));
      return {
        who: person.kind,
        name,
        conversations,
        unread: conversations.reduce((sum, conversation) => sum + conversation.unread, 0),
        position: cursorText(cursor),
      };
    },

    async open(person: Person, subject: { quotationId?: number; orderId?: number }): Promise<ChatThread> {
      if (subject.quotationId || subject.orderId) {
        if (person.kind !== 'buyer' || !(await repository.ownsSubject(person.id, subject)))
          throw notFound(subject.quotationId ? 'Quotation' : 'Order');
      }
      return this.thread(person, await repository.open(person, subject));
    },

    async thread(person: Person, id: number): Promise<ChatThread> {
      const conversation = await ownConversation(person, id);
      const messages = await repository.messages(id);
      return {
        conversation: presentConversation(conversation, 'person'),
        messages: messages.map((row) => presentMessage(row, 'person')),
      };
    },

    async post(sender: Sender, id: number, content: { body: string } | Upload, key: string | null) {
      await ownConversation(sender, id);
      return presentMessage(await write(id, sender, content, key), 'person');
    },

    async read(person: Person, id: number, upTo: number) {
      await ownConversation(person, id);
      await repository.markRead(id, 'person', upTo);
    },

    /** A short-lived, single-use ticket for one event stream, which ends with `session` (the buyer's or operator's). */
    async ticket(reader: Reader, session: Buffer | null) {
      const secret = token();
      await repository.addTicket(hash(secret), reader, session, TICKET_SECONDS);
      return { ticket: secret, expiresInSeconds: TICKET_SECONDS };
    },

    useTicket: (ticket: string) => repository.useTicket(hash(ticket)),
    liveSessions: repository.liveSessions,

    /** An attachment the reader may see: a person's own conversation's, or any for an operator. */
    async attachment(reader: Reader, id: number) {
      const file = await repository.attachment(id);
      if (!file) throw notFound('Attachment');
      if (reader.kind !== 'operator' && !(await repository.conversationOf(reader, file.conversationId)))
        throw notFound('Attachment');
      if (!file.data)
        throw new DomainError(
          'FILE_EXPIRED',
          `This file has expired: visitors' files are kept ${quotas.visitorFileDays} days.`,
        );
      return { ...file, data: file.data };
    },

    /** The buyer's own profile (another buyer's id is not found). */
    async channelTalkBuyer(buyerId: number, id: number) {
      if (buyerId !== id) throw notFound('Buyer');
      return profileOf(buyerId);
    },

    async channelTalkQuotation(buyerId: number, quotationId: number) {
      const quotation = await repository.quotationOf(buyerId, quotationId);
      if (quotation === undefined) throw notFound('Quotation');
      return { ...(await profileOf(buyerId)), quotation: presentSubject(quotation) };
    },

    /* The operators' side. */

    async page(filter: { state: 'OPEN' | 'CLOSED' | 'ALL'; assigneeId?: number }, page: number, size: number) {
      const { list, total } = await repository.consolePage(filter, page, size);
      return { list: list.map(presentConsoleRow), page, size, total, totalPages: Math.ceil(total / size) };
    },

    async detail(id: number): Promise<ConsoleChatDetail> {
      const row = await repository.consoleRow(id);
      if (!row) throw notFound('Conversation');
      const [messages, profile, records, operators] = await Promise.all([
        repository.messages(id),
        row.buyerId ? repository.buyerProfile(row.buyerId) : undefined,
        row.buyerId ? repository.buyerRecords(row.buyerId) : [],
        repository.operators(),
      ]);
      return {
        conversation: presentConsoleRow(row),
        messages: messages.map((message) => presentMessage(message, 'operator')),
        buyer: profile
          ? {
              id: profile.id,
              loginId: profile.loginId,
              company: profile.company,
              contact: profile.contact,
              email: profile.email,
              country: profile.country,
              grade: profile.grade,
              currency: profile.currency,
              status: profile.status,
              records: records.map((record) => ({ ...record, date: new Date(record.date).toISOString() })),
            }
          : null,
        operators,
      };
    },

    async reply(operatorId: number, id: number, content: { body: string } | Upload, key: string | null) {
      if (!(await repository.consoleRow(id))) throw notFound('Conversation');
      return presentMessage(await write(id, { kind: 'operator', id: operatorId }, content, key), 'operator');
    },

    async operatorRead(id: number, upTo: number) {
      if (!(await repository.consoleRow(id))) throw notFound('Conversation');
      await repository.markRead(id, 'operator', upTo);
    },

    /** Hands the conversation to an operator (or to nobody), with the audit entry, in one transaction. */
    async assign(operatorId: number, id: number, assigneeId: number | null) {
      await transaction(db, async (tx) => {
        const inTx = chatRepository(tx);
        if (assigneeId !== null && !(await inTx.operatorExists(assigneeId))) throw notFound('Operator');
        const changed = await inTx.setAssignee(id, assigneeId);
        if (!changed) throw notFound('Conversation');
        await auditRepository(tx).record({
          operatorId,
          action: 'chat.assign',
          targetType: 'chat',
          targetId: id,
          before: { assigneeId: changed.before },
          after: { assigneeId },
        });
      });
      return this.detail(id);
    },

    /** Closes or reopens the conversation, with the audit entry. */
    async setState(operatorId: number, id: number, state: 'OPEN' | 'CLOSED') {
      await transaction(db, async (tx) => {
        const changed = await chatRepository(tx).setState(id, state);
        if (!changed) throw notFound('Conversation');
        await auditRepository(tx).record({
          operatorId,
          action: state === 'CLOSED' ? 'chat.close' : 'chat.reopen',
          targetType: 'chat',
          targetId: id,
          before: { state: changed.before },
          after: { state },
        });
      });
      return this.detail(id);
    },

    consoleUnread: () => repository.consoleUnread(),
  };
}

/** A retried upload whose first message exists: its transaction (and the second copy of the file) is undone. */
class Retried extends Error {
  constructor(readonly id: number) {
    super('retried');
  }
}

export type ChatService = ReturnType<typeof chatService>;
