import type { BuyerOrderDetail } from '@hive/domain';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { BackLink } from '../../../components/record/back-link';
import { LinesTable } from '../../../components/record/lines-table';
import { LinesTotal } from '../../../components/record/lines-total';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { useMemberMay, useSession } from '../../../lib/session-store';
import { mayDecideApproval } from '../order-rules';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderAmounts } from './order-amounts';
import { OrderApproval } from './order-approval';
import { OrderDocuments } from './order-documents';
import { OrderParties } from './order-parties';
import { OrderPayment } from './order-payment';
import { OrderShipment } from './order-shipment';
import { OrderStateBadge } from './order-state-badge';
import { OrderStatus } from './order-status';
import { OrderTerms } from './order-terms';
import { OrderTimeline } from './order-timeline';
import { ReorderDialog } from './reorder-dialog';

/** What another feature draws of an order on its page (composed by the route module). */
export type OrderSlot = (order: BuyerOrderDetail) => ReactNode;

/** Who may approve the company's orders: how many approvers it has (undefined until known). */
export type OrderApprovers = number | undefined;

/**
 * An order as the buyer follows it: where it stands, its lines and parties, payment, shipment, documents, history;
 * and its claims after delivery (`claims`, the claim feature's piece). An owner or an admin approves or rejects an
 * order waiting for approval (`approvers`: the company's count of them, which the rule needs).
 */
export function OrderDetail({
  order,
  claims,
  approvers,
}: {
  order: BuyerOrderDetail;
  claims?: OrderSlot;
  approvers?: OrderApprovers;
}) {
  const { t } = useTranslation('order');
  const format = useQuotationFormat();
  const [dialog, setDialog] = useState<'cancel' | 'reorder' | null>(null);
  const member = useSession((s) => s.member);
  const buys = useMemberMay('buy');
  const decides = mayDecideApproval(order, member ?? { id: 0, role: 'OWNER', name: '' }, approvers);
  const title = t('detail.title', { number: order.number });
  return (
    <main id="main" className="container page rec-page order-page">
      <PageMeta title={title} />
      <BackLink to="/order/">{t('detail.back')}</BackLink>
      <h1>{title}</h1>
      <p className="rec-head__meta">
        <OrderStateBadge state={order.state} />
        <time dateTime={order.placedAt}>{t('detail.placedOn', { date: format.dateTime(order.placedAt) })}</time>
        {order.poNumber && <span>{t('list.poNumber', { po: order.poNumber })}</span>}
        {order.quotation && (
          <Link to={`/my-page/quotations/${order.quotation.id}/`}>
            {t('detail.fromQuotation', { number: order.quotation.number })}
          </Link>
        )}
      </p>
      <OrderStatus
        order={order}
        buys={buys}
        approval={decides ? <OrderApproval order={order} /> : undefined}
        onCancel={() => setDialog('cancel')}
        onReorder={() => setDialog('reorder')}
      />
      {claims?.(order)}

      <div className="rec-layout">
        <div className="rec-layout__main">
          <section className="rec-card" aria-labelledby="order-lines">
            <h2 id="order-lines">{t('detail.lines')}</h2>
            <LinesTable lines={order.lines} currency={order.currency} caption={t('detail.lines')} />
            <LinesTotal
              totals={{ ...order.totals, amount: order.goods }}
              currency={order.currency}
              label={t('amounts.goods')}
            />
          </section>
          <OrderAmounts order={order} />
          <OrderParties order={order} />
          <OrderTerms order={order} />
        </div>
        <div className="rec-layout__side">
          <OrderPayment order={order} />
          {order.shipment && <OrderShipment shipment={order.shipment} />}
          <OrderDocuments order={order} />
          <OrderTimeline order={order} />
        </div>
      </div>

      <CancelOrderDialog order={order} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
      <ReorderDialog order={order} open={dialog === 'reorder'} onClose={() => setDialog(null)} />
    </main>
  );
}
