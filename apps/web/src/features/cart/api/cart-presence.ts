import { useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/session-store';

/**
 * Whether this browser can have a cart worth asking about: a signed-in buyer's always; a visitor's once the server made
 * one and set, beside its HttpOnly id, the readable `hive_has_cart` hint. Without it the count is 0 and the cart
 * queries ask nothing. False in the server's first render, which never knows a visitor's cart.
 */
export function useMayHaveCart(): boolean {
  const signedIn = useSession((s) => Boolean(s.token));
  const hinted = useSyncExternalStore(subscribe, readHint, () => false);
  return signedIn || hinted;
}

/** After a change to the cart the hint is read again (the answer to the first add sets it). */
export function cartHintChanged(): void {
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const readHint = () => document.cookie.split('; ').includes('hive_has_cart=1');
