import { RESTOCK_STATES } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Cell, TableHead } from '../../../../components/console/cell';
import { FilterTabs, ListPage, listTexts } from '../../../../components/console/list-page';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { oneOf, useListFilter } from '../../../../hooks/use-list-filter';
import { useTranslation } from '../../../../i18n/react';
import { restockQuery } from '../api/restock-console-queries';

/** The restock requests: which sold-out products people wait for, who, since when, and whether the e-mail went. */
export function RestockRequestsPage() {
  const { t } = useTranslation('console-restock');
  const format = useConsoleFormat();
  const { filter, hrefFor, go } = useListFilter({ state: oneOf(RESTOCK_STATES) });
  const list = useQuery(restockQuery(filter));
  const columns = ['product', 'asker', 'asked', 'state'].map((key) => ({ label: t(`columns.${key}`) }));

  return (
    <ListPage
      title={t('title')}
      lead={t('lead')}
      filters={
        <FilterTabs
          label={t('stateFilter')}
          tabs={[undefined, ...RESTOCK_STATES].map((state) => ({
            key: state ?? 'all',
            to: hrefFor({ state }),
            label: t(`states.${state ?? 'all'}`),
            current: filter.state === state,
          }))}
        />
      }
      list={list}
      {...listTexts(t, '')}
      label={t('title')}
      onPage={(page) => go({ page })}
    >
      {(rows) => (
        <div className="console-table-wrap">
          <table className="console-table console-table--cards">
            <TableHead columns={columns} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <Cell label={t('columns.product')}>
                    <a href={`/product/${row.product.id}/`} target="_blank" rel="noreferrer">
                      {row.product.name}
                    </a>
                    <span className="console-sub">
                      {row.product.brand} · {row.product.sku} · {t(row.product.available ? 'available' : 'soldOut')}
                    </span>
                  </Cell>
                  <Cell label={t('columns.asker')}>
                    {row.buyer ? (
                      <Link to={`/admin/buyers/${row.buyer.id}`}>{row.buyer.companyName}</Link>
                    ) : (
                      t('visitor')
                    )}
                    <span className="console-sub">
                      {row.email} · {row.language}
                    </span>
                  </Cell>
                  <Cell label={t('columns.asked')}>{format.dateTime(row.createdAt)}</Cell>
                  <Cell label={t('columns.state')}>
                    {row.notifiedAt ? t('notifiedAt', { when: format.dateTime(row.notifiedAt) }) : t('states.waiting')}
                  </Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListPage>
  );
}
