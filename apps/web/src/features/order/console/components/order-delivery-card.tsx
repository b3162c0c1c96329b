import type { ConsoleOrderDetail, OrderParty } from '@hive/domain';
import { Link } from 'react-router';
import { Fact } from '../../../../components/console/detail-page';
import { PostalAddress } from '../../../../components/console/postal-address';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useTranslation } from '../../../../i18n/react';

/** A party of the shipment: its name, address and the ways to reach it. */
function Party({ party }: { party: OrderParty }) {
  return (
    <>
      {party.name}
      <span className="console-sub co-pre">{party.address}</span>
      {party.phone && <span className="console-sub">{party.phone}</span>}
      {party.email && <span className="console-sub">{party.email}</span>}
    </>
  );
}

/** Where the goods go and on what terms: the order form as the buyer filled it in. */
export function OrderDeliveryCard({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('console-orders');
  const format = useConsoleFormat();
  return (
    <section className="console-card" aria-labelledby="co-delivery">
      <h2 id="co-delivery">{t('delivery.title')}</h2>
      <dl className="console-facts">
        <Fact label={t('delivery.shipTo')}>
          {order.shipTo.consignee}
          <PostalAddress address={order.shipTo} />
        </Fact>
        <Fact label={t('delivery.consignee')}>
          <Party party={order.consignee} />
        </Fact>
        <Fact label={t('delivery.notifyParty')}>
          {order.notifyParty ? <Party party={order.notifyParty} /> : t('delivery.sameAsConsignee')}
        </Fact>
        <Fact label={t('delivery.contact')}>
          {order.contact.name}
          <span className="console-sub">
            <a href={`mailto:${order.contact.email}`}>{order.contact.email}</a>
          </span>
          <span className="console-sub">{order.contact.phone}</span>
        </Fact>
        <Fact label={t('delivery.incoterm')}>
          {order.incoterm} {order.namedPlace}
        </Fact>
        <Fact label={t('delivery.method')}>{t(`methods.${order.shippingMethod}`)}</Fact>
        <Fact label={t('delivery.requestedDate')}>
          {order.requestedDate ? format.day(order.requestedDate) : t('delivery.noDate')}
        </Fact>
        <Fact label={t('delivery.po')}>{order.poNumber || '—'}</Fact>
        {order.quotation && (
          <Fact label={t('delivery.quotation')}>
            <Link to={`/admin/quotations/${order.quotation.id}`} className="console-mono">
              {order.quotation.number}
            </Link>
          </Fact>
        )}
        <Fact label={t('delivery.memo')}>{order.memo ? <span className="co-pre">{order.memo}</span> : '—'}</Fact>
      </dl>
    </section>
  );
}
