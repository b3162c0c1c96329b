import { type FileType, OPEN_ORDER_STATES, OPEN_QUOTATION_STATES, type StoredBytes } from '@hive/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';

/** Who chats on the buyers' side: a signed-in buyer or a visitor who left a name and an e-mail. */
export type Person = { kind: 'buyer' | 'visitor'; id: number };
/** A stream's reader: one person, or every operator (who see every conversation). */
export type Reader = Person | { kind: 'operator'; id: number };
/** Who a stream is for, and the buyer's or operator's session it ends with (a visitor's has none). */
export type StreamOwner = { reader: Reader; session: Buffer | null };
/** A stream's position: the writing transaction's id, then the message id; only committed work is ever behind it. */
export type Cursor = { xid: string; id: number };

export type MessageRow = {
  id: number;
  conversationId: number;
  author: 'buyer' | 'visitor' | 'operator';
  operatorName: string | null;
  body: string;
  attachment: { id: number; name: string; contentType: string; size: number; expired: boolean } | null;
  createdAt: string | Date;
};
export type StreamRow = MessageRow & { xid: string; buyerId: number | null; visitorId: number | null };
export type SubjectRow = {
  kind: 'quotation' | 'order';
  id: number;
  number: string;
  state: string;
  requestedAt: string;
  lineCount: number;
} | null;
export type ConversationRow = {
  id: number;
  state: 'OPEN' | 'CLOSED';
  buyerId: number | null;
  visitorId: number | null;
  subject: SubjectRow;
  unread: number;
  lastMessage: MessageRow | null;
  updatedAt: string | Date;
};
export type ConsoleRow = ConversationRow & {
  who: { kind: 'buyer' | 'visitor'; id: number; name: string; company: string | null; email: string };
  assignee: { id: number; name: string } | null;
};

/** The advisory lock visitors' uploads take turns on (see `visitorFilesHeld`). */
const VISITOR_FILES_LOCK = 0x43_68_46;

const listOf = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);
const OPEN_QUOTATIONS = listOf(OPEN_QUOTATION_STATES);
const OPEN_ORDERS = listOf(OPEN_ORDER_STATES);

/** Whether an attachment is past its expiry (its bytes may still wait for the job that deletes them). */
const EXPIRED = sql`coalesce(a.expires_at <= now(), false)`;
const ATTACHMENT = sql`case when a.id is null then null
  else json_build_object('id', a.id, 'name', a.name, 'contentType', a.content_type, 'size', a.size,
    'expired', ${EXPIRED}) end`;
/** A message as every answer and event shows it. */
const MESSAGE = sql`m.id::int as id, m.conversation_id as "conversationId", m.author, op.name as "operatorName", m.body,
  ${ATTACHMENT} as attachment, m.created_at as "createdAt"`;
const MESSAGE_JOINS = sql`left join operators op on op.id = m.operator_id
  left join chat_attachments a on a.id = m.attachment_id`;
const MESSAGE_JSON = sql`json_build_object('id', m.id, 'conversationId', m.conversation_id, 'author', m.author,
  'operatorName', op.name, 'body', m.body, 'createdAt', m.created_at, 'attachment', ${ATTACHMENT})`;
const SUBJECT = sql`case
  when c.quotation_id is not null then (select json_build_object('kind', 'quotation', 'id', q.id, 'number', q.number,
      'state', q.state, 'requestedAt', q.requested_at,
      'lineCount', (select count(*) from quotation_lines l where l.quotation_id = q.id))
    from quotations q where q.id = c.quotation_id)
  when c.order_id is not null then (select json_build_object('kind', 'order', 'id', o.id, 'number', o.number,
      'state', o.state, 'requestedAt', o.placed_at,
      'lineCount', (select count(*) from order_lines l where l.order_id = o.id))
    from orders o where o.id = c.order_id)
  end`;
const LAST_MESSAGE = sql`(select ${MESSAGE_JSON} from chat_messages m ${MESSAGE_JOINS}
  where m.conversation_id = c.id order by m.id desc limit 1)`;
/** Messages the other side wrote after the reader's read mark. */
const unreadFor = (side: 'person' | 'operator') =>
  side === 'person'
    ? sql`(select count(*)::int from chat_messages m where m.conversation_id = c.id and m.author = 'operator'
        and m.id > c.person_read_id)`
    : sql`(select count(*)::int from chat_messages m where m.conversation_id = c.id and m.author <> 'operator'
        and m.id > c.operator_read_id)`;
const CONVERSATION = (side: 'person' | 'operator') => sql`c.id, c.state, c.buyer_id as "buyerId",
  c.visitor_id as "visitorId", ${SUBJECT} as subject, ${unreadFor(side)} as unread,
  ${LAST_MESSAGE} as "lastMessage", c.updated_at as "updatedAt"`;
const ownedBy = (person: Person) =>
  person.kind === 'buyer' ? sql`c.buyer_id = ${person.id}` : sql`c.visitor_id = ${person.id}`;
const CONSOLE_ROW = sql`${CONVERSATION('operator')},
  case when c.buyer_id is not null
    then json_build_object('kind', 'buyer', 'id', b.id, 'name', b.rep_contact_name, 'company', b.company_name,
      'email', b.rep_contact_email)
    else json_build_object('kind', 'visitor', 'id', v.id, 'name', v.name, 'company', null, 'email', v.email) end as who,
  case when asg.id is null then null else json_build_object('id', asg.id, 'name', asg.name) end as assignee`;
const CONSOLE_JOINS = sql`left join buyers b on b.id = c.buyer_id left join chat_visitors v on v.id = c.visitor_id
  left join operators asg on asg.id = c.assignee_id`;

/**
 * The session behind a token hash has not ended: a buyer's not revoked nor expired, of an account still active, or an
 * operator's not revoked nor expired: the tests every request's token passes (the auth and operators features).
 */
const liveSession = (hash: SQL) => sql`(exists (select from buyer_sessions s join buyers b on b.id = s.buyer_id
    where s.token_hash = ${hash} and s.revoked_at is null and s.expires_at > now() and b.status = 'active')
  or exists (select from operator_sessions s
    where s.token_hash = ${hash} and s.revoked_at is null and s.expires_at > now()))`;

/** The chat's SQL. Every statement of a person's names the person: none reaches another's conversation. */
export function chatRepository(db: Db) {
  const { rows, one } = sqlRunner(db, 'chat');

  return {
    async visitorByToken(tokenHash: Buffer) {
      return one<{ id: number; name: string; email: string }>(
        sql`select id, name, email from chat_visitors where token_hash = ${tokenHash}`,
      );
    },

    async addVisitor(tokenHash: Buffer, name: string, email: string, language: string): Promise<number> {
      const row = await one<{ id: number }>(sql`insert into chat_visitors (token_hash, name, email, language)
        values (${tokenHash}, ${name}, ${email}, ${language}) returning id`);
      return row!.id;
    },

    async conversationsOf(person: Person): Promise<ConversationRow[]> {
      return rows(sql`select ${CONVERSATION('person')} from chat_conversations c where ${ownedBy(person)}
        order by c.updated_at desc limit 50`);
    },

    async conversationOf(person: Person, id: number): Promise<ConversationRow | undefined> {
      return one(sql`select ${CONVERSATION('person')} from chat_conversations c where c.id = ${id}
        and ${ownedBy(person)}`);
    },

    async unreadOf(person: Person): Promise<number> {
      const row = await one<{ unread: number }>(sql`select count(*)::int as unread
        from chat_conversations c join chat_messages m on m.conversation_id = c.id
        where ${ownedBy(person)} and m.author = 'operator' and m.id > c.person_read_id`);
      return row?.unread ?? 0;
    },

    /** The buyer's own quotation or order, when it is theirs (a visitor has none here). */
    async ownsSubject(buyerId: number, subject: { quotationId?: number; orderId?: number }): Promise<boolean> {
      const row = subject.quotationId
        ? await one(sql`select 1 from quotations where id = ${subject.quotationId} and buyer_id = ${buyerId}`)
        : await one(sql`select 1 from orders where id = ${subject.orderId ?? 0} and buyer_id = ${buyerId}`);
      return Boolean(row);
    },

    /** Finds or makes the person's conversation about the subject (one per person and subject: a unique index). */
    async open(person: Person, subject: { quotationId?: number; orderId?: number }): Promise<number> {
      const quotationId = subject.quotationId ?? null;
      const orderId = subject.orderId ?? null;
      const conflict =
        person.kind === 'buyer'
          ? sql`(buyer_id, coalesce(quotation_id, 0), coalesce(order_id, 0)) where buyer_id is not null`
          : sql`(visitor_id) where visitor_id is not null`;
      await db.execute(sql`insert into chat_conversations (buyer_id, visitor_id, quotation_id, order_id)
        values (${person.kind === 'buyer' ? person.id : null}, ${person.kind === 'visitor' ? person.id : null},
          ${quotationId}, ${orderId})
        on conflict ${conflict} do nothing`);
      const row = await one<{ id: number }>(sql`select c.id from chat_conversations c where ${ownedBy(person)}
        and coalesce(c.quotation_id, 0) = ${quotationId ?? 0} and coalesce(c.order_id, 0) = ${orderId ?? 0}`);
      return row!.id;
    },

    /** The newest messages of a conversation, oldest first. */
    async messages(conversationId: number, limit = 200): Promise<MessageRow[]> {
      return rows(sql`select * from (select ${MESSAGE} from chat_messages m ${MESSAGE_JOINS}
          where m.conversation_id = ${conversationId} order by m.id desc limit ${limit}) t order by id`);
    },

    async message(id: number): Promise<MessageRow | undefined> {
      return one(sql`select ${MESSAGE} from chat_messages m ${MESSAGE_JOINS} where m.id = ${id}`);
    },

    /**
     * Writes a message (call inside a transaction), or finds the one the same submission key wrote; the writer's
     * read mark moves past it, a person's message opens a closed conversation again, and the stream signal goes with
     * the commit. Answers the message id and whether it is new.
     */
    async addMessage(message: {
      conversationId: number;
      author: 'buyer' | 'visitor' | 'operator';
      operatorId: number | null;
      body: string;
      attachmentId: number | null;
      key: string | null;
    }): Promise<{ id: number; created: boolean }> {
      const written = await one<{ id: number }>(sql`insert into chat_messages
          (conversation_id, author, operator_id, body, attachment_id, submission_key)
        values (${message.conversationId}, ${message.author}, ${message.operatorId}, ${message.body},
          ${message.attachmentId}, ${message.key})
        on conflict (conversation_id, author, submission_key) do nothing returning id::int`);
      if (!written) {
        const kept = await one<{ id: number }>(sql`select id::int from chat_messages
          where conversation_id = ${message.conversationId} and author = ${message.author}
            and submission_key = ${message.key}`);
        return { id: kept!.id, created: false };
      }
      const side = message.author === 'operator' ? sql`operator_read_id` : sql`person_read_id`;
      await db.execute(sql`update chat_conversations set updated_at = now(),
          ${side} = greatest(${side}, ${written.id})
          ${message.author === 'operator' ? sql`` : sql`, state = 'OPEN'`}
        where id = ${message.conversationId}`);
      await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, '')`);
      return { id: written.id, created: true };
    },

    /** Stores a file; one kept `days` only (a visitor's) expires then. */
    async addAttachment(
      conversationId: number,
      file: { name: string; contentType: string; data: Buffer },
      days: number | null,
    ) {
      const row = await one<{ id: number }>(sql`insert into chat_attachments (conversation_id, name, content_type,
          size, data, expires_at)
        values (${conversationId}, ${file.name}, ${file.contentType}, ${file.data.length}, ${file.data},
          now() + make_interval(days => ${days}))
        returning id`);
      return row!.id;
    },

    /**
     * What visitors' files still kept would hold with `adding` bytes more, in one conversation and in all: bytes, and
     * seconds until the first of them expires. Call inside the transaction that stores the next one: uploads of
     * visitors take turns from here to the commit (an advisory lock; the statement after it sees what the turns before
     * committed), so two at once cannot both pass a cap that only one of them fits under.
     */
    async visitorFilesHeld(conversationId: number, adding: number) {
      await db.execute(sql`select pg_advisory_xact_lock(${VISITOR_FILES_LOCK})`);
      return (await one<{ conversation: StoredBytes; store: StoredBytes }>(sql`select
          json_build_object(
            'bytes', coalesce(sum(size) filter (where conversation_id = ${conversationId}), 0) + ${adding}::int,
            'freesIn', ceil(extract(epoch from min(expires_at) filter (where conversation_id = ${conversationId})
              - now()))) as conversation,
          json_build_object('bytes', coalesce(sum(size), 0) + ${adding}::int,
            'freesIn', ceil(extract(epoch from min(expires_at) - now()))) as store
        from chat_attachments where data is not null and expires_at > now()`))!;
    },

    /** An attachment with the conversation it belongs to (the caller checks the reader may see it); no bytes once expired. */
    async attachment(id: number) {
      return one<{
        conversationId: number;
        name: string;
        contentType: FileType;
        data: Buffer | null;
        expired: boolean;
      }>(
        sql`select a.conversation_id as "conversationId", a.name, a.content_type as "contentType",
          ${EXPIRED} as expired, case when ${EXPIRED} then null else a.data end as data
        from chat_attachments a where a.id = ${id}`,
      );
    },

    /** Deletes the bytes of up to `limit` expired files (rows another process is deleting are skipped); how many. */
    async deleteExpiredFiles(limit: number): Promise<number> {
      const deleted = await rows(sql`update chat_attachments set data = null
        where id in (select id from chat_attachments where data is not null and expires_at <= now()
          order by expires_at limit ${limit} for update skip locked)
        returning id`);
      return deleted.length;
    },

    async markRead(conversationId: number, side: 'person' | 'operator', upTo: number): Promise<void> {
      const column = side === 'person' ? sql`person_read_id` : sql`operator_read_id`;
      await db.execute(sql`update chat_conversations set ${column} = greatest(${column},
          least(${upTo}, (select coalesce(max(id), 0) from chat_messages where conversation_id = ${conversationId})))
        where id = ${conversationId}`);
    },

    /* Tickets: single use, a minute at most, for the buyer's or operator's session that asked (a visitor has none). */
    async addTicket(tokenHash: Buffer, reader: Reader, session: Buffer | null, seconds: number): Promise<void> {
      await db.execute(sql`insert into chat_stream_tickets
          (token_hash, buyer_id, visitor_id, operator_id, session_hash, expires_at)
        values (${tokenHash}, ${reader.kind === 'buyer' ? reader.id : null},
          ${reader.kind === 'visitor' ? reader.id : null}, ${reader.kind === 'operator' ? reader.id : null},
          ${session}, now() + make_interval(secs => ${seconds}))`);
      await db.execute(sql`delete from chat_stream_tickets where expires_at < now() - interval '1 hour'`);
    },

    /** Uses a ticket up: its reader and session, unless that session has ended since. */
    async useTicket(tokenHash: Buffer): Promise<StreamOwner | undefined> {
      const row = await one<{
        buyerId: number | null;
        visitorId: number | null;
        operatorId: number | null;
        session: Buffer | null;
      }>(
        sql`with t as (delete from chat_stream_tickets where token_hash = ${tokenHash} and expires_at > now()
            returning buyer_id, visitor_id, operator_id, session_hash)
          select buyer_id as "buyerId", visitor_id as "visitorId", operator_id as "operatorId", session_hash as session
          from t where session_hash is null or ${liveSession(sql`session_hash`)}`,
      );
      if (!row) return undefined;
      const reader: Reader = row.buyerId
        ? { kind: 'buyer', id: row.buyerId }
        : row.visitorId
          ? { kind: 'visitor', id: row.visitorId }
          : { kind: 'operator', id: row.operatorId! };
      return { reader, session: row.session };
    },

    /** Which of these sessions (token hashes, in hex) have not ended. */
    async liveSessions(hashes: readonly Buffer[]): Promise<Set<string>> {
      const live = await rows<{ hash: string }>(sql`select encode(h, 'hex') as hash
        from unnest(${sql.param([...hashes])}::bytea[]) h where ${liveSession(sql`h`)}`);
      return new Set(live.map((row) => row.hash));
    },

    /* The stream's reads: only rows whose transaction is below every running one's, in (xid, id) order. */

    /**
     * Where a read from now starts: the last position below every running transaction, and the statement's snapshot
     * (`xmin:xmax:running,…`), which tells the transactions that had committed by then — rows past that position may
     * already be there, written by transactions that committed while an older one still ran.
     */
    async horizon(): Promise<{ cursor: Cursor; snapshot: string }> {
      const row = (await one<{ xid: string | null; id: number | null; snapshot: string }>(sql`select h.xid, h.id,
          pg_current_snapshot()::text as snapshot
        from (select) here left join lateral (select xid::text as xid, id::int as id from chat_messages
          where xid < pg_snapshot_xmin(pg_current_snapshot()) order by xid desc, id desc limit 1) h on true`))!;
      // One row always: the snapshot, with the last position when there is one.
      return { cursor: row.xid ? { xid: row.xid, id: row.id! } : { xid: '0', id: 0 }, snapshot: row.snapshot };
    },

    /** What committed after `after`, for one reader or (without `reader`) for everyone; `pending`: rows still wait. */
    async after(after: Cursor, limit: number, reader?: Reader): Promise<{ list: StreamRow[]; pending: boolean }> {
      const scope: SQL =
        !reader || reader.kind === 'operator'
          ? sql``
          : reader.kind === 'buyer'
            ? sql`and c.buyer_id = ${reader.id}`
            : sql`and c.visitor_id = ${reader.id}`;
      const list = await rows<StreamRow>(sql`select ${MESSAGE}, m.xid::text as xid, c.buyer_id as "buyerId",
          c.visitor_id as "visitorId"
        from chat_messages m join chat_conversations c on c.id = m.conversation_id ${MESSAGE_JOINS}
        where (m.xid, m.id) > (${after.xid}::xid8, ${after.id}::bigint)
          and m.xid < pg_snapshot_xmin(pg_current_snapshot()) ${scope}
        order by m.xid, m.id limit ${limit}`);
      // Rows of transactions still running (or committed behind one that still runs): read again shortly.
      const waiting = await one<{ pending: boolean }>(sql`select exists (select 1 from chat_messages
        where xid >= pg_snapshot_xmin(pg_current_snapshot())) as pending`);
      return { list, pending: waiting?.pending ?? false };
    },

    /* The console's side. */

    async consolePage(filter: { state: 'OPEN' | 'CLOSED' | 'ALL'; assigneeId?: number }, page: number, size: number) {
      const where = sql`where true ${filter.state === 'ALL' ? sql`` : sql`and c.state = ${filter.state}`}
        ${filter.assigneeId ? sql`and c.assignee_id = ${filter.assigneeId}` : sql``}`;
      const list = await rows<ConsoleRow>(sql`select * from (select ${CONSOLE_ROW}
          from chat_conversations c ${CONSOLE_JOINS} ${where}) t
        order by (unread > 0) desc, "updatedAt" desc, id desc limit ${size} offset ${(page - 1) * size}`);
      const count = await one<{ total: number }>(sql`select count(*)::int as total from chat_conversations c ${where}`);
      return { list, total: count?.total ?? 0 };
    },

    async consoleRow(id: number): Promise<ConsoleRow | undefined> {
      return one(sql`select ${CONSOLE_ROW} from chat_conversations c ${CONSOLE_JOINS} where c.id = ${id}`);
    },

    async consoleUnread(): Promise<number> {
      const row = await one<{ unread: number }>(sql`select count(*)::int as unread
        from chat_conversations c join chat_messages m on m.conversation_id = c.id
        where c.state = 'OPEN' and m.author <> 'operator' and m.id > c.operator_read_id`);
      return row?.unread ?? 0;
    },

    async buyerProfile(buyerId: number) {
      return one<{
        id: number;
        loginId: string;
        company: string;
        contact: string;
        email: string;
        country: string;
        grade: string;
        currency: string;
        status: 'pending' | 'active' | 'rejected' | 'suspended' | 'withdrawn';
        openQuotations: number;
        openOrders: number;
      }>(sql`select b.id, b.login_id as "loginId", b.company_name as company, b.rep_contact_name as contact,
          b.rep_contact_email as email, co.name as country, coalesce(g.name, '') as grade,
          coalesce(b.currency, '') as currency, b.status,
          (select count(*)::int from quotations q where q.buyer_id = b.id and q.state in ${OPEN_QUOTATIONS})
            as "openQuotations",
          (select count(*)::int from orders o where o.buyer_id = b.id and o.state in ${OPEN_ORDERS}) as "openOrders"
        from buyers b join countries co on co.id = b.country_id left join grades g on g.id = b.grade_id
        where b.id = ${buyerId}`);
    },

    /** A buyer's newest quotations and orders, beside the thread. */
    async buyerRecords(buyerId: number) {
      return rows<{ kind: 'quotation' | 'order'; id: number; number: string; state: string; date: string }>(sql`
        (select 'quotation' as kind, id, number, state, requested_at as date from quotations where buyer_id = ${buyerId}
          order by id desc limit 10)
        union all
        (select 'order' as kind, id, number, state, placed_at as date from orders where buyer_id = ${buyerId}
          order by id desc limit 10)
        order by date desc`);
    },

    async quotationOf(buyerId: number, quotationId: number): Promise<SubjectRow | undefined> {
      const row = await one<{ subject: SubjectRow }>(sql`select ${SUBJECT} as subject
        from (select ${quotationId}::int as quotation_id, null::int as order_id) c
        where exists (select 1 from quotations where id = ${quotationId} and buyer_id = ${buyerId})`);
      return row?.subject;
    },

    async operators() {
      return rows<{ id: number; name: string }>(sql`select id, name from operators order by name, id`);
    },

    async operatorExists(id: number): Promise<boolean> {
      return Boolean(await one(sql`select 1 from operators where id = ${id}`));
    },

    async setAssignee(id: number, operatorId: number | null) {
      return one<{ before: number | null }>(sql`update chat_conversations c set assignee_id = ${operatorId}
        from (select assignee_id from chat_conversations where id = ${id} for update) old
        where c.id = ${id} returning old.assignee_id as before`);
    },

    async setState(id: number, state: 'OPEN' | 'CLOSED') {
      return one<{ before: string }>(sql`update chat_conversations c set state = ${state}, updated_at = now()
        from (select state from chat_conversations where id = ${id} for update) old
        where c.id = ${id} returning old.state as before`);
    },

    /**
     * Conversations whose operator reply has waited unread more than `minutes`, not e-mailed about yet: locked for
     * this transaction, skipping what another process holds.
     */
    async unreadReplies(minutes: number, limit: number) {
      return rows<{
        id: number;
        upTo: number;
        email: string;
        name: string;
        language: string;
        buyerId: number | null;
      }>(sql`select c.id, m.up_to::int as "upTo", coalesce(b.rep_contact_email, v.email) as email,
          coalesce(b.rep_contact_name, v.name) as name, coalesce(b.language, v.language) as language,
          c.buyer_id as "buyerId"
        from chat_conversations c
        cross join lateral (select max(id) as up_to, min(created_at) as first_at from chat_messages m
          where m.conversation_id = c.id and m.author = 'operator'
            and m.id > greatest(c.person_read_id, c.mailed_up_to)) m
        left join buyers b on b.id = c.buyer_id left join chat_visitors v on v.id = c.visitor_id
        where m.up_to is not null and m.first_at < now() - make_interval(mins => ${minutes})
          and (b.id is null or b.status = 'active')
        order by c.id limit ${limit}
        for update of c skip locked`);
    },

    /**
     * Moves the conversation's mail mark to `upTo` unless it is there already; whether it moved. The update waits for
     * and rereads a row another transaction changed, so of two jobs that read the same reply as due, one moves it.
     */
    async markMailed(id: number, upTo: number): Promise<boolean> {
      const moved = await rows(sql`update chat_conversations set mailed_up_to = ${upTo}
        where id = ${id} and mailed_up_to < ${upTo} returning id`);
      return moved.length > 0;
    },
  };
}

/** The PostgreSQL channel a written message is signalled on (in the writing transaction: delivered at its commit). */
export const CHAT_CHANNEL = 'hive_chat';

export type ChatRepository = ReturnType<typeof chatRepository>;
