/**
 * Text people send that cannot be kept as sent: U+0000 (PostgreSQL's text refuses it) and a UTF-16 surrogate without
 * its pair (stored as U+FFFD, so not what was sent).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding U+0000 is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_MESSAGE = 'must not contain a NUL character or broken Unicode';

export const isStorable = (text: string): boolean => !UNSTORABLE.test(text);

/**
 * Characters that change how the text around them is shown without showing themselves: bidi embeddings, overrides,
 * isolates and marks (a company name that reads backwards in the console or on an invoice), zero-width spaces, the
 * word joiner and invisible operators, the byte-order mark, the soft hyphen and the Mongolian vowel separator. Zero
 * width joiner and non-joiner (U+200D, U+200C) stay: emoji sequences and Persian, Indic and other scripts need them.
 */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** A name or a message as people will see it: without the invisible characters above. */
export const dropInvisible = (text: string): string => text.replace(INVISIBLE, '');

/** Where in a request (body, query or path values, keys included) the first unstorable text is, if any. */
export function unstorablePath(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorable(value) ? undefined : path;
  // Bytes (an uploaded file) are not text, and are not walked a byte at a time.
  if (depth > 32 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorablePath(item, [...path, index], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorable(key)) return [...path, key];
    const found = unstorablePath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
