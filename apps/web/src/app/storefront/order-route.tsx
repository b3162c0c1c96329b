import { useCompany } from '../../features/account/api/company-queries';
import { OrderClaims } from '../../features/claim/components/order-claims';
import { OrderPage } from '../../features/order/pages/order-page';

/**
 * An order (order) with its claims after delivery (claim) and the company's approvers (account), who decide an order
 * waiting for approval: composed here, so no feature knows another.
 */
export function OrderRoute() {
  const company = useCompany();
  return <OrderPage claims={(order) => <OrderClaims order={order} />} approvers={company?.approvers} />;
}
