import type { ConsoleOrderDetail, OrderDocumentView } from '@hive/domain';
import { DownloadButton } from '../../../../components/console/download-button';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useTranslation } from '../../../../i18n/react';

/** The name the API gives a document's file too: O-2026-000123-PI-v1.pdf. */
const filename = (number: string, document: OrderDocumentView) =>
  `${number}-${document.type.toUpperCase()}-v${document.version}.pdf`;

/** The trade documents issued so far, every version, newest first within its type; each downloads as a PDF. */
export function OrderDocumentsCard({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('console-orders');
  return (
    <section className="console-card" aria-labelledby="co-documents">
      <h2 id="co-documents">{t('documents.title')}</h2>
      {order.documents.length === 0 ? (
        <p className="console-muted">{t('documents.none')}</p>
      ) : (
        <ul className="co-documents">
          {order.documents.map((document) => (
            <DocumentItem key={`${document.type}-${document.version}`} number={order.number} document={document} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DocumentItem({ number, document }: { number: string; document: OrderDocumentView }) {
  const { t } = useTranslation('console-orders');
  const format = useConsoleFormat();
  const name = t(`documents.types.${document.type}`);
  return (
    <li className="co-document">
      <span>
        <span className="co-document__name">{name}</span>{' '}
        <span className="console-badge console-badge--neutral">
          {t('documents.version', { version: document.version })}
        </span>
        <span className="console-sub">{t('documents.issued', { when: format.dateTime(document.issuedAt) })}</span>
      </span>
      <DownloadButton
        url={document.url}
        filename={filename(number, document)}
        label={t('documents.downloadLabel', { name, version: document.version })}
        failed={t('documents.failed')}
      >
        {t('documents.download')}
      </DownloadButton>
    </li>
  );
}
