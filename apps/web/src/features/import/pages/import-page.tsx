import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConsoleMain } from '../../../components/console/console-main';
import { DownloadButton } from '../../../components/console/download-button';
import { FormAlert } from '../../../components/form/form-alert';
import { useTranslation } from '../../../i18n/react';
import { errorMessage } from '../../../lib/query-client';
import { fileUrl, useUpload } from '../api/import-queries';
import '../import.css';

const FORMATS = ['csv', 'xlsx'] as const;
const today = () => new Date().toISOString().slice(0, 10);

/** Import and export of the catalogue: the files to download, and the upload that starts an import. */
export function ImportPage() {
  const { t } = useTranslation('console-import');
  const navigate = useNavigate();
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const ids = { file: useId(), upload: useId(), files: useId() };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file, { onSuccess: (view) => navigate(`/admin/import/${view.id}`) });
  };

  return (
    <ConsoleMain title={t('title')} lead={t('lead')}>
      <div className="ci-grid">
        <section className="console-card" aria-labelledby={ids.upload}>
          <h2 id={ids.upload}>{t('upload.title')}</h2>
          <p className="console-muted">{t('upload.lead')}</p>
          <form className="console-form" onSubmit={handleSubmit}>
            <div className="console-field">
              <label htmlFor={ids.file}>{t('upload.file')}</label>
              <input
                id={ids.file}
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </div>
            <FormAlert className="console-alert" message={upload.isError ? errorMessage(upload.error) : ''} />
            <div>
              <button
                type="submit"
                className="console-button console-button--primary"
                disabled={!file || upload.isPending}
              >
                {upload.isPending ? t('upload.sending') : t('upload.button')}
              </button>
            </div>
          </form>
        </section>
        <section className="console-card" aria-labelledby={ids.files}>
          <h2 id={ids.files}>{t('files.title')}</h2>
          <p className="console-muted">{t('files.lead')}</p>
          <h3 className="ci-subhead">{t('files.template')}</h3>
          <div className="console-actions">
            {FORMATS.map((format) => (
              <DownloadButton
                key={format}
                url={fileUrl.template(format)}
                filename={`hive-catalogue-template.${format}`}
                label={t('files.templateLabel', { format: format.toUpperCase() })}
                failed={t('files.failed')}
              >
                {format.toUpperCase()}
              </DownloadButton>
            ))}
          </div>
          <h3 className="ci-subhead">{t('files.export')}</h3>
          <div className="console-actions">
            {FORMATS.map((format) => (
              <DownloadButton
                key={format}
                url={fileUrl.export(format)}
                filename={`hive-catalogue-${today()}.${format}`}
                label={t('files.exportLabel', { format: format.toUpperCase() })}
                failed={t('files.failed')}
              >
                {format.toUpperCase()}
              </DownloadButton>
            ))}
          </div>
        </section>
      </div>
    </ConsoleMain>
  );
}
