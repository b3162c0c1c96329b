import type { ServerResponse } from 'node:http';
import { DomainError } from '@hive/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { presentMessage } from './chat.presenter.js';
import type { ChatService } from './chat.service.js';
import { type ChatHub, cursorText, parseCursor } from './chat-hub.js';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET …/chat/stream?ticket=`: Server-Sent Events of every new message the ticket's reader may see. The ticket (from
 * an authenticated POST) is used up here, so the address never carries a session. A reconnect resumes after
 * `Last-Event-ID` (or `after=`, for a client that reconnects with a new ticket), and an event's id is its position:
 * nothing is sent twice, nothing skipped. Returns the handler and the close of every stream open (the app's close).
 */
export function chatStream(chat: ChatService, hub: ChatHub) {
  const open = new Set<ServerResponse>();

  async function handler(
    request: FastifyRequest<{ Querystring: { ticket: string; after?: string } }>,
    reply: FastifyReply,
  ) {
    const reader = await chat.useTicket(request.query.ticket);
    if (!reader) throw new DomainError('UNAUTHORIZED', 'This stream ticket is used or expired: ask for a new one.');
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
    open.add(raw);
    let close = () => {};
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    raw.on('close', () => {
      clearInterval(heartbeat);
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
      for (const raw of open) raw.end();
      open.clear();
    },
  };
}
