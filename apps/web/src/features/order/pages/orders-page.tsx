import { RequireSession } from '../../../components/require-session';
import { OrderList } from '../components/order-list';
import '../../../components/record/record.css';
import '../../../components/record/record-list.css';
import '../order.css';

/** `/order/`: the signed-in buyer's orders. */
export function OrdersPage() {
  return (
    <RequireSession>
      <OrderList />
    </RequireSession>
  );
}
