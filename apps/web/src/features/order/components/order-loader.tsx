import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/react';
import { isNotFound } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { orderQuery } from '../api/order-queries';
import { type OrderApprovers, OrderDetail, type OrderSlot } from './order-detail';
import { OrderNotFound } from './order-not-found';

/** The order of the address (`/order/{id}/`): loading, not found (unknown or another buyer's), or its detail. */
export function OrderLoader({ claims, approvers }: { claims?: OrderSlot; approvers?: OrderApprovers }) {
  const { t } = useTranslation('order');
  const language = useSession((s) => s.language);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useQuery({ ...orderQuery(id, language), enabled: valid });
  if (!valid || (order.isError && isNotFound(order.error))) return <OrderNotFound />;
  if (order.isError) throw order.error;
  if (order.isPending)
    return (
      <main id="main" className="container page rec-page" aria-busy="true">
        <p className="rec-muted">{t('detail.loading')}</p>
      </main>
    );
  return <OrderDetail order={order.data} claims={claims} approvers={approvers} />;
}
