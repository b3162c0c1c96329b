import {
  chatMessageView,
  chatTicket,
  consoleChatDetail,
  consoleChatPage,
  consoleChatUnread,
  ok,
} from '@hive/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi, consoleKeys, consolePageQuery, fresh } from '../../../../lib/console-client';
import { queryClient } from '../../../../lib/query-client';

export type ChatFilter = { state?: 'OPEN' | 'CLOSED' | 'ALL'; mine?: 'true'; page: number };

export const consoleChatKeys = {
  all: [...consoleKeys.all, 'chat'] as const,
  detail: (id: number) => [...consoleChatKeys.all, 'detail', id] as const,
  unread: () => [...consoleChatKeys.all, 'unread'] as const,
};

export const chatInboxQuery = (filter: ChatFilter) =>
  consolePageQuery([...consoleChatKeys.all, 'inbox'], '/chat', consoleChatPage, filter);

export const chatDetailQuery = (id: number) =>
  queryOptions({
    queryKey: consoleChatKeys.detail(id),
    queryFn: () => consoleApi(`/chat/${id}`, consoleChatDetail),
    ...fresh,
  });

/** Unread messages in open conversations: the navigation's count. */
export const chatUnreadQuery = () =>
  queryOptions({
    queryKey: consoleChatKeys.unread(),
    queryFn: async () => (await consoleApi('/chat/unread', consoleChatUnread)).unread,
    ...fresh,
  });

export const reply = (id: number, body: string, idempotencyKey: string) =>
  consoleApi(`/chat/${id}/messages`, chatMessageView, { method: 'POST', body: { body }, idempotencyKey });
/** A picture or a PDF as a reply, its bytes as the body and its name in the address. */
export const sendFile = (id: number, file: File, idempotencyKey: string) =>
  consoleApi(`/chat/${id}/attachments`, chatMessageView, {
    method: 'POST',
    file,
    query: { name: file.name },
    idempotencyKey,
  });
export const assign = (id: number, operatorId: number | null) =>
  consoleApi(`/chat/${id}/assignee`, consoleChatDetail, { method: 'PUT', body: { operatorId } });
export const setState = (id: number, state: 'OPEN' | 'CLOSED') =>
  consoleApi(`/chat/${id}/state`, consoleChatDetail, { method: 'PUT', body: { state } });
export const markRead = (id: number, upTo: number) =>
  consoleApi(`/chat/${id}/read`, ok, { method: 'POST', body: { upTo } }).catch(() => undefined);
export const consoleTicket = async () =>
  (await consoleApi('/chat/stream-ticket', chatTicket, { method: 'POST' })).ticket;

/** Everything the chat rooms show is read again (a new message arrived, an action was taken). */
export const refreshChat = () => queryClient.invalidateQueries({ queryKey: consoleChatKeys.all });
