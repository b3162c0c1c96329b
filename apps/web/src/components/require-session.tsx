import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPath } from '../lib/return-path';
import { useSession } from '../lib/session-store';

/** Account pages exist only for a signed-in buyer; anyone else is sent to sign in, and comes back here after it. */
export function RequireSession({ children }: { children: ReactNode }) {
  const isLogged = useSession((s) => s.login.isLogged && !!s.token);
  const { pathname, search, hash } = useLocation();
  if (isLogged) return children;
  // The server draws nothing here for a visitor: the browser, taking the page over, sends them to sign in.
  if (typeof document === 'undefined') return null;
  return <Navigate to={signInPath(`${pathname}${search}${hash}`)} replace />;
}
