import type { BuyerOrderDetail } from '@hive/domain';
import { DOCUMENT_TYPES } from '@hive/domain/schemas';
import { useTranslation } from '../../../i18n/react';
import { documentsByType } from '../order-rules';
import { DocumentButton } from './document-button';

/** When each document is issued, for the ones still to come. */
const ISSUED_AT = { po: 'placing', pi: 'confirmation', ci: 'shipment', pl: 'shipment' } as const;
/** A credit note comes only with a claim: never waited for. */
const EXPECTED = DOCUMENT_TYPES.filter((type) => type !== 'cn');

/**
 * The trade documents: the newest version of each with its download, older versions under it, and the ones still to
 * come with the step that issues them (a cancelled order gets no more).
 */
export function OrderDocuments({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation('order');
  const issued = documentsByType(order.documents);
  const waiting =
    order.state === 'CANCELLED'
      ? []
      : EXPECTED.filter((type) => !order.documents.some((document) => document.type === type));
  return (
    <section className="rec-card" aria-labelledby="order-documents">
      <h2 id="order-documents">{t('documents.title')}</h2>
      <ul className="order-documents">
        {issued.map(([newest, ...older]) => (
          <li key={newest!.type}>
            <DocumentButton order={order} document={newest!} />
            {older.map((document) => (
              <DocumentButton key={document.version} order={order} document={document} older />
            ))}
          </li>
        ))}
        {waiting.map((type) => (
          <li key={type} className="order-documents__waiting">
            <span>{t(`documents.names.${type}`)}</span>
            <span className="rec-sub">{t(`documents.issuedAt.${ISSUED_AT[type as keyof typeof ISSUED_AT]}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
