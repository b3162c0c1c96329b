import type { BuyerOrderDetail } from '@hive/domain';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';

type Shipment = NonNullable<BuyerOrderDetail['shipment']>;

/** The carrier and the tracking number (a link to the carrier's page when known), the day it left, what it weighs. */
export function OrderShipment({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('order');
  const format = useQuotationFormat();
  return (
    <section className="rec-card" aria-labelledby="order-shipment">
      <h2 id="order-shipment">{t('shipment.title')}</h2>
      <dl className="order-facts">
        <div>
          <dt>{t('shipment.carrier')}</dt>
          <dd>{shipment.carrier}</dd>
        </div>
        <div>
          <dt>{t('shipment.tracking')}</dt>
          <dd>
            {shipment.trackingUrl ? (
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                {shipment.trackingNumber}
                <span className="visually-hidden"> {t('shipment.opensCarrier')}</span>
              </a>
            ) : (
              shipment.trackingNumber
            )}
          </dd>
        </div>
        <div>
          <dt>{t('shipment.shippedOn')}</dt>
          <dd>{format.validUntil(shipment.shippedOn)}</dd>
        </div>
        {shipment.portOfLoading && (
          <div>
            <dt>{t('shipment.route')}</dt>
            <dd>
              {shipment.portOfLoading} → {shipment.portOfDischarge}
            </dd>
          </div>
        )}
        {shipment.vessel && (
          <div>
            <dt>{t('shipment.vessel')}</dt>
            <dd>{[shipment.vessel, shipment.voyage].filter(Boolean).join(' / ')}</dd>
          </div>
        )}
        <div>
          <dt>{t('shipment.packages')}</dt>
          <dd>
            {t('shipment.measures', {
              count: shipment.cartons,
              weight: format.number(Math.round(shipment.grossWeightG / 10) / 100),
              volume: format.number(Math.round(shipment.volumeCm3 / 1000) / 1000),
            })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
