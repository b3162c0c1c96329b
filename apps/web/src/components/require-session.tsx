import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session-store';

/** Account pages exist only for a signed-in buyer; anyone else is sent to sign in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const isLogged = useSession((s) => s.login.isLogged && !!s.token);
  return isLogged ? children : <Navigate to="/sign-in/" replace />;
}
