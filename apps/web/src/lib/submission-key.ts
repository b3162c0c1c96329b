import { ApiError } from './api-client';

/**
 * The `Idempotency-Key` of a form's submissions: the same key while the same payload is sent again before an answer
 * came back (a double click, a retry after the network dropped the answer), so the server makes one thing; a new key
 * once the server has answered, or for another payload.
 */
export function submissionKey() {
  let current: { payload: string; key: string } | undefined;
  return {
    for(payload: unknown): string {
      const text = JSON.stringify(payload);
      if (current?.payload !== text) current = { payload: text, key: randomKey() };
      return current.key;
    },
    /** After the call: only a request whose answer never arrived keeps its key for the retry. */
    settled(error?: unknown): void {
      if (!(error instanceof ApiError && error.code === 'NETWORK')) current = undefined;
    },
  };
}

/** 128 random bits; `getRandomValues` also works on a page served without TLS, unlike `randomUUID`. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
