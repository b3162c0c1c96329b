import type { App } from '../src/app.js';
import { csrf } from './helper.js';

/**
 * A visitor who joins the chat from `address` with a name and an e-mail address, then opens a conversation: its id, and
 * the cookies (the chat's and the anti-forgery pair) that the visitor's next requests carry.
 */
export async function chatVisitor(app: App, address: string, visitor: { name: string; email: string }) {
  const joined = await app.inject({
    method: 'POST',
    url: '/client/api/v1/chat/visitor',
    payload: visitor,
    remoteAddress: address,
    ...csrf,
  });
  const cookies = { ...csrf.cookies, hive_chat: joined.cookies.find((c) => c.name === 'hive_chat')!.value };
  const opened = await app.inject({
    method: 'POST',
    url: '/client/api/v1/chat/conversations',
    payload: {},
    remoteAddress: address,
    cookies,
    headers: csrf.headers,
  });
  return { conversationId: opened.json().payload.conversation.id as number, cookies };
}
