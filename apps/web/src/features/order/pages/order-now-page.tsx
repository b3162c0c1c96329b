import { RequireMemberMay } from '../../../components/require-member-may';
import { RequireSession } from '../../../components/require-session';
import { OrderNow } from '../components/order-now';
import '../../../components/record/record.css';
import '../order.css';

/** `/order-now`: the order form, for a signed-in buyer. */
export function OrderNowPage() {
  return (
    <RequireSession>
      <RequireMemberMay action="buy">
        <OrderNow />
      </RequireMemberMay>
    </RequireSession>
  );
}
