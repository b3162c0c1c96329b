import type { ConsoleBrandRow } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  type Column,
  FilterTabs,
  ListPage,
  listTexts,
  SearchBox,
  searchTexts,
} from '../../../../components/console/list-page';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { oneOf, typed, useListFilter } from '../../../../hooks/use-list-filter';
import { useTranslation } from '../../../../i18n/react';
import { brandsQuery } from '../api/catalog-console-queries';
import '../catalog-console.css';

const YES_NO = ['yes', 'no'] as const;
const SHOWN = ['top', 'hidden'] as const;

export function BrandsPage() {
  const { t } = useTranslation('console-catalog');
  const format = useConsoleFormat();
  const { filter, hrefFor, go } = useListFilter({ keyword: typed, top: oneOf(YES_NO), hidden: oneOf(YES_NO) });
  const brands = useQuery(brandsQuery(filter));
  const shown = filter.top === 'yes' ? 'top' : filter.hidden === 'yes' ? 'hidden' : undefined;

  const columns: Column<ConsoleBrandRow>[] = [
    {
      label: t('brands.columns.brand'),
      cell: (brand) => (
        <span className="cc-product">
          <img src={brand.logoUrl} alt="" width="40" height="40" loading="lazy" />
          <span>
            <Link to={`/admin/brands/${brand.id}`} className="console-strong-link">
              {brand.name}
            </Link>
            {brand.nameKo && <span className="console-sub">{brand.nameKo}</span>}
          </span>
        </span>
      ),
    },
    { label: t('brands.columns.category'), cell: (brand) => brand.category.name },
    {
      label: t('brands.columns.products'),
      className: 'console-num',
      cell: (brand) => <Link to={`/admin/products?brandId=${brand.id}`}>{format.number(brand.productCount)}</Link>,
    },
    {
      label: t('brands.columns.state'),
      cell: (brand) => (
        <span className="cc-badges">
          {brand.isTop && <span className="console-badge console-badge--active">{t('brands.topBadge')}</span>}
          {brand.hidden && <span className="console-badge console-badge--neutral">{t('products.hiddenBadge')}</span>}
        </span>
      ),
    },
  ];

  return (
    <ListPage
      title={t('brands.title')}
      lead={t('brands.lead')}
      actions={
        <Link to="/admin/brands/new" className="console-button console-button--primary">
          {t('brands.new')}
        </Link>
      }
      filters={
        <>
          <FilterTabs
            label={t('brands.filterLabel')}
            tabs={[undefined, ...SHOWN].map((value) => ({
              key: value ?? 'all',
              to: hrefFor({
                keyword: filter.keyword,
                top: value === 'top' ? 'yes' : undefined,
                hidden: value === 'hidden' ? 'yes' : undefined,
              }),
              label: t(`brands.tabs.${value ?? 'all'}`),
              current: shown === value,
            }))}
          />
          <SearchBox
            keyword={filter.keyword}
            onSearch={(keyword) => go({ ...filter, keyword })}
            texts={searchTexts(t, 'brands')}
          />
        </>
      }
      list={brands}
      {...listTexts(t, 'brands')}
      rowKey={(brand) => brand.id}
      columns={columns}
      onPage={(page) => go({ ...filter, page })}
    />
  );
}
