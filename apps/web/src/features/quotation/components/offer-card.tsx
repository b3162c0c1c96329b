import type { OfferView } from '@hive/domain';
import { LinesTable } from '../../../components/record/lines-table';
import { LinesTotal } from '../../../components/record/lines-total';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { PdfButton } from './pdf-button';

/** One version of the operators' offer: its terms (the incoterm with its named place), its lines, the costs its
 * incoterm puts on the seller, its total and its PDF. */
export function OfferCard({ offer, number, accepted }: { offer: OfferView; number: string; accepted: boolean }) {
  const { t } = useTranslation('quotation');
  const format = useQuotationFormat();
  const headingId = `offer-${offer.version}`;
  // The costs its incoterm puts on the seller, priced into the offer.
  const costs = (['freight', 'insurance', 'duties'] as const).filter((field) => offer[field] !== null);
  return (
    <section className={`q-offer${offer.current ? ' q-offer--current' : ''}`} aria-labelledby={headingId}>
      <div className="q-offer__head">
        <h3 id={headingId}>
          {t('offers.version', { version: offer.version })}
          {accepted && <span className="rec-tag rec-tag--ok">{t('offers.accepted')}</span>}
          {!accepted && offer.current && !offer.expired && <span className="rec-tag">{t('offers.current')}</span>}
          {offer.expired && !accepted && <span className="rec-tag rec-tag--muted">{t('offers.expired')}</span>}
        </h3>
        {offer.pdfUrl && (
          <PdfButton url={offer.pdfUrl} filename={`${number}-v${offer.version}.pdf`} version={offer.version} />
        )}
      </div>
      <dl className="rec-terms">
        <div>
          <dt>{t('offers.sentOn')}</dt>
          <dd>
            <time dateTime={offer.createdAt}>{format.date(offer.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('offers.validUntil')}</dt>
          <dd>
            <time dateTime={offer.validUntil}>{format.validUntil(offer.validUntil)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('offers.incoterm')}</dt>
          <dd>{offer.namedPlace ? `${offer.incoterm} ${offer.namedPlace}` : offer.incoterm}</dd>
        </div>
        <div>
          <dt>{t('offers.leadTime')}</dt>
          <dd>{t('offers.leadTimeDays', { count: offer.leadTimeDays })}</dd>
        </div>
      </dl>
      {offer.note && (
        <div className="rec-note">
          <p className="rec-note__label">{t('offers.note')}</p>
          <p>{offer.note}</p>
        </div>
      )}
      <LinesTable
        lines={offer.lines}
        currency={offer.currency}
        caption={t('offers.version', { version: offer.version })}
        flag={(line) => (line.available ? undefined : t('lines.notAvailable'))}
      />
      <LinesTotal
        totals={offer.totals}
        currency={offer.currency}
        label={costs.length > 0 ? t('offers.goods') : t('offers.total')}
      />
      {costs.length > 0 && (
        <dl className="q-offer__costs">
          {costs.map((field) => (
            <div key={field}>
              <dt>{t(`offers.${field}`)}</dt>
              <dd>{format.money(offer[field] ?? 0, offer.currency)}</dd>
            </div>
          ))}
          <div className="q-offer__costs-total">
            <dt>{t('offers.total')}</dt>
            <dd>{format.money(offer.totals.total, offer.currency)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
