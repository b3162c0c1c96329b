import { RequireSession } from '../../../components/require-session';
import { OrderLoader } from '../components/order-loader';
import '../../../components/record/record.css';
import '../order.css';

/** `/order/{id}/`: one of the signed-in buyer's orders. */
export function OrderPage() {
  return (
    <RequireSession>
      <OrderLoader />
    </RequireSession>
  );
}
