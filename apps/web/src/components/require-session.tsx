import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPath } from '../lib/return-path';
import { useSession } from '../lib/session-store';

/** Account pages exist only for a signed-in buyer; anyone else is sent to sign in, and comes back here after it. */
export function RequireSession({ children }: { children: ReactNode }) {
  const isLogged = useSession((s) => s.login.isLogged && !!s.token);
  // A page the server drew for the buyer, and its taking over in the browser, read the store as it was created (signed
  // out): the session itself says whether someone is signed in, or the buyer would be sent to sign in and back.
  const { login, token } = useSession.getState();
  const { pathname, search, hash } = useLocation();
  return isLogged || (login.isLogged && token) ? (
    children
  ) : (
    <Navigate to={signInPath(`${pathname}${search}${hash}`)} replace />
  );
}
