import { randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  type ApiKeyBody,
  type ApiKeyCreated,
  type ApiKeysResult,
  DomainError,
  MAX_API_KEYS,
  requireMemberRole,
} from '@hive/domain';
import type { Db } from '../../db/client.js';
import { hashSecret } from '../../lib/tokens.js';
import type { ApiKeyBuyer } from '../../plugins/api-key.js';
import type { SessionBuyer } from '../../plugins/session.js';
import { presentApiKey } from './api-keys.presenter.js';
import { apiKeysRepository } from './api-keys.repository.js';

/** A key as it is handed out: the prefix, then 256 random bits, URL-safe (43 characters). */
const KEY_FORMAT = /^hive_live_[A-Za-z0-9_-]{43}$/;

/**
 * A buyer company's API keys: owners and admins create, list and revoke them; every request a key makes is looked up
 * here, in the database, so that a revoked key is refused at once by every API process.
 */
export function apiKeysService({ db }: { db: Db }) {
  const repository = apiKeysRepository(db);

  return {
    async list(member: SessionBuyer): Promise<ApiKeysResult> {
      requireMemberRole(member.role, 'manage');
      return { list: (await repository.list(member.buyerId)).map(presentApiKey) };
    },

    /** A new key, acting as the member who creates it: the whole key is in this answer alone; only its hash is kept. */
    async create(member: SessionBuyer, body: ApiKeyBody): Promise<ApiKeyCreated> {
      requireMemberRole(member.role, 'manage');
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await repository.create(
        {
          buyerId: member.buyerId,
          memberId: member.memberId,
          name: body.name,
          scopes: body.scopes,
          prefix: key.slice(0, API_KEY_SHOWN_LENGTH),
          hash: hashSecret(key),
        },
        MAX_API_KEYS,
      );
      if (!row)
        throw new DomainError(
          'CONFLICT',
          `A company may hold ${MAX_API_KEYS} keys. Revoke one you no longer use first.`,
        );
      return { id: row.id, key, apiKey: presentApiKey(row) };
    },

    async revoke(member: SessionBuyer, id: number): Promise<boolean> {
      requireMemberRole(member.role, 'manage');
      if (!(await repository.revoke(member.buyerId, id))) throw new DomainError('NOT_FOUND', 'No such API key.');
      return true;
    },

    /** The company behind a key, while the key works; undefined for anything else (never a hint of which). */
    async resolve(key: string): Promise<ApiKeyBuyer | undefined> {
      if (!KEY_FORMAT.test(key)) return undefined;
      const hash = hashSecret(key);
      const row = await repository.keyBuyer(hash);
      return row && { ...row, tokenHash: hash };
    },
  };
}

export type ApiKeysService = ReturnType<typeof apiKeysService>;
