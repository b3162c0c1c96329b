import type { Db } from '../../db/client.js';
import { authRepository } from './auth.repository.js';

/**
 * What other features may do to a buyer's sign-in: end every session of the buyer, but the one of `keep` (the request
 * that changed the password), in the caller's transaction. A password change, a withdrawal and a suspension do.
 */
export const revokeBuyerSessions = (db: Db, buyerId: number, keep?: Buffer) =>
  authRepository(db).revokeSessions(buyerId, keep);

/** Ends every session of one member of a company (removed, re-roled, suspended; their own password changed). */
export const revokeMemberSessions = (db: Db, memberId: number, keep?: Buffer) =>
  authRepository(db).revokeMemberSessions(memberId, keep);
