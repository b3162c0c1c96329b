import { lazy, Suspense } from 'react';
import { HomePage } from '../../features/catalog/pages/home-page';
import { PicksSection } from '../../features/pick/components/picks-section';

/** Only a signed-in buyer's browser loads their block: a visitor's first load stays as it was. */
const BuyerHomeBlock = lazy(() => import('./buyer-home-block').then((module) => ({ default: module.BuyerHomeBlock })));

/**
 * The front page (catalogue) with the way into the pick lists (pick) and, for a signed-in buyer, their own block
 * (buyer home): composed here, so no feature knows another.
 */
export function HomeRoute() {
  return (
    <HomePage
      picks={<PicksSection />}
      buyerHome={
        <Suspense fallback={null}>
          <BuyerHomeBlock />
        </Suspense>
      }
    />
  );
}
