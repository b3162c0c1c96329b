import type { ServerResponse } from 'node:http';
import { DomainError } from '@hive/domain';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Changes } from '../../db/changes.js';
import type { BuyerSessions } from '../../plugins/session.js';
import { SESSION_COOKIE } from '../../plugins/session-cookie.js';
import { presentMessage } from './chat.presenter.js';
import type { StreamOwner } from './chat.repository.js';
import type { ChatService } from './chat.service.js';
import { type ChatHub, cursorText, parseCursor } from './chat-hub.js';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** A stream lives this long at most; the client opens the next one with a new ticket, where this one left off. */
const STREAM_LIFE_MS = 3_600_000;
/**
 * While streams are open, their sessions are looked at this often whatever the announcements did: the bound on one
 * missed by a listener whose connection died without a word, or on a session that expired without a change.
 */
const SESSION_CHECK_MS = 30_000;

export type ChatStreamOptions = {
  /** The database's announcements that a session changed (`hive_sessions`, from any process). */
  sessions: Changes;
  /** Who a buyer's session cookie names, for a stream opened without a ticket. */
  members: BuyerSessions;
  lifeMs?: number;
  log: FastifyBaseLogger;
};

/**
 * `GET …/chat/stream?ticket=`: Server-Sent Events of every new message the ticket's reader may see. The ticket (from
 * an authenticated POST) is used up here, so the address never carries a session. A buyer's page drawn by the server
 * opens it without a ticket: the httpOnly session cookie names the buyer (a read of their own messages, so a request
 * another site makes the browser send learns that site nothing), and the page asks no ticket, nor loads what would read
 * its answer, while it is taken over. A reconnect resumes after `Last-Event-ID` (or `after=`, for a client that
 * reconnects with a new ticket, or starts where it read the chat), and an event's id is its position: nothing is sent
 * twice, nothing skipped. A stream ends with the session that asked for its ticket or whose cookie opened it (sign-out,
 * a suspended account, a revoked operator session: whichever process made the change), and after `lifeMs` in any case.
 * Returns the handler and the close of every stream open (the app's close).
 */
export function chatStream(
  chat: ChatService,
  hub: ChatHub,
  { sessions, members, lifeMs = STREAM_LIFE_MS, log }: ChatStreamOptions,
) {
  /** The buyer behind a live session cookie, as a ticket would have named them; none for a missing or dead one. */
  const cookieOwner = async (request: FastifyRequest): Promise<StreamOwner | undefined> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return undefined;
    const buyer = await members.resolve(token).catch(() => undefined);
    return buyer && { reader: { kind: 'buyer', id: buyer.buyerId }, session: buyer.tokenHash };
  };

  /** The streams open here, with the session each ends with (none for a visitor's). */
  const open = new Map<ServerResponse, Buffer | null>();
  const end = (raw: ServerResponse) => {
    open.delete(raw);
    raw.end();
  };
  /** Announcements heard so far: one between a ticket's use and its stream's start is looked at again. */
  let announced = 0;
  let checking: Promise<void> | undefined;
  let again = false;

  /** Ends the streams whose session has ended; one look at a time, once more if asked during one. */
  function checkSessions() {
    if (checking) {
      again = true;
      return;
    }
    checking = (async () => {
      do {
        again = false;
        const watched = [...open].filter((entry): entry is [ServerResponse, Buffer] => entry[1] !== null);
        if (watched.length === 0) break;
        try {
          const live = await chat.liveSessions(watched.map(([, session]) => session));
          for (const [raw, session] of watched) if (!live.has(session.toString('hex'))) end(raw);
        } catch (error) {
          log.error({ err: error }, 'chat stream sessions could not be checked');
        }
      } while (again);
    })().finally(() => {
      checking = undefined;
    });
  }
  sessions.subscribe(() => {
    announced++;
    checkSessions();
  });
  const safety = setInterval(() => {
    if (open.size > 0) checkSessions();
  }, SESSION_CHECK_MS);
  safety.unref();

  async function handler(
    request: FastifyRequest<{ Querystring: { ticket?: string; after?: string } }>,
    reply: FastifyReply,
  ) {
    const heard = announced;
    const { ticket } = request.query;
    const owner = ticket ? await chat.useTicket(ticket) : await cookieOwner(request);
    if (!owner)
      throw new DomainError(
        'UNAUTHORIZED',
        ticket ? 'This stream ticket is used or expired: ask for a new one.' : 'Sign in, or ask for a stream ticket.',
      );
    const { reader, session } = owner;
    const lastEventId = request.headers['last-event-id'];
    const from =
      parseCursor(typeof lastEventId === 'string' ? lastEventId : undefined) ?? parseCursor(request.query.after);
    const audience = reader.kind === 'operator' ? 'operator' : 'person';

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    raw.write('retry: 2000\n\n');
    open.set(raw, session);
    // The session was live when the ticket was used; a change announced since may have ended it.
    if (session && (announced !== heard || !sessions.heard())) checkSessions();
    let close = () => {};
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const life = setTimeout(() => end(raw), lifeMs);
    life.unref();
    raw.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(life);
      open.delete(raw);
      close();
    });
    try {
      const stream = await hub.open(reader, from, (row, cursor) => {
        raw.write(
          `id: ${cursorText(cursor)}\nevent: message\ndata: ${JSON.stringify(presentMessage(row, audience))}\n\n`,
        );
      });
      close = stream.close;
      if (raw.destroyed) close();
      else raw.write(`id: ${cursorText(stream.start)}\nevent: ready\ndata: {}\n\n`);
    } catch (error) {
      request.log.error({ err: error }, 'chat stream failed to open');
      raw.end();
    }
  }

  return {
    handler,
    /** Ends every stream open here (before the server closes, which would wait for them). */
    closeAll() {
      clearInterval(safety);
      for (const raw of [...open.keys()]) end(raw);
    },
  };
}
