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

// Read once until it may have changed: React asks on every render of every component that uses it, and each reading
// of `document.cookie` asks the browser for the cookies again.
let hint: boolean | undefined;
const readHint = () => (hint ??= document.cookie.split('; ').includes('hive_has_cart=1'));

/**
 * After a change to the cart the hint is read again (the answer to the first add sets it), as after a sign-in or a
 * sign-out (a sign-in takes the visitor's cart and its cookies) and when the page comes back into view (another tab
 * may have made the cart).
 */
export function cartHintChanged(): void {
  hint = undefined;
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();
let watching = false;
function subscribe(listener: () => void) {
  // Watched for the app's life once anything asks: the page's visibility and the session.
  if (!watching) {
    watching = true;
    document.addEventListener('visibilitychange', cartHintChanged);
    useSession.subscribe((state, previous) => {
      if (state.token !== previous.token) cartHintChanged();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
