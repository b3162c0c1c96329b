import {
  CERTIFICATE_KINDS,
  type CertificateKind,
  type ConsoleProductDetail,
  MAX_CERTIFICATE_BYTES,
} from '@hive/domain';
import { useId, useRef, useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { useTranslation } from '../../../../i18n/react';
import { ApiError } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/query-client';
import { submissionKey } from '../../../../lib/submission-key';
import { downloadCertificate, useProductCertificates } from '../api/catalog-console-queries';
import { CatalogField } from './catalog-field';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A product's certificates (MSDS, CPNP, FDA registration, COA, halal…): a PDF added with its kind and title, one
 * downloaded or removed; approved buyers download them from the product page. The size is checked here first so that
 * a large file is not sent for nothing; the server decides by the file's first bytes whether it is a PDF.
 */
export function ProductCertificates({ product }: { product: ConsoleProductDetail }) {
  const { t } = useTranslation('console-catalog');
  const fileId = useId();
  const { add, remove } = useProductCertificates(product.id);
  const [kind, setKind] = useState<CertificateKind>('MSDS');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const [keys] = useState(submissionKey);

  const upload = async () => {
    setProblem('');
    if (!file) return setProblem(t('certificates.chooseFile'));
    if (!title.trim()) return setProblem(t('certificates.titleMissing'));
    if (file.size > MAX_CERTIFICATE_BYTES) return setProblem(t('certificates.tooLarge'));
    const key = keys.for({ kind, title, name: file.name, size: file.size, modified: file.lastModified });
    try {
      await add.mutateAsync({ kind, title: title.trim(), file, key });
      keys.settled();
      setTitle('');
      setFile(undefined);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      keys.settled(error);
      setProblem(
        error instanceof ApiError && error.code === 'BAD_REQUEST' ? t('certificates.refused') : errorMessage(error),
      );
    }
  };

  return (
    <section className="console-card cc-section cc-certificates-card" aria-labelledby="cc-certificates-title">
      <h2 id="cc-certificates-title" className="cc-title">
        {t('certificates.title')}
      </h2>
      <p className="console-muted">{t('certificates.lead')}</p>
      <FormAlert className="console-alert" message={problem} />
      {product.certificates.length === 0 ? (
        <p className="console-empty">{t('certificates.none')}</p>
      ) : (
        <ul className="cc-certificates" aria-busy={remove.isPending}>
          {product.certificates.map((certificate) => (
            <li key={certificate.id}>
              <span>
                <strong>{certificate.kind}</strong> {certificate.title}
                <span className="console-muted">
                  {' '}
                  · {certificate.fileName} · {sizeText(certificate.sizeBytes)}
                </span>
              </span>
              <span className="cc-certificates__actions">
                <button
                  type="button"
                  className="console-button console-button--ghost"
                  onClick={() =>
                    void downloadCertificate(product.id, certificate.id, certificate.fileName).catch((error: unknown) =>
                      setProblem(errorMessage(error)),
                    )
                  }
                >
                  {t('certificates.download', { title: certificate.title })}
                </button>
                <button
                  type="button"
                  className="console-button console-button--ghost"
                  disabled={remove.isPending}
                  onClick={() =>
                    void remove.mutateAsync(certificate.id).catch((error: unknown) => setProblem(errorMessage(error)))
                  }
                >
                  {t('certificates.remove', { title: certificate.title })}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="cc-grid">
        <CatalogField label={t('certificates.kind')}>
          {(id) => (
            <select id={id} value={kind} onChange={(event) => setKind(event.target.value as CertificateKind)}>
              {CERTIFICATE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`certificates.kinds.${value}`)}
                </option>
              ))}
            </select>
          )}
        </CatalogField>
        <CatalogField label={t('certificates.name')}>
          {(id) => (
            <input
              id={id}
              maxLength={120}
              autoComplete="off"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </CatalogField>
        <div className="console-field">
          <label htmlFor={fileId}>{t('certificates.file')}</label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(event) => setFile(event.target.files?.[0])}
          />
          <p className="console-field__hint">{t('certificates.hint')}</p>
        </div>
      </div>
      <div className="cc-certificates__add">
        <button
          type="button"
          className="console-button"
          disabled={add.isPending}
          aria-busy={add.isPending}
          onClick={() => void upload()}
        >
          {add.isPending ? t('certificates.uploading') : t('certificates.upload')}
        </button>
      </div>
    </section>
  );
}
