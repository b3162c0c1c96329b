import type { ConsoleOrderDetail } from '@hive/domain';
import { cubicMetres, INCOTERM_RULES, kilograms } from '@hive/domain/rules';
import { useId } from 'react';
import { Cell, TableHead } from '../../../../components/console/cell';
import type { FieldErrors } from '../../../../components/form/form-errors';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useForm } from '../../../../hooks/use-form';
import { useTranslation } from '../../../../i18n/react';
import { type CartonCounts, cartonCount, countedCartons, MAX_CARTONS, packingPlan, ruleCounts } from '../packing-rules';
import { ActionDialog, DialogField, type DialogProps, today } from './action-dialog';

/** Carriers whose tracking page the marketplace links by itself (the domain's `trackingLink`). */
const KNOWN_CARRIERS = ['DHL Express', 'FedEx', 'UPS', 'EMS Korea Post', 'Maersk'];

/** Where Korean exports are loaded for the order's method: the usual port or airport, for the operator to change. */
const LOADING: Record<string, string> = {
  SEA: 'Busan, Korea',
  AIR: 'Incheon International Airport, Korea',
  EXPRESS: 'Incheon International Airport, Korea',
};

/** The discharge the order names: the incoterm's place when it is the destination (C and D rules), else the city. */
function dischargeOf(order: ConsoleOrderDetail): string {
  return INCOTERM_RULES[order.incoterm].place === 'destination' ? order.namedPlace : order.shipTo.city;
}

/** A line's carton box in the form's messages. */
const cartonsField = (productId: number) => `cartons-${productId}`;

/**
 * Handed to the carrier: tracking, the day, and the cartons counted per line. The packing table starts from the
 * rule's cartons; as the operator changes a count, the line's weights and volume and the shipment's totals follow
 * (the domain's packLine and packingTotals, as the packing list will print them).
 */
export function ShipDialog({ order, onSubmit, onClose }: DialogProps) {
  const { t } = useTranslation('console-orders');
  const { t: consoleT } = useTranslation('console');
  const form = useForm({
    t: consoleT,
    initial: () => ({
      carrier: '',
      trackingNumber: '',
      trackingUrl: '',
      shippedOn: today(),
      portOfLoading: LOADING[order.shippingMethod] ?? '',
      portOfDischarge: dischargeOf(order),
      vessel: '',
      voyage: '',
      cartons: ruleCounts(order.packing),
    }),
    schema: (s) => s.shipOrderBody,
    body: ({ cartons, ...shipment }) => ({ ...shipment, cartons: countedCartons(order.packing, cartons) }),
    refine: ({ cartons }, found) => {
      const errors: FieldErrors = { ...found };
      if (found.trackingUrl) errors.trackingUrl = t('actions.ship.badUrl');
      for (const row of order.packing)
        if (cartonCount(cartons[row.productId]) === null)
          errors[cartonsField(row.productId)] = t('actions.ship.badCartons', { max: MAX_CARTONS });
      return errors;
    },
    submit: (body) => onSubmit({ kind: 'ship', body }),
  });
  const carriers = useId();
  const invalid = (field: string) => (form.errors[field] ? true : undefined);
  return (
    <ActionDialog kind="ship" order={order} form={form} onClose={onClose} wide>
      <div className="co-grid">
        <DialogField label={t('actions.ship.carrier')} hint={t('actions.ship.carrierHint')}>
          {(id) => <input id={id} list={carriers} maxLength={100} autoComplete="off" {...form.bind('carrier')} />}
        </DialogField>
        <datalist id={carriers}>
          {KNOWN_CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier} />
          ))}
        </datalist>
        <DialogField label={t('actions.ship.trackingNumber')}>
          {(id) => <input id={id} maxLength={100} autoComplete="off" {...form.bind('trackingNumber')} />}
        </DialogField>
        <DialogField label={t('actions.ship.trackingUrl')} hint={t('actions.ship.trackingUrlHint')}>
          {(id) => <input id={id} type="url" maxLength={500} {...form.bind('trackingUrl')} />}
        </DialogField>
        <DialogField label={t('actions.ship.shippedOn')}>
          {(id) => <input id={id} type="date" max={today()} {...form.bind('shippedOn')} />}
        </DialogField>
        <DialogField label={t('actions.ship.portOfLoading')}>
          {(id) => <input id={id} maxLength={100} autoComplete="off" {...form.bind('portOfLoading')} />}
        </DialogField>
        <DialogField label={t('actions.ship.portOfDischarge')}>
          {(id) => <input id={id} maxLength={100} autoComplete="off" {...form.bind('portOfDischarge')} />}
        </DialogField>
        <DialogField label={t('actions.ship.vessel')} hint={t('actions.ship.vesselHint')}>
          {(id) => <input id={id} maxLength={100} autoComplete="off" {...form.bind('vessel')} />}
        </DialogField>
        <DialogField label={t('actions.ship.voyage')}>
          {(id) => <input id={id} maxLength={50} autoComplete="off" {...form.bind('voyage')} />}
        </DialogField>
      </div>
      <PackingTable
        order={order}
        counts={form.values.cartons}
        invalid={(productId) => invalid(cartonsField(productId))}
        onCount={(productId, count) => form.update('cartons', { ...form.values.cartons, [productId]: count })}
      />
    </ActionDialog>
  );
}

function PackingTable({
  order,
  counts,
  invalid,
  onCount,
}: {
  order: ConsoleOrderDetail;
  counts: CartonCounts;
  invalid: (productId: number) => true | undefined;
  onCount: (productId: number, count: string) => void;
}) {
  const { t } = useTranslation('console-orders');
  const format = useConsoleFormat();
  const { lines, totals } = packingPlan(order.packing, counts);
  const lineOf = new Map(order.lines.map((line) => [line.productId, line]));
  const figures = ['packing.units', 'packing.cartons', 'packing.net', 'packing.gross', 'packing.cbm'];
  return (
    <div className="console-table-wrap co-packing">
      <table className="console-table console-table--cards co-lines">
        <caption className="co-caption">{t('packing.title')}</caption>
        <TableHead
          columns={[
            { label: t('packing.product') },
            ...figures.map((key) => ({ label: t(key), className: 'console-num' })),
          ]}
        />
        <tbody>
          {lines.map(({ row, packed }) => {
            const line = lineOf.get(row.productId);
            return (
              <tr key={row.productId}>
                <Cell label={t('packing.product')}>
                  <span className="console-mono">{line?.sku}</span>
                  <span className="console-sub">{line?.name}</span>
                </Cell>
                <Cell className="console-num" label={t('packing.units')}>
                  {format.number(row.units)}
                </Cell>
                <Cell className="console-num" label={t('packing.cartons')}>
                  <input
                    className="co-input--short console-num"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_CARTONS}
                    step={1}
                    aria-label={t('packing.cartonsOf', { sku: line?.sku ?? row.productId })}
                    aria-invalid={invalid(row.productId)}
                    value={counts[row.productId] ?? ''}
                    onChange={(event) => onCount(row.productId, event.target.value)}
                  />
                </Cell>
                <Cell className="console-num" label={t('packing.net')}>
                  {kilograms(packed.netWeightG)}
                </Cell>
                <Cell className="console-num" label={t('packing.gross')}>
                  {kilograms(packed.grossWeightG)}
                </Cell>
                <Cell className="console-num" label={t('packing.cbm')}>
                  {cubicMetres(packed.volumeCm3)}
                </Cell>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="co-total-row">
            <Cell label={t('packing.product')}>{t('packing.totals')}</Cell>
            <Cell className="console-num" label={t('packing.units')}>
              {format.number(order.totals.units)}
            </Cell>
            <Cell className="console-num" label={t('packing.cartons')}>
              <output>{format.number(totals.cartons)}</output>
            </Cell>
            <Cell className="console-num" label={t('packing.net')}>
              <output>{kilograms(totals.netWeightG)}</output>
            </Cell>
            <Cell className="console-num" label={t('packing.gross')}>
              <output>{kilograms(totals.grossWeightG)}</output>
            </Cell>
            <Cell className="console-num" label={t('packing.cbm')}>
              <output>{cubicMetres(totals.volumeCm3)}</output>
            </Cell>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
