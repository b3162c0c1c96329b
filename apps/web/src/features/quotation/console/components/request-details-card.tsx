import type { ConsoleQuotationDetail } from '@hive/domain';
import { Fact } from '../../../../components/console/detail-page';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useTranslation } from '../../../../i18n/react';

type Details = NonNullable<ConsoleQuotationDetail['requestDetails']>;

/** What a member asked for with the request: where the goods go, the incoterm they prefer, when, and their note. */
export function RequestDetailsCard({ details }: { details: Details }) {
  const { t } = useTranslation('console-quotations');
  const format = useConsoleFormat();
  return (
    <section className="console-card" aria-labelledby="cq-request-details">
      <h2 id="cq-request-details">{t('details.title')}</h2>
      <dl className="console-facts">
        <Fact label={t('details.destination')}>
          <span aria-hidden="true">{details.destinationCountry.emoji}</span> {details.destinationCountry.name}
          {details.destinationPort && <span className="console-sub">{details.destinationPort}</span>}
        </Fact>
        <Fact label={t('details.incoterm')}>
          {details.incoterm} · {t(`incoterms.${details.incoterm}`)}
        </Fact>
        <Fact label={t('details.targetDate')}>
          {details.targetDate ? format.day(details.targetDate) : t('details.noDate')}
        </Fact>
      </dl>
      {details.note && (
        <blockquote className="cq-request-message cq-request-message--card">
          <p className="console-sub">{t('details.note')}</p>
          <p>{details.note}</p>
        </blockquote>
      )}
    </section>
  );
}
