import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../../lib/query-client';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { downloadPdf } from '../api/my-quotations';

/** Downloads an offer version's PDF with the buyer's session; busy while it comes. */
export function PdfButton({ url, filename, version }: { url: string; filename: string; version: number }) {
  const { t } = useTranslation('quotation');
  const token = useSession((s) => s.token);
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      await downloadPdf(url, filename, token);
    } catch (error) {
      toast.error(failureText(t('offers.downloadFailed'), error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-label={t('offers.downloadLabel', { version })}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void handleClick()}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {t('offers.download')}
    </button>
  );
}
