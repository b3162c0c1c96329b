import type { SignInResult } from '@hive/domain';
import { useSession } from '../../../lib/session-store';
import { forgetSignedInData } from './sign-out';

/**
 * Keeps the session a full sign-in answered with (the sign-in page's, and an accepted invitation's, which answers the
 * same): the token, the prices' grade and currency, the member and their company; what a visitor's pages cached goes.
 */
export function startSession(result: SignInResult): void {
  useSession.getState().signIn(result);
  forgetSignedInData();
}

/** Whom the welcome greets: the member who signed in, else the company's contact, else the login id. */
export const welcomeName = (result: SignInResult): string =>
  result.buyer?.member.name || result.buyer?.repContactName || result.login.loginId;
