import { OrderClaims } from '../../features/claim/components/order-claims';
import { OrderPage } from '../../features/order/pages/order-page';

/** An order (order) with its claims after delivery (claim): composed here, so neither feature knows the other. */
export function OrderRoute() {
  return <OrderPage claims={(order) => <OrderClaims order={order} />} />;
}
