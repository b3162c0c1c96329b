import type { AuditEntry } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { errorMessage } from '../../../lib/query-client';
import { isForbidden } from '../api/console-client';
import { auditQuery } from '../api/console-queries';
import { AuditChanges, useActionName } from '../components/audit-changes';
import { Cell } from '../components/cell';
import { ConsolePager } from '../components/console-pager';
import { ConsoleTitle } from '../components/console-title';
import { useFormat } from '../components/use-format';

/** The kinds of target operators act on today; a type named in the address is offered too. */
const TARGET_TYPES = ['buyer'];

/** Where a record's target lives in the console; targets without a page of their own show as text. */
function targetHref(entry: AuditEntry): string | undefined {
  if (entry.targetType === 'buyer') return `/admin/buyers/${entry.targetId}`;
  return undefined;
}

export function AuditPage() {
  const { t } = useTranslation('console');
  const format = useFormat();
  const actionName = useActionName();
  const [params, setParams] = useSearchParams();
  const filter = {
    targetType: params.get('targetType')?.trim() || undefined,
    targetId: params.get('targetId')?.trim() || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const audit = useQuery(auditQuery(filter));
  const [targetType, setTargetType] = useState(filter.targetType ?? '');
  const [targetId, setTargetId] = useState(filter.targetId ?? '');
  const typeId = useId();
  const idId = useId();

  const apply = (next: typeof filter) => {
    const search = new URLSearchParams();
    if (next.targetType) search.set('targetType', next.targetType);
    if (next.targetId) search.set('targetId', next.targetId);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const handleFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ targetType: targetType.trim() || undefined, targetId: targetId.trim() || undefined, page: 1 });
  };
  const handleClear = () => {
    setTargetType('');
    setTargetId('');
    apply({ targetType: undefined, targetId: undefined, page: 1 });
  };

  if (audit.isError && isForbidden(audit.error)) {
    return (
      <main id="main" className="console-main">
        <ConsoleTitle title={t('audit.title')} />
        <h1>{t('audit.title')}</h1>
        <div className="console-callout console-callout--suspended" role="alert">
          {t('audit.adminsOnly')}
        </div>
      </main>
    );
  }

  const filtered = Boolean(filter.targetType || filter.targetId);
  return (
    <main id="main" className="console-main">
      <ConsoleTitle title={t('audit.title')} />
      <div className="console-page-head">
        <div>
          <h1>{t('audit.title')}</h1>
          <p className="console-muted">{t('audit.lead')}</p>
        </div>
      </div>
      <form className="console-search console-search--filters" onSubmit={handleFilter}>
        <div className="console-field">
          <label htmlFor={typeId}>{t('audit.targetType')}</label>
          <select id={typeId} value={targetType} onChange={(event) => setTargetType(event.target.value)}>
            <option value="">{t('audit.anyTarget')}</option>
            {[...new Set([...TARGET_TYPES, ...(filter.targetType ? [filter.targetType] : [])])].map((type) => (
              <option key={type} value={type}>
                {t(`targetTypes.${type}`, { defaultValue: type })}
              </option>
            ))}
          </select>
        </div>
        <div className="console-field">
          <label htmlFor={idId}>{t('audit.targetId')}</label>
          <input id={idId} value={targetId} maxLength={40} onChange={(event) => setTargetId(event.target.value)} />
        </div>
        <button type="submit" className="console-button">
          {t('audit.filter')}
        </button>
        {filtered && (
          <button type="button" className="console-button console-button--ghost" onClick={handleClear}>
            {t('audit.clearFilter')}
          </button>
        )}
      </form>
      <FormAlert className="console-alert" message={audit.isError ? errorMessage(audit.error) : ''} />
      <section className="console-card console-card--flush" aria-busy={audit.isFetching} aria-label={t('audit.title')}>
        <p className="console-table-caption">
          {audit.data
            ? t('audit.count', { count: audit.data.total, formatted: format.number(audit.data.total) })
            : t('loadingList')}
        </p>
        {audit.data?.list.length === 0 && <p className="console-empty">{t('audit.empty')}</p>}
        {audit.data && audit.data.list.length > 0 && (
          <div className="console-table-wrap">
            <table className="console-table console-table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('audit.columns.when')}</th>
                  <th scope="col">{t('audit.columns.who')}</th>
                  <th scope="col">{t('audit.columns.action')}</th>
                  <th scope="col">{t('audit.columns.target')}</th>
                  <th scope="col">{t('audit.columns.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.list.map((entry) => {
                  const href = targetHref(entry);
                  const target = `${t(`targetTypes.${entry.targetType}`, { defaultValue: entry.targetType })} #${entry.targetId}`;
                  return (
                    <tr key={entry.id}>
                      <Cell label={t('audit.columns.when')} className="console-nowrap">
                        <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>
                      </Cell>
                      <Cell label={t('audit.columns.who')}>
                        {entry.operator ? (
                          <>
                            {entry.operator.name}
                            <span className="console-sub console-mono">{entry.operator.loginId}</span>
                          </>
                        ) : (
                          <span className="console-muted">{t('audit.system')}</span>
                        )}
                      </Cell>
                      <Cell label={t('audit.columns.action')}>{actionName(entry.action)}</Cell>
                      <Cell label={t('audit.columns.target')}>{href ? <Link to={href}>{target}</Link> : target}</Cell>
                      <Cell label={t('audit.columns.changes')}>
                        <AuditChanges before={entry.before} after={entry.after} />
                      </Cell>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {audit.data && <ConsolePager {...audit.data} onPage={(page) => apply({ ...filter, page })} />}
      </section>
    </main>
  );
}
