import { auditEntry, pageOf } from '@hive/domain/schemas';
import { consoleKeys, consolePageQuery } from '../../../lib/console-client';

export type AuditFilter = { targetType?: string; targetId?: string; page: number };

const auditPage = pageOf(auditEntry);
export const auditQuery = (filter: AuditFilter) => consolePageQuery(consoleKeys.audit(), '/audit', auditPage, filter);
