import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: the enum is a `const enum` that cannot be imported as a value here. */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id with 19 MiB of memory and 2 passes (OWASP's recommended minimum): one hash takes about 19 ms of one core
 * on a two-core machine, so a burst of sign-ins keeps its p95 under 150 ms (the sign-in rows of `npm run bench`).
 */
export const ARGON2_PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_PARAMS);
/** False for a wrong password and for a stored value that is no hash at all (a withdrawn account). */
export const passwordMatches = (stored: string, password: string) =>
  stored.startsWith('$argon2') ? verify(stored, password) : Promise.resolve(false);

/** Checked when no account matches, so a wrong login id costs as long as a wrong password (buyers and operators). */
export const decoyHash = hashPassword('decoy-password-never-used');
/** The password hash of a withdrawn account: no password matches it. */
export const NO_PASSWORD = '!';
