import type { BuyerOrderDetail } from '@hive/domain';
import { useTranslation } from '../../../i18n/react';
import { addressText, phoneText } from '../order-rules';
import { OrderParty } from './order-party';

/** Where the goods go and who is told: the ship-to address, the consignee, the notify party and the contact person. */
export function OrderParties({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation('order');
  const { shipTo } = order;
  return (
    <section className="rec-card" aria-labelledby="order-parties">
      <h2 id="order-parties">{t('detail.delivery')}</h2>
      <div className="order-parties">
        <OrderParty
          title={t('fields.shipTo')}
          party={{ name: shipTo.consignee, address: addressText(shipTo), phone: phoneText(shipTo.phone), email: '' }}
        />
        <OrderParty title={t('fields.consignee')} party={order.consignee} />
        <OrderParty
          title={t('fields.notifyParty')}
          party={order.notifyParty ?? { name: t('detail.notifySame'), phone: '', email: '' }}
        />
        <OrderParty title={t('fields.contact')} party={order.contact} />
      </div>
    </section>
  );
}
