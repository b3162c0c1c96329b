import type { BrandSearch } from '@hive/domain';
import { BRAND_SORTS } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { BrandCard } from '../../../components/brand-card';
import { GridPlaceholder } from '../../../components/grid-placeholder';
import { PageMeta } from '../../../components/page-meta';
import { Pager } from '../../../components/pager';
import { useListParams } from '../../../hooks/use-list-params';
import { useTranslation } from '../../../i18n/react';
import { categoriesQuery } from '../../../lib/reference-queries';
import { useSession } from '../../../lib/session-store';
import { brandSearchQuery, PAGE_SIZE } from '../api/catalog-queries';

export function BrandListPage() {
  const { t } = useTranslation();
  const ids = { keyword: useId(), category: useId(), sort: useId() };
  const locale = useSession((s) => s.language);
  const { params, page, update } = useListParams();
  const search: BrandSearch = {
    keyword: params.get('keyword') || undefined,
    categoryId: Number(params.get('categoryId')) || undefined,
    sort: BRAND_SORTS.find((sort) => sort === params.get('sort')) ?? 'newest',
  };
  const { data: categories } = useQuery(categoriesQuery(locale));
  const { data, isPending } = useQuery(brandSearchQuery(search, page, locale));

  const handleKeyword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ keyword: String(new FormData(event.currentTarget).get('keyword') ?? '').trim() });
  };

  return (
    <main id="main" className="container page">
      <PageMeta title={t('brands.title')} description={t('brands.description')} />
      <h1>{t('brands.title')}</h1>
      <div className="filters">
        <form onSubmit={handleKeyword} className="filters__keyword">
          <label htmlFor={ids.keyword}>{t('brands.keyword')}</label>
          <input id={ids.keyword} name="keyword" type="search" maxLength={100} defaultValue={search.keyword ?? ''} />
          <button type="submit" className="button button--small">
            {t('brands.find')}
          </button>
        </form>
        <div>
          <label htmlFor={ids.category}>{t('brands.category')}</label>
          <select
            id={ids.category}
            value={search.categoryId ?? ''}
            onChange={(event) => update({ categoryId: event.target.value })}
          >
            <option value="">{t('brands.allCategories')}</option>
            {categories?.list.map((category) => (
              <optgroup key={category.id} label={category.name}>
                <option value={category.id}>{t('brands.allOf', { name: category.name })}</option>
                {category.children.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.sort}>{t('brands.sort')}</label>
          <select id={ids.sort} value={search.sort} onChange={(event) => update({ sort: event.target.value })}>
            {BRAND_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`brands.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {data && <p className="result-count">{t('brands.count', { count: data.total })}</p>}
      {isPending ? (
        <GridPlaceholder expected={PAGE_SIZE} />
      ) : data?.list.length ? (
        <div className="grid grid--brands">
          {data.list.map((brand) => (
            <BrandCard key={brand.id} brand={brand} detail={t('brands.products', { count: brand.productCount })} />
          ))}
        </div>
      ) : (
        <p className="empty">{t('brands.none')}</p>
      )}
      {data && <Pager page={page} totalPages={data.totalPages} onPage={(next) => update({ page: String(next) })} />}
    </main>
  );
}
