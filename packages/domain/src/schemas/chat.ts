import { z } from 'zod';
import { CHAT_ATTACHMENT_TYPES, CHAT_MESSAGE_MAX } from '../chat-rules.js';
import { emailSchema } from './account.js';
import { idSchema, pageFields, pageOf, shownText } from './common.js';
import { BUYER_STATUSES } from './console.js';

/**
 * The chat built into Hive: a conversation between a buyer (or a visitor who left a name and an e-mail) and the
 * operators, optionally about one quotation or one order. Messages are plain text (never HTML) or one attachment (a
 * picture or a PDF). New messages arrive live over Server-Sent Events.
 */
export const CHAT_STATES = ['OPEN', 'CLOSED'] as const;
export const CHAT_AUTHORS = ['buyer', 'visitor', 'operator'] as const;

export const chatStateSchema = z.enum(CHAT_STATES);
const body = shownText().trim().min(1).max(CHAT_MESSAGE_MAX);

/** A visitor leaves a name and an e-mail before chatting. */
export const chatVisitorBody = z.strictObject({ name: shownText().trim().min(1).max(100), email: emailSchema });
export const chatMessageBody = z.strictObject({ body });
/** Opens (or finds) the conversation about a quotation or an order, or the general one with neither. */
export const chatOpenBody = z
  .strictObject({ quotationId: idSchema.optional(), orderId: idSchema.optional() })
  .refine((value) => !(value.quotationId && value.orderId), { message: 'A quotation or an order, not both' });
export const chatReadBody = z.strictObject({ upTo: z.coerce.number().int().positive() });
export const chatConversationParams = z.strictObject({ id: idSchema });
export const chatAttachmentQuery = z.strictObject({ name: shownText().trim().min(1).max(200) });
export const chatStreamQuery = z.strictObject({
  /** From an authenticated POST; a buyer's page may leave it out, and is known by its session cookie instead. */
  ticket: z
    .string()
    .regex(/^[\w-]{20,100}$/)
    .optional(),
  /**
   * Where the stream starts: what came after it is sent first. A reconnecting client's when it cannot send
   * `Last-Event-ID` (a new ticket's first request); the `position` of a `chatMe` answer for a first stream.
   */
  after: z
    .string()
    .regex(/^\d{1,20}-\d{1,20}$/)
    .optional(),
});

export const chatAttachmentView = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.enum(CHAT_ATTACHMENT_TYPES),
  size: z.number().int(),
  /** A visitor's file past its days: the message stays, the file is gone. */
  expired: z.boolean(),
});
export const chatMessageView = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  author: z.enum(CHAT_AUTHORS),
  /** The operator's name on an operator's message. */
  operatorName: z.string().nullable(),
  body: z.string(),
  attachment: chatAttachmentView.nullable(),
  createdAt: z.string(),
});
export type ChatMessageView = z.infer<typeof chatMessageView>;

/** What a conversation is about: the card at the top of the panel. */
export const chatSubject = z
  .object({
    kind: z.enum(['quotation', 'order']),
    id: z.number().int(),
    number: z.string(),
    state: z.string(),
    requestedAt: z.string(),
    lineCount: z.number().int(),
  })
  .nullable();
export type ChatSubject = z.infer<typeof chatSubject>;

export const chatConversationView = z.object({
  id: z.number().int(),
  state: chatStateSchema,
  subject: chatSubject,
  unread: z.number().int(),
  lastMessage: chatMessageView.nullable(),
  updatedAt: z.string(),
});
export type ChatConversationView = z.infer<typeof chatConversationView>;

/** Who is chatting on this browser: a buyer, a visitor who left a name, or nobody yet. */
export const chatMe = z.object({
  who: z.enum(['buyer', 'visitor', 'none']),
  name: z.string().nullable(),
  conversations: z.array(chatConversationView),
  unread: z.number().int(),
  /**
   * The chat's stream position this answer was read at (`after=` of the stream: what came since is sent first, so
   * nothing needs reading again when it opens); the start (`0-0`) for nobody.
   */
  position: z.string(),
});
export type ChatMe = z.infer<typeof chatMe>;
export const chatThread = z.object({
  conversation: chatConversationView,
  messages: z.array(chatMessageView),
});
export type ChatThread = z.infer<typeof chatThread>;
export const chatTicket = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });

/** The profile the chat panel shows and operators see (spec: channel-talk/buyer/{id}, …/quotation/{id}). */
export const channelTalkProfile = z.object({
  memberId: z.string(),
  /** HMAC-SHA256 of `memberId` with a server key: what proves the member id was issued by Hive. */
  memberHash: z.string(),
  profile: z.object({
    company: z.string(),
    contact: z.string(),
    email: z.string(),
    country: z.string(),
    grade: z.string(),
    currency: z.string(),
    openQuotations: z.number().int(),
    openOrders: z.number().int(),
  }),
});
export type ChannelTalkProfile = z.infer<typeof channelTalkProfile>;
export const channelTalkQuotation = channelTalkProfile.extend({ quotation: chatSubject });

/* The console's inbox. */
export const consoleChatQuery = z.strictObject({
  state: z.enum(['OPEN', 'CLOSED', 'ALL']).default('OPEN'),
  mine: z.enum(['true', 'false']).optional(),
  ...pageFields,
});
export const consoleChatRow = z.object({
  id: z.number().int(),
  state: chatStateSchema,
  who: z.object({
    kind: z.enum(['buyer', 'visitor']),
    id: z.number().int(),
    name: z.string(),
    company: z.string().nullable(),
    email: z.string(),
  }),
  subject: chatSubject,
  assignee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  unread: z.number().int(),
  lastMessage: chatMessageView.nullable(),
  updatedAt: z.string(),
});
export type ConsoleChatRow = z.infer<typeof consoleChatRow>;
export const consoleChatPage = pageOf(consoleChatRow);
export const consoleChatRecord = z.object({
  kind: z.enum(['quotation', 'order']),
  id: z.number().int(),
  number: z.string(),
  state: z.string(),
  date: z.string(),
});
export const consoleChatDetail = z.object({
  conversation: consoleChatRow,
  messages: z.array(chatMessageView),
  /** The buyer's profile and records beside the thread; null for a visitor. */
  buyer: z
    .object({
      id: z.number().int(),
      loginId: z.string(),
      company: z.string(),
      contact: z.string(),
      email: z.string(),
      country: z.string(),
      grade: z.string(),
      currency: z.string(),
      status: z.enum(BUYER_STATUSES),
      records: z.array(consoleChatRecord),
    })
    .nullable(),
  operators: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ConsoleChatDetail = z.infer<typeof consoleChatDetail>;
export const consoleChatAssignBody = z.strictObject({ operatorId: idSchema.nullable() });
export const consoleChatStateBody = z.strictObject({ state: chatStateSchema });
export const consoleChatUnread = z.object({ unread: z.number().int() });
