import { RequireSession } from '../../../components/require-session';
import type { OrderApprovers, OrderSlot } from '../components/order-detail';
import { OrderLoader } from '../components/order-loader';
import '../../../components/record/record.css';
import '../order.css';

/**
 * `/order/{id}/`: one of the signed-in buyer's orders; `claims` draws its claims (the claim feature's, a slot);
 * `approvers`, the company's count of owners and admins (the account's), decides who may approve it.
 */
export function OrderPage({ claims, approvers }: { claims?: OrderSlot; approvers?: OrderApprovers }) {
  return (
    <RequireSession>
      <OrderLoader claims={claims} approvers={approvers} />
    </RequireSession>
  );
}
