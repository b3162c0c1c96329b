import { cubicMetres, kilograms } from '@hive/domain/rules';
import type { ValueName } from '../../../components/console/audit-changes';
import { useTranslation } from '../../../i18n/react';

/** A value the audit log stored as JSON (the terms, the shipment), or null when it is not. */
function parsed<T>(value: string): Partial<T> | null {
  try {
    const object: unknown = JSON.parse(value);
    return object && typeof object === 'object' ? (object as Partial<T>) : null;
  } catch {
    return null;
  }
}

type Terms = { kind: string; depositPercent: number };
type Shipment = { carrier: string; trackingNumber: string; cartons: number; grossWeightG: number; volumeCm3: number };

/**
 * An order's recorded values as the orders' pages word them: states as their badges, the terms and the shipment in a
 * line each, installments and documents by name. Anything else is shown as stored. A face: the audit log imports it.
 */
export function useOrderValueName(): ValueName {
  const { t } = useTranslation('console-orders');
  return (field, value) => {
    if (field === 'state') return t(`states.${value}`, { defaultValue: value });
    if (field === 'installment') return t(`installments.${value}`, { defaultValue: value });
    if (field === 'document') return t(`documents.types.${value}`, { defaultValue: value });
    if (field === 'terms') {
      const terms = parsed<Terms>(value);
      if (terms?.kind === 'ADVANCE') return t('terms.ADVANCE');
      if (terms?.kind === 'DEPOSIT') return t('payment.deposit', { percent: terms.depositPercent });
    }
    if (field === 'shipment') {
      const shipment = parsed<Shipment>(value);
      if (shipment?.carrier && shipment.trackingNumber) {
        const figures = t('shipment.figures', {
          cartons: shipment.cartons,
          gross: kilograms(shipment.grossWeightG ?? 0),
          cbm: cubicMetres(shipment.volumeCm3 ?? 0),
        });
        return `${shipment.carrier} ${shipment.trackingNumber} · ${figures}`;
      }
    }
    return value;
  };
}
