import type { ExportFormat } from '@hive/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../../lib/query-client';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { downloadOrders, type OrdersFilter } from '../api/order-queries';

/** The orders the list shows — every page of them, as filtered — downloaded as CSV or Excel, one row per line. */
export function OrderExport({ filter }: { filter: Omit<OrdersFilter, 'page'> }) {
  const { t } = useTranslation('order');
  const language = useSession((s) => s.language);
  const token = useSession((s) => s.token);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadOrders(filter, format, language, token);
    } catch (error) {
      toast.error(failureText(t('export.failed'), error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <fieldset className="order-export" aria-label={t('export.label')}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="button button--small button--secondary"
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => void download(format)}
        >
          {t(`export.${format}`)}
        </button>
      ))}
    </fieldset>
  );
}
