import { HomePage } from '../../features/catalog/pages/home-page';
import { PicksSection } from '../../features/pick/components/picks-section';

/** The front page (catalogue) with the way into the pick lists (pick): composed here, so neither feature knows the other. */
export function HomeRoute() {
  return <HomePage picks={<PicksSection />} />;
}
