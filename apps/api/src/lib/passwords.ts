import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { atMost } from './at-most.js';

/** `Algorithm.Argon2id`: the enum is a `const enum` that cannot be imported as a value here. */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id with 19 MiB of memory and 2 passes (OWASP's recommended minimum): one hash takes about 19 ms of one core
 * on a two-core machine, so a burst of sign-ins keeps its p95 under 150 ms (the sign-in rows of `npm run bench`).
 */
export const ARGON2_PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashes at once in a process: one a core (at most four, the thread pool's size). Each holds its 19 MiB while it runs,
 * so a burst of sign-ins costs the process no more memory than its cores can use: more at once would only wait for a
 * core, 19 MiB each (four at once took a million-product bench's API process from 220 to 300 MB).
 */
const HASHES_AT_ONCE = Math.min(4, availableParallelism());
const oneOfFew = atMost(HASHES_AT_ONCE);

export const hashPassword = (password: string) => oneOfFew(() => hash(password, ARGON2_PARAMS));
/** False for a wrong password and for a stored value that is no hash at all (a withdrawn account). */
export const passwordMatches = (stored: string, password: string) =>
  stored.startsWith('$argon2') ? oneOfFew(() => verify(stored, password)) : Promise.resolve(false);

/** Checked when no account matches, so a wrong login id costs as long as a wrong password (buyers and operators). */
export const decoyHash = hashPassword('decoy-password-never-used');
/** The password hash of a withdrawn account: no password matches it. */
export const NO_PASSWORD = '!';
