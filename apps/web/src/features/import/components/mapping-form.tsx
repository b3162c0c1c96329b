import { IMPORT_FIELDS, type ImportField, type ImportView } from '@hive/domain';
import { type FormEvent, useId, useState } from 'react';
import { Cell, TableHead } from '../../../components/console/cell';
import { FormAlert } from '../../../components/form/form-alert';
import { useTranslation } from '../../../i18n/react';

type Props = {
  view: ImportView;
  /** While the dry run or the apply runs, or once applied: the mapping stays as it is. */
  locked: boolean;
  pending: boolean;
  problem: string;
  onCheck: (mapping: (ImportField | null)[], blankClears: boolean) => void;
};

/** Which field each of the file's columns is (guessed from its header, changeable), with its first values. */
export function MappingForm({ view, locked, pending, problem, onCheck }: Props) {
  const { t } = useTranslation('console-import');
  const [mapping, setMapping] = useState(view.mapping);
  const [blankClears, setBlankClears] = useState(view.blankClears);
  const ids = { title: useId(), blank: useId(), problem: useId() };
  const chosen = mapping.filter((field) => field !== null);
  const twice = chosen.filter((field, index) => chosen.indexOf(field) !== index);
  const mistake = !chosen.includes('sku')
    ? t('mapping.noSku')
    : twice.length > 0
      ? t('mapping.twice', { fields: [...new Set(twice)].map((field) => t(`fields.${field}`)).join(', ') })
      : '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!mistake) onCheck(mapping, blankClears);
  };
  const columns = [{ label: t('mapping.column') }, { label: t('mapping.samples') }, { label: t('mapping.field') }];

  return (
    <section className="console-card" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('mapping.title')}</h2>
      <p className="console-muted">{t('mapping.lead', { count: view.rowCount })}</p>
      <form onSubmit={handleSubmit}>
        <div className="console-table-wrap">
          <table className="console-table console-table--cards ci-mapping">
            <TableHead columns={columns} />
            <tbody>
              {view.columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are its positions
                <tr key={index}>
                  <Cell label={columns[0]!.label}>
                    <strong>{column.header || t('mapping.unnamed', { number: index + 1 })}</strong>
                  </Cell>
                  <Cell label={columns[1]!.label}>
                    <span className="ci-samples">
                      {column.samples.length > 0 ? column.samples.join(' · ') : t('mapping.noSamples')}
                    </span>
                  </Cell>
                  <Cell label={columns[2]!.label}>
                    <select
                      aria-label={t('mapping.fieldFor', { column: column.header || index + 1 })}
                      value={mapping[index] ?? ''}
                      disabled={locked}
                      onChange={(event) => {
                        const next = [...mapping];
                        next[index] = (event.target.value || null) as ImportField | null;
                        setMapping(next);
                      }}
                    >
                      <option value="">{t('mapping.ignore')}</option>
                      {IMPORT_FIELDS.map((field) => (
                        <option key={field} value={field}>
                          {t(`fields.${field}`)}
                        </option>
                      ))}
                    </select>
                  </Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="ci-option">
          <input
            id={ids.blank}
            type="checkbox"
            checked={blankClears}
            disabled={locked}
            onChange={(event) => setBlankClears(event.target.checked)}
          />
          <label htmlFor={ids.blank}>
            {t('mapping.blankClears')}
            <span className="console-field__hint">{t('mapping.blankClearsHint')}</span>
          </label>
        </div>
        <FormAlert id={ids.problem} className="console-alert" message={mistake || problem} />
        <button
          type="submit"
          className="console-button console-button--primary"
          disabled={locked || pending || Boolean(mistake)}
        >
          {t('mapping.check')}
        </button>
      </form>
    </section>
  );
}
