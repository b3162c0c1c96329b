import { useQuery } from '@tanstack/react-query';
import { BuyerHome } from '../../features/buyer-home/components/buyer-home';
import { ordersQuery } from '../../features/order/api/order-queries';
import { OrderStateBadge } from '../../features/order/components/order-state-badge';
import { QuotationStateBadge } from '../../features/quotation/components/quotation-state-badge';
import { useMemberMay, useSession } from '../../lib/session-store';

/**
 * The buyer's block of the home page (buyer home), drawing states as the quotation and order features do, and for an
 * owner or an admin the company's orders waiting for their approval (the order feature's list).
 */
export function BuyerHomeBlock() {
  const language = useSession((s) => s.language);
  const approves = useMemberMay('manage');
  const waiting = useQuery({
    ...ordersQuery({ state: 'PENDING_APPROVAL', page: 1 }, language),
    enabled: approves,
    meta: { personal: true },
  });
  const approvals = waiting.data
    ? {
        total: waiting.data.total,
        list: waiting.data.list.slice(0, 3).map((row) => ({
          id: row.id,
          number: row.number,
          state: row.state,
          currency: row.currency,
          placedAt: row.placedAt,
          total: row.totals.amount,
        })),
      }
    : null;
  return (
    <BuyerHome
      offerState={(state) => <QuotationStateBadge state={state} />}
      orderState={(state) => <OrderStateBadge state={state} />}
      approvals={approves ? approvals : undefined}
    />
  );
}
