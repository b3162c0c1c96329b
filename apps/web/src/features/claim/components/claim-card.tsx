import type { ClaimView } from '@hive/domain';
import { useState } from 'react';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { downloadFile } from '../../../lib/download';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { usePhotoUrl } from '../photo-url';

/** One photo of the buyer's claim, fetched with the session. */
function ClaimPhoto({ url, alt }: { url: string; alt: string }) {
  const token = useSession((s) => s.token);
  const src = usePhotoUrl(url, token ? { 'x-auth-token': token } : {});
  return src ? (
    <img src={src} alt={alt} className="claim-photo" />
  ) : (
    <span className="claim-photo claim-photo--empty" />
  );
}

/** A claim as the buyer follows it: what was claimed, its photos, where it stands and, once resolved, the outcome. */
export function ClaimCard({ claim }: { claim: ClaimView }) {
  const { t } = useTranslation('claim');
  const format = useQuotationFormat();
  const token = useSession((s) => s.token);
  const [busy, setBusy] = useState(false);
  const note = claim.creditNote;
  const headingId = `claim-${claim.id}`;
  const download = async () => {
    if (!note) return;
    setBusy(true);
    try {
      await downloadFile(note.url, `${note.number}.pdf`, token ? { 'x-auth-token': token } : {});
    } catch {
      toast.error(t('card.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="claim-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t('card.title', { id: claim.id, kind: t(`kinds.${claim.kind}`) })}{' '}
        <span className={`claim-state claim-state--${claim.state === 'OPEN' ? 'open' : 'done'}`}>
          {claim.outcome ? t(`outcomes.${claim.outcome}`) : t(`states.${claim.state}`)}
        </span>
      </h3>
      <p className="rec-sub">
        <time dateTime={claim.createdAt}>{t('card.reportedOn', { date: format.dateTime(claim.createdAt) })}</time>
      </p>
      <ul className="claim-card__lines">
        {claim.lines.map((line) => (
          <li key={line.productId}>
            {t('card.line', { name: line.name, sku: line.sku, quantity: line.quantity, delivered: line.delivered })}
          </li>
        ))}
      </ul>
      {claim.note && <p className="claim-card__note">{claim.note}</p>}
      {claim.photos.length > 0 && (
        <ul className="claim-photos" aria-label={t('card.photos')}>
          {claim.photos.map((photo, index) => (
            <li key={photo.id}>
              <ClaimPhoto url={photo.url} alt={t('card.photoAlt', { number: index + 1, name: photo.name })} />
            </li>
          ))}
        </ul>
      )}
      {claim.state === 'OPEN' && <p>{t('card.open')}</p>}
      {claim.reason && <p>{t('card.reason', { reason: claim.reason })}</p>}
      {note && (
        <div className="claim-card__credit">
          <p>
            {t(`card.credit.${note.status}`, {
              number: note.number,
              amount: format.money(note.amount, note.currency),
              order: note.appliedOrder?.number ?? '',
              reference: note.refund?.reference ?? '',
            })}
          </p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void download()}>
            {t('card.download', { number: note.number })}
          </button>
        </div>
      )}
    </article>
  );
}
