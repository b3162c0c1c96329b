import { BuyerHome } from '../../features/buyer-home/components/buyer-home';
import { OrderStateBadge } from '../../features/order/components/order-state-badge';
import { QuotationStateBadge } from '../../features/quotation/components/quotation-state-badge';

/** The buyer's block of the home page (buyer home), drawing states as the quotation and order features do. */
export function BuyerHomeBlock() {
  return (
    <BuyerHome
      offerState={(state) => <QuotationStateBadge state={state} />}
      orderState={(state) => <OrderStateBadge state={state} />}
    />
  );
}
