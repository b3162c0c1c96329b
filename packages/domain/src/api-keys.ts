/**
 * A buyer company's API keys: what a key may call, decided by the route that matched (each route names the one scope
 * it needs; a route that names none is refused to a key). A key acts as the company, through the member who created
 * it, within its scopes.
 */
export const API_KEY_SCOPES = ['catalog:read', 'orders:read', 'orders:write', 'quotations:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts so: a leaked key is recognised by secret scanners, and the list shows the start of each. */
export const API_KEY_PREFIX = 'hive_live_';
/** How much of a key the list shows: the prefix and a few characters of the secret. */
export const API_KEY_SHOWN_LENGTH = API_KEY_PREFIX.length + 6;
/** Keys one company may hold at once (revoked ones do not count). */
export const MAX_API_KEYS = 20;
/** Requests one key may make in a minute, whichever API process answers (then 429 with Retry-After). */
export const API_KEY_REQUESTS_PER_MINUTE = 120;
