import { RequireSession } from '../../../components/require-session';
import type { OrderSlot } from '../components/order-detail';
import { OrderLoader } from '../components/order-loader';
import '../../../components/record/record.css';
import '../order.css';

/** `/order/{id}/`: one of the signed-in buyer's orders; `claims` draws its claims (the claim feature's, a slot). */
export function OrderPage({ claims }: { claims?: OrderSlot }) {
  return (
    <RequireSession>
      <OrderLoader claims={claims} />
    </RequireSession>
  );
}
