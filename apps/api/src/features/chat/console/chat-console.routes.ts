import {
  CHAT_ATTACHMENT_MAX_BYTES,
  chatConversationParams,
  chatMessageBody,
  chatMessageView,
  chatReadBody,
  chatTicket,
  consoleChatAssignBody,
  consoleChatDetail,
  consoleChatPage,
  consoleChatQuery,
  consoleChatStateBody,
  consoleChatUnread,
  envelope,
  idParams,
  ok,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendUploadedFile } from '../../../lib/uploaded-files.js';
import { operatorOf } from '../../../plugins/operator-session.js';
import { attachedFile, attachmentSchema, octetStream, submissionKey } from '../chat.routes.js';
import type { ChatService } from '../chat.service.js';

const tags = ['console chat'];

/** The operators' chat inbox (inside the console's scope: every route needs an operator). */
export const chatConsoleRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });
  octetStream(app);

  app.get(
    '/console/api/chat',
    {
      schema: {
        tags,
        summary: 'Conversations, unread first, then the newest',
        querystring: consoleChatQuery,
        response: { 200: envelope(consoleChatPage) },
      },
    },
    async (request) => {
      const { state, mine, page, size } = request.query;
      const assigneeId = mine === 'true' ? operatorOf(request).id : undefined;
      return { payload: await chat.page({ state, assigneeId }, page, size) };
    },
  );

  app.get(
    '/console/api/chat/unread',
    {
      schema: {
        tags,
        summary: 'Unread messages in open conversations',
        response: { 200: envelope(consoleChatUnread) },
      },
    },
    async () => ({ payload: { unread: await chat.consoleUnread() } }),
  );

  app.post(
    '/console/api/chat/stream-ticket',
    {
      schema: {
        tags,
        summary: 'A ticket for the event stream of every conversation',
        response: { 200: envelope(chatTicket) },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      return { payload: await chat.ticket({ kind: 'operator', id: operator.id }, operator.tokenHash) };
    },
  );

  app.get(
    '/console/api/chat/attachments/:id',
    { schema: { tags, summary: 'An attachment, as a download', params: idParams } },
    async (request, reply) =>
      sendUploadedFile(
        reply,
        await chat.attachment({ kind: 'operator', id: operatorOf(request).id }, request.params.id),
      ),
  );

  app.get(
    '/console/api/chat/:id',
    {
      schema: {
        tags,
        summary: "A conversation, its messages, and the buyer's profile, quotations and orders",
        params: chatConversationParams,
        response: { 200: envelope(consoleChatDetail) },
      },
    },
    async (request) => ({ payload: await chat.detail(request.params.id) }),
  );

  app.post(
    '/console/api/chat/:id/messages',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Reply (plain text; a retry under the same Idempotency-Key never doubles it)',
        params: chatConversationParams,
        body: chatMessageBody,
        response: { 200: envelope(chatMessageView) },
      },
    },
    async (request) => ({
      payload: await chat.reply(operatorOf(request).id, request.params.id, request.body, submissionKey(request)),
    }),
  );

  app.post(
    '/console/api/chat/:id/attachments',
    {
      config: { idempotent: true },
      bodyLimit: CHAT_ATTACHMENT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Send a picture or a PDF (raw bytes, up to 10 MB)',
        ...attachmentSchema,
      },
    },
    async (request) => ({
      payload: await chat.reply(
        operatorOf(request).id,
        request.params.id,
        attachedFile(request),
        submissionKey(request),
      ),
    }),
  );

  app.post(
    '/console/api/chat/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark messages read',
        params: chatConversationParams,
        body: chatReadBody,
        response: { 200: envelope(ok) },
      },
    },
    async (request) => {
      await chat.operatorRead(request.params.id, request.body.upTo);
      return { payload: { status: 'ok' as const } };
    },
  );

  app.put(
    '/console/api/chat/:id/assignee',
    {
      schema: {
        tags,
        summary: 'Assign the conversation to an operator (or to nobody)',
        params: chatConversationParams,
        body: consoleChatAssignBody,
        response: { 200: envelope(consoleChatDetail) },
      },
    },
    async (request) => ({
      payload: await chat.assign(operatorOf(request).id, request.params.id, request.body.operatorId),
    }),
  );

  app.put(
    '/console/api/chat/:id/state',
    {
      schema: {
        tags,
        summary: 'Close or reopen the conversation',
        params: chatConversationParams,
        body: consoleChatStateBody,
        response: { 200: envelope(consoleChatDetail) },
      },
    },
    async (request) => ({
      payload: await chat.setState(operatorOf(request).id, request.params.id, request.body.state),
    }),
  );
};
