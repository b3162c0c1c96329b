import { z } from 'zod';
import { API_KEY_SCOPES } from '../api-keys.js';
import { idSchema, shownText } from './common.js';

/** A buyer company's API keys (`/client/api/v1/api-keys`): owners and admins keep them. */
export const apiKeyBody = z.strictObject({
  /** What the key is for, as its holders name it (the system that calls with it). */
  name: shownText().trim().min(1).max(100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1)
    .max(API_KEY_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'lists a scope twice'),
});
export type ApiKeyBody = z.infer<typeof apiKeyBody>;

export const apiKeyView = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The key's first characters, to tell it apart: never enough to use it. */
  prefix: z.string(),
  /** The member who created it: the key acts as them. */
  createdBy: z.string().nullable(),
  /** That member is suspended or was removed: the key is refused (until a suspension ends). */
  creatorInactive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const apiKeysResult = z.object({ list: z.array(apiKeyView) });
export type ApiKeysResult = z.infer<typeof apiKeysResult>;

/** The new key: the whole key is in this answer only, never again (only its hash is kept). */
export const apiKeyCreated = z.object({ id: z.number().int(), key: z.string(), apiKey: apiKeyView });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

export const apiKeyIdParams = z.strictObject({ id: idSchema });
