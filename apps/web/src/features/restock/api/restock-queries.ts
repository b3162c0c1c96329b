import type { RestockAskInput } from '@hive/domain';
import { api } from '../../../lib/api-client';

/** "Ask for restock": a buyer's (no e-mail) or a visitor's (with one), sent once per submission key. */
export const askRestock = (body: RestockAskInput, idempotencyKey: string) =>
  api('/client/api/v1/restock', (s) => s.restockAskResult, { method: 'POST', body, idempotencyKey });
