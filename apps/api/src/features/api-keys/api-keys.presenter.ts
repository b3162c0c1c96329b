import type { ApiKeyView } from '@hive/domain';
import type { ApiKeyRow } from './api-keys.repository.js';

const iso = (date: Date | string) => new Date(date).toISOString();

export const presentApiKey = (row: ApiKeyRow): ApiKeyView => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  prefix: row.prefix,
  createdBy: row.createdBy,
  creatorInactive: row.creatorInactive,
  createdAt: iso(row.createdAt),
  lastUsedAt: row.lastUsedAt ? iso(row.lastUsedAt) : null,
});
