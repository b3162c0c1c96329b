import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPath } from '../lib/return-path';
import { useSession } from '../lib/session-store';

/** Account pages exist only for a signed-in buyer; anyone else is sent to sign in, and comes back here after it. */
export function RequireSession({ children }: { children: ReactNode }) {
  const isLogged = useSession((s) => s.login.isLogged && !!s.token);
  const { pathname, search, hash } = useLocation();
  return isLogged ? children : <Navigate to={signInPath(`${pathname}${search}${hash}`)} replace />;
}
