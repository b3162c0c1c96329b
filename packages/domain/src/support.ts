import { sniffFileType } from './files.js';

/**
 * The support inbox (PRODUCT.md, chat and support): the footer's forms — a supplier's application, a request for a
 * brand or product, a message — and the reports of a problem from the error page or the menu. Operators read them all
 * in one inbox and move each from new to in progress to done.
 */
export const SUPPORT_KINDS = ['supplier', 'brandRequest', 'contact', 'issue'] as const;
export type SupportKind = (typeof SUPPORT_KINDS)[number];
export const SUPPORT_STATUSES = ['new', 'inProgress', 'done'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/** What a supplier sells: the marketplace's departments. */
export const SUPPLIER_CATEGORIES = ['beauty', 'food', 'health', 'living', 'fashion', 'baby', 'pet', 'other'] as const;

/** What a supplier may attach to an application: a PDF or an image, told from its content, never from its name. */
export const SUPPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const SUPPORT_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type SupportFileType = (typeof SUPPORT_FILE_TYPES)[number];

/** A supplier's file as its first bytes say it is, or undefined for anything not taken. */
export function supportFileType(bytes: Uint8Array): SupportFileType | undefined {
  const type = sniffFileType(bytes);
  return SUPPORT_FILE_TYPES.find((taken) => taken === type);
}

/** The bytes a base64 text holds, without decoding it. */
export const base64Bytes = (text: string) =>
  Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);

/** The first bytes of a base64 text (enough to sniff its type). */
export function base64Head(text: string, chars = 24): Uint8Array {
  try {
    const binary = atob(text.slice(0, chars));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}

/**
 * The mailbox an e-mail address reaches, for counting what is sent to it: lower-case and without a `+tag`
 * (`Ana+1@Shop.example` and `ana@shop.example` are one recipient).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}

/**
 * Whether a form's confirmation may repeat what the sender wrote (names, brand, subject): only when it goes to the
 * signed-in buyer's own address, which was verified with a code when it was set. Anyone may type anyone's address into
 * a form; a confirmation to an address nobody proved says only that a request was received, and its reference.
 */
export const confirmationEchoes = (to: string, buyerEmail: string | undefined) =>
  buyerEmail !== undefined && to.trim().toLowerCase() === buyerEmail.trim().toLowerCase();
