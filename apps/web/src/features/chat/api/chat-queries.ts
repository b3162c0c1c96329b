import type { ChatMe, ChatMessageView, ChatThread } from '@hive/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, readCookie } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const chatKeys = {
  all: ['chat'] as const,
  me: (who: string) => [...chatKeys.all, 'me', who] as const,
  thread: (id: number) => [...chatKeys.all, 'thread', id] as const,
};

/** Nobody chats here yet: what the server answers a browser without a chat. */
const NOBODY: ChatMe = { who: 'none', name: null, conversations: [], unread: 0, position: '0-0' };

/**
 * Who chats on this browser, their conversations and unread replies (`who`: the session, so a sign-in asks again). A
 * visitor is asked about only once the server set the readable `hive_chats` hint beside their chat's httpOnly cookie:
 * a visitor who never chatted costs no request (nor the schemas that read the answer). A buyer's page comes with it,
 * drawn by the server.
 */
export const chatMeQuery = (who: string) =>
  queryOptions({
    queryKey: chatKeys.me(who),
    queryFn: () =>
      who === 'visitor' && !readCookie('hive_chats') ? NOBODY : api('/client/api/v1/chat', (s) => s.chatMe),
    staleTime: 30_000,
    // Each browser's own: the server's first render draws it for a buyer alone, never in a page kept for visitors.
    meta: { silent: true, personal: true },
  });

export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: chatKeys.thread(id),
    queryFn: () => api(`/client/api/v1/chat/conversations/${id}`, (s) => s.chatThread),
    staleTime: 0,
  });

export const becomeVisitor = (body: { name: string; email: string }) =>
  api('/client/api/v1/chat/visitor', (s) => s.chatMe, { method: 'POST', body });

export const openConversation = (subject: { quotationId?: number }) =>
  api('/client/api/v1/chat/conversations', (s) => s.chatThread, { method: 'POST', body: subject });

export const sendMessage = (id: number, body: string, idempotencyKey: string) =>
  api(`/client/api/v1/chat/conversations/${id}/messages`, (s) => s.chatMessageView, {
    method: 'POST',
    body: { body },
    idempotencyKey,
  });

export const sendFile = (id: number, file: File, idempotencyKey: string) =>
  api(`/client/api/v1/chat/conversations/${id}/attachments`, (s) => s.chatMessageView, {
    method: 'POST',
    query: { name: file.name.slice(0, 200) || 'file' },
    file,
    idempotencyKey,
  });

export const markRead = (id: number, upTo: number) =>
  api(`/client/api/v1/chat/conversations/${id}/read`, (s) => s.ok, { method: 'POST', body: { upTo } }).catch(
    () => undefined,
  );

export const streamTicket = async () =>
  (await api('/client/api/v1/chat/stream-ticket', (s) => s.chatTicket, { method: 'POST' })).ticket;

/** A message into the thread kept in the cache, once (the stream and the sender's own answer may both bring it). */
export function addToThread(message: ChatMessageView) {
  queryClient.setQueryData<ChatThread>(chatKeys.thread(message.conversationId), (thread) =>
    thread && !thread.messages.some((kept) => kept.id === message.id)
      ? { ...thread, messages: [...thread.messages, message].sort((a, b) => a.id - b.id) }
      : thread,
  );
}
