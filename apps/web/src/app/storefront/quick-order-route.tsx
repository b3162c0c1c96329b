import { RequireMemberMay } from '../../components/require-member-may';
import { AddLinesToCart } from '../../features/cart/components/add-lines-to-cart';
import { QuickOrderPage } from '../../features/catalog/pages/quick-order-page';

/** The quick order: SKUs resolved by the catalogue, the lines put into the cart by the cart (not a viewer's page). */
export function QuickOrderRoute() {
  return (
    <RequireMemberMay action="buy">
      <QuickOrderPage addAction={(lines) => <AddLinesToCart lines={lines} />} />
    </RequireMemberMay>
  );
}
