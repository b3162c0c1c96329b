import type { WebhookEvent } from '@hive/domain';
import type { Db } from '../../db/client.js';
import { recordEvent } from '../../webhooks/webhook-events.js';
import { consoleBuyerDetail } from './console/account-console-detail.js';

/** The webhook event `type` of buyer `id`, in the transaction that changed it: the buyer as the console shows them. */
export const recordBuyerEvent = (tx: Db, type: WebhookEvent, id: number) =>
  recordEvent(tx, type, `buyer:${id}`, () => consoleBuyerDetail(tx, id));
