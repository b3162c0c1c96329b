import type { ApiKeyBody } from '@hive/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const base = '/client/api/v1/api-keys';

/** The company's API keys: what the account's keys page lists. */
export const apiKeysKeys = { all: ['api-keys'] as const };

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeysKeys.all,
    queryFn: () => api(base, (s) => s.apiKeysResult),
    // Another admin creates or revokes one meanwhile, and a key's last use changes: a page shown again reads it again.
    staleTime: 0,
  });

/** A new key: the whole key is in this answer only. Not retried under a submission key: a replay would keep it. */
export const createApiKey = (body: ApiKeyBody) => api(base, (s) => s.apiKeyCreated, { method: 'POST', body });

export const revokeApiKey = (id: number) => api(`${base}/${id}`, (s) => s.flag, { method: 'DELETE' });
