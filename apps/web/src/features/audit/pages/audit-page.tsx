import type { AuditEntry } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { AuditChanges, useActionName } from '../../../components/console/audit-changes';
import { ConsoleTitle } from '../../../components/console/console-title';
import { type Column, ListPage, listTexts } from '../../../components/console/list-page';
import { useConsoleFormat } from '../../../hooks/use-console-format';
import { type ListParams, typed, useListFilter } from '../../../hooks/use-list-filter';
import { useTranslation } from '../../../i18n/react';
import { isForbidden } from '../../../lib/console-client';
import { useBuyerValueName } from '../../account/console/buyer-value-name';
import { useOrderValueName } from '../../order/console/order-value-name';
import { auditQuery } from '../api/audit-queries';

/** The kinds of target operators act on today; a type named in the address is offered too. */
const TARGET_TYPES = ['buyer', 'order', 'product', 'brand', 'category', 'pick', 'settings', 'grade'];

type Filter = ListParams<{ targetType: string | undefined; targetId: string | undefined }>;

/** Where a record's target lives in the console; targets without a page of their own show as text. */
function targetHref(entry: AuditEntry): string | undefined {
  if (entry.targetType === 'buyer') return `/admin/buyers/${entry.targetId}`;
  if (entry.targetType === 'order') return `/admin/orders/${entry.targetId}`;
  if (entry.targetType === 'settings' || entry.targetType === 'grade') return '/admin/settings';
  return undefined;
}

export function AuditPage() {
  const { t } = useTranslation('console');
  const format = useConsoleFormat();
  const actionName = useActionName();
  const buyerValueName = useBuyerValueName();
  const orderValueName = useOrderValueName();
  // Each record's values as the room it belongs to names them.
  const valueName = (entry: AuditEntry) => (entry.targetType === 'order' ? orderValueName : buyerValueName);
  const { filter, go } = useListFilter({ targetType: typed, targetId: typed });
  const audit = useQuery(auditQuery(filter));

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

  const targetName = (entry: AuditEntry) =>
    `${t(`targetTypes.${entry.targetType}`, { defaultValue: entry.targetType })} #${entry.targetId}`;
  const columns: Column<AuditEntry>[] = [
    {
      label: t('audit.columns.when'),
      className: 'console-nowrap',
      cell: (entry) => <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time>,
    },
    {
      label: t('audit.columns.who'),
      cell: (entry) =>
        entry.operator ? (
          <>
            {entry.operator.name}
            <span className="console-sub console-mono">{entry.operator.loginId}</span>
          </>
        ) : (
          <span className="console-muted">{t('audit.system')}</span>
        ),
    },
    { label: t('audit.columns.action'), cell: (entry) => actionName(entry.action) },
    {
      label: t('audit.columns.target'),
      cell: (entry) => {
        const href = targetHref(entry);
        return href ? <Link to={href}>{targetName(entry)}</Link> : targetName(entry);
      },
    },
    {
      label: t('audit.columns.changes'),
      cell: (entry) => <AuditChanges before={entry.before} after={entry.after} valueName={valueName(entry)} />,
    },
  ];

  return (
    <ListPage
      title={t('audit.title')}
      lead={t('audit.lead')}
      filters={<AuditFilterForm filter={filter} onFilter={go} />}
      list={audit}
      {...listTexts(t, 'audit', { loading: 'loadingList' })}
      label={t('audit.title')}
      rowKey={(entry) => entry.id}
      columns={columns}
      onPage={(page) => go({ ...filter, page })}
    />
  );
}

/**
 * The target to show the records of. Like a search box it only changes the address, so it is a plain form rather
 * than `useForm`: nothing is checked against the contract or sent, and nothing can be refused.
 */
function AuditFilterForm({ filter, onFilter }: { filter: Filter; onFilter: (filter: Filter) => void }) {
  const { t } = useTranslation('console');
  const [targetType, setTargetType] = useState(filter.targetType ?? '');
  const [targetId, setTargetId] = useState(filter.targetId ?? '');
  const typeId = useId();
  const idId = useId();

  const handleFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilter({ targetType: targetType.trim() || undefined, targetId: targetId.trim() || undefined, page: 1 });
  };
  const handleClear = () => {
    setTargetType('');
    setTargetId('');
    onFilter({ targetType: undefined, targetId: undefined, page: 1 });
  };

  return (
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
      {(filter.targetType || filter.targetId) && (
        <button type="button" className="console-button console-button--ghost" onClick={handleClear}>
          {t('audit.clearFilter')}
        </button>
      )}
    </form>
  );
}
