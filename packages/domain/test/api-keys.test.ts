import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, API_KEY_SCOPES, API_KEY_SHOWN_LENGTH } from '../src/api-keys.js';
import { apiKeyBody } from '../src/schemas/api-keys.js';

describe('a new API key', () => {
  it('takes a name and one or more known scopes, each once', () => {
    expect(apiKeyBody.parse({ name: '  Warehouse ERP ', scopes: ['orders:read', 'catalog:read'] })).toEqual({
      name: 'Warehouse ERP',
      scopes: ['orders:read', 'catalog:read'],
    });
    expect(apiKeyBody.safeParse({ name: 'ERP', scopes: [...API_KEY_SCOPES] }).success).toBe(true);
  });

  it('refuses no scope, an unknown or repeated one, an empty or long name, and any other field', () => {
    for (const body of [
      { name: 'ERP', scopes: [] },
      { name: 'ERP', scopes: ['orders:delete'] },
      { name: 'ERP', scopes: ['orders:read', 'orders:read'] },
      { name: '   ', scopes: ['orders:read'] },
      { name: 'x'.repeat(101), scopes: ['orders:read'] },
      { name: 'ERP', scopes: ['orders:read'], memberId: 1 },
    ])
      expect(apiKeyBody.safeParse(body).success, JSON.stringify(body)).toBe(false);
  });

  it('shows the prefix and a few characters of the secret, never enough to use it', () => {
    expect(API_KEY_PREFIX).toBe('hive_live_');
    expect(API_KEY_SHOWN_LENGTH - API_KEY_PREFIX.length).toBeLessThanOrEqual(8);
  });
});
