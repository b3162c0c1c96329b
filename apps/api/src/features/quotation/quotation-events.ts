import type { WebhookEvent } from '@hive/domain';
import type { Db } from '../../db/client.js';
import { recordEvent } from '../../webhooks/webhook-events.js';
import { consoleQuotationDetail } from './console/quotation-console-detail.js';

/** The webhook event `type` of quotation `id`, in the transaction that changed it: the quotation as the console shows it. */
export const recordQuotationEvent = (tx: Db, type: WebhookEvent, id: number) =>
  recordEvent(tx, type, `quotation:${id}`, () => consoleQuotationDetail(tx, id, 'en'));
