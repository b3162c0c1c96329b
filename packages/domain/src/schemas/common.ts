import { z } from 'zod';
import { DEFAULT_LOCALE, DEFAULT_PAGE_SIZE, LOCALES, MAX_PAGE_SIZE } from '../constants.js';
import { ERROR_CODES } from '../errors.js';
import { dropInvisible, isStorable, UNSTORABLE_MESSAGE } from '../text.js';

/** Text people send: refused, naming the field, when it cannot be stored as sent (U+0000, broken Unicode). */
export const plainText = () => z.string().refine(isStorable, UNSTORABLE_MESSAGE);
/** A name, an address or a message that others read and documents print: also without invisible characters. */
export const shownText = () => plainText().overwrite(dropInvisible);

export const localeSchema = z.enum(LOCALES).default(DEFAULT_LOCALE);
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const localeQuery = z.strictObject({ locale: localeSchema });
export const idParams = z.strictObject({ id: idSchema });

export const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/**
 * Every error body: a message for people and a stable code for programs; a 5xx also names the request (its id is in
 * the server's log too), for a report of the problem.
 */
export const errorBody = z.object({ error: z.string(), code: z.enum(ERROR_CODES), requestId: z.string().optional() });
export type ErrorBody = z.infer<typeof errorBody>;

/** Every successful body is `{ payload }`. */
export const envelope = <T extends z.ZodType>(payload: T) => z.object({ payload });

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
/**
 * A console list searched by a text counts its matches up to this many: a common word (a company every order names,
 * "cream" in a million products) would otherwise be counted row by row at each page.
 */
export const CONSOLE_COUNT_CAP = 1_000;
/** A page whose `total` stops at `CONSOLE_COUNT_CAP`: `totalCapped` says that more match. */
export const cappedPageOf = <T extends z.ZodType>(item: T) => pageOf(item).extend({ totalCapped: z.boolean() });
export type Page<T> = {
  list: T[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
  /** The total stopped at `CONSOLE_COUNT_CAP` (`cappedPageOf`): more match. */
  totalCapped?: boolean;
};

export const ok = z.object({ status: z.literal('ok') });
/**
 * `GET /health`. `process`, where the machine runs several API processes: the number of the one that answered (1, 2,
 * …; one started again takes the next number). Absent with one process.
 */
export const health = ok.extend({ process: z.number().int().positive().optional() });
/** A payload that is only true or false (a deletion, a sign-out). */
export const flag = z.boolean();

/**
 * A file sent as the request's body, its bytes as they are (`application/octet-stream`, or the picture's own type where
 * a route says so): documented as binary; what the file is, the route reads from its content.
 */
export const uploadBody = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, 'send the file itself as the body')
  .meta({ type: 'string', format: 'binary' });
