import type { BuyerOrderDetail, OrderDocumentView } from '@hive/domain';
import { useState } from 'react';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../../lib/query-client';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { documentFilename, downloadDocument } from '../api/order-queries';

type Props = { order: BuyerOrderDetail; document: OrderDocumentView; older?: boolean };

/** One version of a trade document: its name, version and date, downloaded with the buyer's session. */
export function DocumentButton({ order, document, older = false }: Props) {
  const { t } = useTranslation('order');
  const format = useQuotationFormat();
  const token = useSession((s) => s.token);
  const [busy, setBusy] = useState(false);
  const name = t(`documents.names.${document.type}`);
  const handleClick = async () => {
    setBusy(true);
    try {
      await downloadDocument(document.url, documentFilename(order.number, document.type, document.version), token);
    } catch (error) {
      toast.error(failureText(t('documents.failed', { name }), error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`order-document${older ? ' order-document--older' : ''}`}>
      <span>
        {older ? t('documents.olderVersion', { version: document.version }) : name}
        <span className="rec-sub">
          {older
            ? format.date(document.issuedAt)
            : t('documents.version', { version: document.version, date: format.date(document.issuedAt) })}
        </span>
      </span>
      <button
        type="button"
        className={`button button--small${older ? ' button--ghost' : ' button--secondary'}`}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void handleClick()}
      >
        <span className="visually-hidden">{t('documents.download', { name, version: document.version })} </span>
        {t('documents.pdf')}
      </button>
    </div>
  );
}
