import { useEffect } from 'react';
import { useSession } from '../../../lib/session-store';
import { recordView } from '../api/buyer-home-queries';

/**
 * Put on a product's page once the product is shown: a signed-in buyer's view is recorded for their home (on any
 * device). It draws nothing, and the page never waits for it.
 */
export function ViewedProduct({ productId }: { productId: number }) {
  const signedIn = useSession((s) => s.login.isLogged);
  useEffect(() => {
    if (signedIn) void recordView(productId);
  }, [signedIn, productId]);
  return null;
}
