import { type OUTBOX_STATUSES, outboxRow, pageOf } from '@hive/domain/schemas';
import { consoleKeys, consolePageQuery } from '../../../lib/console-client';

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export type OutboxFilter = { status?: OutboxStatus; page: number };

const outboxPage = pageOf(outboxRow);
export const outboxQuery = (filter: OutboxFilter) =>
  consolePageQuery([...consoleKeys.all, 'outbox'], '/outbox', outboxPage, filter);
