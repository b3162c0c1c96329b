import type { TFunction } from '../i18n/i18n';
import { ApiError, lastFailedRequestId } from './api-client';

/**
 * What a report of a problem says about the error: its text (a message of ours is a translation key: said in English
 * words, for the operators who read it) and the id of the server's request that failed, from the error or the last
 * 5xx answer.
 */
export function reportedError(error: unknown, t: TFunction): { error: string; requestId?: string } {
  if (!(error instanceof Error)) return { error: '', requestId: lastFailedRequestId() };
  const api = error instanceof ApiError ? error : undefined;
  return {
    error: api && !api.fromServer ? t(api.message, { lng: 'en' }) : error.message,
    requestId: api?.requestId ?? lastFailedRequestId(),
  };
}
