import type { ChatConversationView, ChatMessageView, ChatSubject, ConsoleChatRow } from '@hive/domain';
import type { ConsoleRow, ConversationRow, MessageRow, SubjectRow } from './chat.repository.js';

/** Who reads: a buyer or a visitor sees "the team", never which operator wrote. */
export type Audience = 'person' | 'operator';

const iso = (date: Date | string) => new Date(date).toISOString();

export const presentMessage = (row: MessageRow, audience: Audience): ChatMessageView => ({
  id: Number(row.id),
  conversationId: row.conversationId,
  author: row.author,
  operatorName: audience === 'operator' ? row.operatorName : null,
  body: row.body,
  attachment: row.attachment
    ? {
        ...row.attachment,
        contentType: row.attachment.contentType as NonNullable<ChatMessageView['attachment']>['contentType'],
      }
    : null,
  createdAt: iso(row.createdAt),
});

export const presentSubject = (row: SubjectRow): ChatSubject =>
  row ? { ...row, requestedAt: iso(row.requestedAt), lineCount: Number(row.lineCount) } : null;

export const presentConversation = (row: ConversationRow, audience: Audience): ChatConversationView => ({
  id: row.id,
  state: row.state,
  subject: presentSubject(row.subject),
  unread: row.unread,
  lastMessage: row.lastMessage ? presentMessage(row.lastMessage, audience) : null,
  updatedAt: iso(row.updatedAt),
});

export const presentConsoleRow = (row: ConsoleRow): ConsoleChatRow => ({
  ...presentConversation(row, 'operator'),
  who: row.who,
  assignee: row.assignee,
});
