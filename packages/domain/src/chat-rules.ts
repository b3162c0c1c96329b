import { DomainError } from './errors.js';

/** The chat's limits, shared by the API's schemas and the web's panel. */
export const CHAT_MESSAGE_MAX = 2000;
/** An attachment's largest size: 10 MB. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What an attachment may be: checked from its content, never from its name. */
export const CHAT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;

/** A day's allowance of attachments: files and bytes. */
export type DayQuota = { files: number; bytes: number };
/**
 * What chat attachments may take (the API's settings). A visitor (counted by browser and by address) and a buyer each
 * have a day's allowance; a visitor's files are also kept a number of days only, and what one conversation and all
 * visitors together may hold at once is capped. Operators' files are not counted.
 */
export type ChatQuotas = {
  visitorDay: DayQuota;
  buyerDay: DayQuota;
  conversationBytes: number;
  visitorStoreBytes: number;
  visitorFileDays: number;
};
/** A day counter an upload counts on, the upload included; seconds until the counter starts again. */
export type DayCount = { files: number; bytes: number; resetsIn: number };
/** The bytes stored with the upload included; seconds until the first of them expires (null: none will). */
export type StoredBytes = { bytes: number; freesIn: number | null };
/** What an upload brings each count to: the day counters, and for a visitor what is stored. */
export type ChatUploadUse = { days: DayCount[]; conversation?: StoredBytes; store?: StoredBytes };

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Why an upload must be refused, or undefined when it fits: past a day's allowance it is 429 until the counter starts
 * again; with a visitor's conversation or all visitors' files full it is 413 until the first stored file expires.
 */
export function chatUploadRefusal(
  who: 'buyer' | 'visitor',
  use: ChatUploadUse,
  quotas: ChatQuotas,
): DomainError | undefined {
  const day = who === 'visitor' ? quotas.visitorDay : quotas.buyerDay;
  for (const count of use.days)
    if (count.files > day.files || count.bytes > day.bytes)
      return new DomainError(
        'RATE_LIMITED',
        `At most ${day.files} files or ${megabytes(day.bytes)} MB may be sent a day. Please try again later.`,
        Math.max(1, count.resetsIn),
      );
  const full = (stored: StoredBytes | undefined, limit: number) =>
    stored && stored.bytes > limit ? stored : undefined;
  const conversation = full(use.conversation, quotas.conversationBytes);
  if (conversation)
    return new DomainError(
      'QUOTA_EXCEEDED',
      `This conversation holds its ${megabytes(quotas.conversationBytes)} MB of files. Please send a link instead, or try again once older files expire.`,
      conversation.freesIn ?? undefined,
    );
  const store = full(use.store, quotas.visitorStoreBytes);
  if (store)
    return new DomainError(
      'QUOTA_EXCEEDED',
      'There is no room for more files from visitors for now. Please try again later, or sign in to send files.',
      store.freesIn ?? undefined,
    );
  return undefined;
}
