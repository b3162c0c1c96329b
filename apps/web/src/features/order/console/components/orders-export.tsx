import type { ExportFormat, OrderState } from '@hive/domain';
import { useState } from 'react';
import { ConsoleDialog } from '../../../../components/console/console-dialog';
import { DownloadButton } from '../../../../components/console/download-button';
import { FormAlert } from '../../../../components/form/form-alert';
import { useTranslation } from '../../../../i18n/react';
import { DialogField, today } from './action-dialog';

const FORMATS: ExportFormat[] = ['csv', 'xlsx'];

/** A console file's address: the route and its query, without the empty parts. */
const fileUrl = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  return `/console/api${path}?${search}`;
};

/**
 * The inbox's files: every order its filters select (all pages, every buyer), one row per line, as CSV or Excel; and
 * the payments received between two dates, for the books.
 */
export function OrdersExport({ filter }: { filter: { state?: OrderState; keyword?: string } }) {
  const { t } = useTranslation('console-orders');
  const [payments, setPayments] = useState(false);
  return (
    <div className="co-export">
      <fieldset className="co-export__files" aria-label={t('export.label')}>
        {FORMATS.map((format) => (
          <DownloadButton
            key={format}
            url={fileUrl('/orders/export', { format, ...filter })}
            label={t(`export.${format}`)}
            failed={t('export.failed')}
          >
            {t(`export.${format}`)}
          </DownloadButton>
        ))}
      </fieldset>
      <button type="button" className="console-button" onClick={() => setPayments(true)}>
        {t('export.payments')}
      </button>
      {payments && <PaymentsExportDialog onClose={() => setPayments(false)} />}
    </div>
  );
}

/** The transfers received between two dates (both included; either may be left open), as CSV or Excel. */
function PaymentsExportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('console-orders');
  const [to, setTo] = useState(today);
  const [from, setFrom] = useState(() => `${today().slice(0, 8)}01`);
  const wrongOrder = from !== '' && to !== '' && from > to;
  return (
    <ConsoleDialog title={t('export.payments')} description={t('export.paymentsLead')} onClose={onClose}>
      <div className="console-form">
        <div className="co-export__dates">
          <DialogField label={t('export.from')}>
            {(id) => (
              <input id={id} type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
            )}
          </DialogField>
          <DialogField label={t('export.to')}>
            {(id) => (
              <input id={id} type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
            )}
          </DialogField>
        </div>
        <FormAlert className="console-alert" message={wrongOrder ? t('export.wrongOrder') : ''} />
        <div className="console-dialog__actions">
          <button type="button" className="console-button" onClick={onClose}>
            {t('dialog.back')}
          </button>
          {!wrongOrder &&
            FORMATS.map((format) => (
              <DownloadButton
                key={format}
                url={fileUrl('/payments/export', { format, from, to })}
                label={t(`export.${format}`)}
                failed={t('export.failed')}
              >
                {t(`export.${format}`)}
              </DownloadButton>
            ))}
        </div>
      </div>
    </ConsoleDialog>
  );
}
