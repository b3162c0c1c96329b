import type { ConsoleOrderDetail } from '@hive/domain';
import { cubicMetres, kilograms, trackingLink } from '@hive/domain/rules';
import { Fact } from '../../../../components/console/detail-page';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useTranslation } from '../../../../i18n/react';

/** How the order left: carrier and tracking (linked to the carrier's page when known), the day, cartons and weights. */
export function OrderShipmentCard({ shipment }: { shipment: NonNullable<ConsoleOrderDetail['shipment']> }) {
  const { t } = useTranslation('console-orders');
  const format = useConsoleFormat();
  const link = trackingLink(shipment.carrier, shipment.trackingNumber, shipment.trackingUrl);
  return (
    <section className="console-card" aria-labelledby="co-shipment">
      <h2 id="co-shipment">{t('shipment.title')}</h2>
      <dl className="console-facts">
        <Fact label={t('shipment.carrier')}>{shipment.carrier}</Fact>
        <Fact label={t('shipment.tracking')}>
          {link ? (
            <a href={link} target="_blank" rel="noreferrer" className="console-mono">
              {shipment.trackingNumber}
            </a>
          ) : (
            <span className="console-mono">{shipment.trackingNumber}</span>
          )}
        </Fact>
        <Fact label={t('shipment.shippedOn')}>{format.day(shipment.shippedOn)}</Fact>
        {shipment.portOfLoading && (
          <Fact label={t('shipment.route')}>
            {shipment.portOfLoading} → {shipment.portOfDischarge}
          </Fact>
        )}
        {shipment.vessel && (
          <Fact label={t('shipment.vessel')}>{[shipment.vessel, shipment.voyage].filter(Boolean).join(' / ')}</Fact>
        )}
        <Fact label={t('shipment.packed')}>
          {t('shipment.figures', {
            cartons: format.number(shipment.cartons),
            gross: kilograms(shipment.grossWeightG),
            cbm: cubicMetres(shipment.volumeCm3),
          })}
        </Fact>
      </dl>
    </section>
  );
}
