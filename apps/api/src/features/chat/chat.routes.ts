import {
  CHAT_ATTACHMENT_MAX_BYTES,
  channelTalkProfile,
  channelTalkQuotation,
  chatAttachmentQuery,
  chatConversationParams,
  chatMe,
  chatMessageBody,
  chatMessageView,
  chatOpenBody,
  chatReadBody,
  chatStreamQuery,
  chatThread,
  chatTicket,
  chatVisitorBody,
  DomainError,
  envelope,
  idParams,
  ok,
  uploadBody,
} from '@hive/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bytesOf, sendUploadedFile } from '../../lib/uploaded-files.js';
import { guard } from '../../plugins/rate-limits.js';
import { signedInBuyer } from '../../plugins/session.js';
import type { Person } from './chat.repository.js';
import type { ChatService, Sender } from './chat.service.js';
import type { chatStream } from './chat-stream.js';

const tags = ['chat'];
/** The visitor's chat token. HttpOnly: no script reads it; the server maps its hash to the visitor. */
export const CHAT_COOKIE = 'hive_chat';
/**
 * Beside the visitor's httpOnly cookie, a readable hint that this browser chats: the web app asks who chats here only
 * when it is there (or a buyer is signed in), so a visitor who never chatted costs no request.
 */
export const CHAT_HINT_COOKIE = 'hive_chats';
const COOKIE_MAX_AGE_S = 180 * 86_400;

/** The submission key a message was sent with (the idempotency plugin replays its answer; the table refuses a double). */
export const submissionKey = (request: FastifyRequest) => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : null;
};

/** An attachment route's schema but for its words: the raw bytes of a picture or a PDF, named in the query. */
export const attachmentSchema = {
  consumes: ['application/octet-stream'],
  body: uploadBody,
  params: chatConversationParams,
  querystring: chatAttachmentQuery,
  response: { 200: envelope(chatMessageView) },
};

/** The file an attachment route received, as the service takes it. */
export const attachedFile = (request: { query: { name: string }; body: Uint8Array }) => ({
  name: request.query.name,
  data: bytesOf(request.body),
});

/** Raw bytes for an upload: an attachment route's own body parser, up to 10 MB. */
export const octetStream = (app: Parameters<FastifyPluginAsyncZod>[0]) =>
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: CHAT_ATTACHMENT_MAX_BYTES },
    (_r, body, done) => done(null, body),
  );

/**
 * The buyer's or visitor's chat: a buyer by the session, a visitor by the httpOnly cookie set when they leave a name
 * and an e-mail. Every conversation is checked against its owner: another's is not found. Plus the spec's profile
 * routes (`channel-talk/buyer/{id}`, `…/quotation/{id}`): the buyer's own only.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService; stream: ReturnType<typeof chatStream> }> = async (
  app,
  { chat, stream },
) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });
  octetStream(app);

  const visitorOf = (request: FastifyRequest) => chat.visitorOf(request.cookies[CHAT_COOKIE]);
  async function personOf(request: FastifyRequest): Promise<Person | undefined> {
    if (request.buyer) return { kind: 'buyer', id: request.buyer.buyerId };
    const visitor = await visitorOf(request);
    return visitor ? { kind: 'visitor', id: visitor.id } : undefined;
  }
  /** Who acts, once per request: the sending routes check it before their rate limit and idempotency claim. */
  const known = new WeakMap<FastifyRequest, Person>();
  async function person(request: FastifyRequest): Promise<Person> {
    const found = known.get(request) ?? (await personOf(request));
    if (!found) throw new DomainError('UNAUTHORIZED', 'Sign in, or leave your name and e-mail, to chat.');
    known.set(request, found);
    return found;
  }
  const signedIn = async (request: FastifyRequest) => {
    await person(request);
  };
  // An address exempt from the limits (`RATE_LIMIT_ALLOW`) is not counted as one visitor either.
  const sender = async (request: FastifyRequest): Promise<Sender> => ({
    ...(await person(request)),
    address: app.limits.exempt(request) ? null : request.ip,
  });

  app.get(
    '/client/api/v1/chat',
    {
      schema: {
        tags,
        summary: 'Who chats here, their conversations and unread replies',
        response: { 200: envelope(chatMe) },
      },
    },
    async (request) => {
      const found = await personOf(request);
      const name = found?.kind === 'visitor' ? ((await visitorOf(request))?.name ?? null) : null;
      return { payload: await chat.me(found, name) };
    },
  );

  app.post(
    '/client/api/v1/chat/visitor',
    {
      preHandler: guard(app, 10),
      schema: {
        tags,
        summary: 'A visitor leaves a name and an e-mail to chat (an httpOnly cookie keeps them)',
        body: chatVisitorBody,
        response: { 200: envelope(chatMe) },
      },
    },
    async (request, reply) => {
      if (request.buyer) return { payload: await chat.me({ kind: 'buyer', id: request.buyer.buyerId }, null) };
      // A browser that chats already keeps its visitor (the form sent twice, or a hint cookie lost): no second one.
      const known = await visitorOf(request);
      const language = String(request.headers['accept-language'] ?? 'en').slice(0, 2);
      const secret = known
        ? (request.cookies[CHAT_COOKIE] ?? '')
        : await chat.becomeVisitor(
            request.body.name,
            request.body.email,
            ['en', 'vi', 'es', 'ru', 'id'].includes(language) ? language : 'en',
          );
      reply
        .setCookie(CHAT_COOKIE, secret, { httpOnly: true, maxAge: COOKIE_MAX_AGE_S })
        .setCookie(CHAT_HINT_COOKIE, '1', { httpOnly: false, maxAge: COOKIE_MAX_AGE_S });
      const visitor = known ?? (await chat.visitorOf(secret));
      return { payload: await chat.me({ kind: 'visitor', id: visitor!.id }, visitor!.name) };
    },
  );

  app.post(
    '/client/api/v1/chat/conversations',
    {
      schema: {
        tags,
        summary: 'Open (or find) the conversation about a quotation, an order, or in general',
        body: chatOpenBody,
        response: { 200: envelope(chatThread) },
      },
    },
    async (request) => ({ payload: await chat.open(await person(request), request.body) }),
  );

  app.get(
    '/client/api/v1/chat/conversations/:id',
    {
      schema: {
        tags,
        summary: 'A conversation and its newest messages',
        params: chatConversationParams,
        response: { 200: envelope(chatThread) },
      },
    },
    async (request) => ({ payload: await chat.thread(await person(request), request.params.id) }),
  );

  app.post(
    '/client/api/v1/chat/conversations/:id/messages',
    {
      config: { idempotent: true },
      preHandler: [guard(app, 60), signedIn],
      schema: {
        tags,
        summary: 'Send a message (plain text; a retry under the same Idempotency-Key never doubles it)',
        params: chatConversationParams,
        body: chatMessageBody,
        response: { 200: envelope(chatMessageView) },
      },
    },
    async (request) => ({
      payload: await chat.post(await sender(request), request.params.id, request.body, submissionKey(request)),
    }),
  );

  app.post(
    '/client/api/v1/chat/conversations/:id/attachments',
    {
      config: { idempotent: true },
      bodyLimit: CHAT_ATTACHMENT_MAX_BYTES,
      preHandler: [guard(app, 20), signedIn],
      schema: {
        tags,
        summary:
          'Send a picture or a PDF (the raw bytes, up to 10 MB; the type is read from the content). Past the day’s ' +
          'allowance 429, with a visitor’s conversation or all visitors’ files full 413; both with Retry-After',
        ...attachmentSchema,
      },
    },
    async (request) => ({
      payload: await chat.post(await sender(request), request.params.id, attachedFile(request), submissionKey(request)),
    }),
  );

  app.post(
    '/client/api/v1/chat/conversations/:id/read',
    {
      config: { member: 'self' },
      schema: {
        tags,
        summary: 'Mark the replies up to a message as read',
        params: chatConversationParams,
        body: chatReadBody,
        response: { 200: envelope(ok) },
      },
    },
    async (request) => {
      await chat.read(await person(request), request.params.id, request.body.upTo);
      return { payload: { status: 'ok' as const } };
    },
  );

  app.get(
    '/client/api/v1/chat/attachments/:id',
    { schema: { tags, summary: 'An attachment of your conversation, as a download', params: idParams } },
    async (request, reply) => sendUploadedFile(reply, await chat.attachment(await person(request), request.params.id)),
  );

  app.post(
    '/client/api/v1/chat/stream-ticket',
    {
      config: { member: 'self' },
      schema: {
        tags,
        summary: 'A short-lived, single-use ticket that opens the event stream',
        response: { 200: envelope(chatTicket) },
      },
    },
    async (request) => ({ payload: await chat.ticket(await person(request), request.buyer?.tokenHash ?? null) }),
  );

  app.get(
    '/client/api/v1/chat/stream',
    {
      schema: {
        tags,
        summary: 'Server-Sent Events: every new message of your conversations (operators: of every conversation)',
        querystring: chatStreamQuery,
      },
    },
    stream.handler,
  );

  app.get(
    '/client/api/v1/channel-talk/buyer/:id',
    {
      schema: {
        tags,
        summary: "The buyer's chat profile: member id, its signed hash, company, contact, grade, open records",
        params: idParams,
        response: { 200: envelope(channelTalkProfile) },
      },
    },
    async (request) => ({ payload: await chat.channelTalkBuyer(signedInBuyer(request).buyerId, request.params.id) }),
  );

  app.get(
    '/client/api/v1/channel-talk/quotation/:id',
    {
      schema: {
        tags,
        summary: "The buyer's chat profile with one of their quotations",
        params: idParams,
        response: { 200: envelope(channelTalkQuotation) },
      },
    },
    async (request) => ({
      payload: await chat.channelTalkQuotation(signedInBuyer(request).buyerId, request.params.id),
    }),
  );
};
