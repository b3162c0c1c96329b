import type { ConsoleOrderDetail } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConsoleMain } from '../../../../components/console/console-main';
import { BackLink, DetailPage, detailTexts, useRouteId } from '../../../../components/console/detail-page';
import { HistoryCard } from '../../../../components/console/history-card';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useTranslation } from '../../../../i18n/react';
import { useSession } from '../../../../lib/session-store';
import { toast } from '../../../../lib/toast-client';
import { isStaleOrder, type OrderChange, orderQuery, useOrderChange } from '../api/order-console-queries';
import { ConfirmDialog } from '../components/confirm-dialog';
import { EditDialog } from '../components/edit-dialog';
import { CancelDialog, NoteDialog, PayDialog } from '../components/order-action-dialogs';
import { OrderActions } from '../components/order-actions';
import { OrderAmountsCard, ToBeQuotedCallout } from '../components/order-amounts-card';
import { OrderBuyerCard } from '../components/order-buyer-card';
import { OrderDeliveryCard } from '../components/order-delivery-card';
import { OrderDocumentsCard } from '../components/order-documents-card';
import { OrderLinesCard } from '../components/order-lines-card';
import { OrderPaymentCard } from '../components/order-payment-card';
import { OrderShipmentCard } from '../components/order-shipment-card';
import { OrderStateBadge } from '../components/order-state-badge';
import { ShipDialog } from '../components/ship-dialog';
import '../order-console.css';

type DialogKind = OrderChange['kind'];

/** What another feature draws of an order on its page (the claims), composed by the console's route table. */
type OrderSlot = (order: ConsoleOrderDetail) => ReactNode;

export function OrderDetailPage({ claims }: { claims?: OrderSlot }) {
  const { t } = useTranslation('console-orders');
  const language = useSession((s) => s.language);
  const { id, valid } = useRouteId();
  const order = useQuery({ ...orderQuery(id, language), enabled: valid });
  return (
    <DetailPage detail={order} valid={valid} back={<OrdersLink />} texts={detailTexts(t)}>
      {(data) => <OrderDetail order={data} claims={claims} />}
    </DetailPage>
  );
}

function OrdersLink() {
  const { t } = useTranslation('console-orders');
  return <BackLink to="/admin/orders">{t('detail.back')}</BackLink>;
}

function OrderDetail({ order, claims }: { order: ConsoleOrderDetail; claims?: OrderSlot }) {
  const { t } = useTranslation('console-orders');
  const format = useConsoleFormat();
  const language = useSession((s) => s.language);
  const change = useOrderChange(order.id, language);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  // Set when another operator moved the order first: said over the order, which is read again.
  const [stale, setStale] = useState(false);

  // A refusal stays in the dialog (its form shows it), except that the order moved: the dialog no longer fits, so it
  // closes and the page says why. A done action closes it and says so.
  const handleSubmit = async (next: OrderChange) => {
    setStale(false);
    try {
      await change.mutateAsync(next);
    } catch (error) {
      if (!isStaleOrder(error)) throw error;
      setDialog(null);
      setStale(true);
      return;
    }
    setDialog(null);
    toast.info(t(`actions.${next.kind}.done`, { number: order.number }));
  };
  const dialogProps = { order, onSubmit: handleSubmit, onClose: () => setDialog(null) };

  return (
    <ConsoleMain
      title={order.number}
      heading={<h1 className="console-mono console-number">{order.number}</h1>}
      headClassName="console-page-head__title"
      back={<OrdersLink />}
      lead={
        <>
          <OrderStateBadge state={order.state} /> <span>{order.buyer.companyName}</span> ·{' '}
          <time dateTime={order.placedAt}>{t('detail.placedAt', { when: format.dateTime(order.placedAt) })}</time> ·{' '}
          {order.currency}
        </>
      }
      actions={<OrderActions actions={order.allowedActions} onOpen={setDialog} />}
    >
      {stale && (
        <div className="console-callout" role="alert">
          {t('detail.stale')}
        </div>
      )}
      <ToBeQuotedCallout order={order} />
      {order.state === 'CANCELLED' && order.cancelReason && (
        <div className="console-callout">
          <strong>{t('detail.cancelReason')}</strong> {order.cancelReason}
        </div>
      )}

      <div className="console-detail">
        <div className="console-detail__main">
          <OrderLinesCard order={order} />
          <OrderAmountsCard order={order} />
          <OrderDeliveryCard order={order} />
          {claims?.(order)}
        </div>
        <div className="console-detail__side">
          <OrderBuyerCard order={order} />
          <OrderPaymentCard order={order} />
          {order.shipment && <OrderShipmentCard shipment={order.shipment} />}
          <OrderDocumentsCard order={order} />
          <HistoryCard namespace="console-orders" events={order.history} target={{ type: 'order', id: order.id }} />
        </div>
      </div>

      {dialog === 'confirm' && <ConfirmDialog {...dialogProps} />}
      {dialog === 'edit' && <EditDialog {...dialogProps} />}
      {(dialog === 'pay' || dialog === 'payBalance') && <PayDialog kind={dialog} {...dialogProps} />}
      {(dialog === 'prepare' || dialog === 'deliver') && <NoteDialog kind={dialog} {...dialogProps} />}
      {dialog === 'ship' && <ShipDialog {...dialogProps} />}
      {dialog === 'cancel' && <CancelDialog {...dialogProps} />}
    </ConsoleMain>
  );
}
