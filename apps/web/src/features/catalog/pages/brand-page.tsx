import type { BrandProductsQuery } from '@hive/domain';
import { IN_STOCK_BRAND_ID, PRODUCT_SORTS } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams } from 'react-router';
import { GridPlaceholder } from '../../../components/grid-placeholder';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageMeta } from '../../../components/page-meta';
import { Pager } from '../../../components/pager';
import { FIRST_SCREEN_CARDS, ProductCard } from '../../../components/product-card';
import { useListParams } from '../../../hooks/use-list-params';
import { useTranslation } from '../../../i18n/react';
import { throwUnlessNotFound } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { brandQuery, PAGE_SIZE } from '../api/catalog-queries';
import { BrandCategories } from '../components/brand-categories';
import { BrandTermsFacts } from '../components/brand-terms';

export function BrandPage() {
  const { t } = useTranslation();
  const sortId = useId();
  const id = Number(useParams().id);
  const locale = useSession((s) => s.language);
  const { params, page, update } = useListParams();
  const query: BrandProductsQuery = {
    page,
    size: PAGE_SIZE,
    sort: PRODUCT_SORTS.find((sort) => sort === params.get('sort')) ?? 'newest',
    categoryId: Number(params.get('categoryId')) || undefined,
    locale,
  };
  const { data, error, isPending } = useQuery({
    ...brandQuery(id, query),
    enabled: Number.isInteger(id) && id > 0,
    throwOnError: throwUnlessNotFound,
  });
  if (!Number.isInteger(id) || id <= 0 || error) return <NotFoundPage />;

  const brand = data?.brand;
  const inStock = id === IN_STOCK_BRAND_ID;

  return (
    <main id="main" className="container page">
      {brand && <PageMeta title={brand.name} description={brand.description} image={brand.logo} />}
      <header className={`brand-header${inStock ? ' brand-header--stock' : ''}`}>
        {brand && <img className="brand-header__logo" src={brand.logo} alt="" width="96" height="96" />}
        <div>
          {inStock && <span className="badge badge--large">{t('catalog.inStock')}</span>}
          <h1>{brand?.name ?? t('common.loading')}</h1>
          {brand?.nameKo && brand.nameKo !== brand.name && <p lang="ko">{brand.nameKo}</p>}
          {brand && <p className="brand-header__description">{brand.description}</p>}
          {brand && (
            <p className="brand-header__meta">
              {brand.category && `${brand.category.name} · `}
              {t('brands.products', { count: brand.productCount })}
            </p>
          )}
          <BrandTermsFacts terms={brand?.terms} />
        </div>
      </header>
      {data && (
        <div className="filters">
          <BrandCategories
            categories={data.categories}
            chosen={query.categoryId}
            onChoose={(categoryId) => update({ categoryId: categoryId === undefined ? undefined : String(categoryId) })}
          />
          <div>
            <label htmlFor={sortId}>{t('brands.sort')}</label>
            <select id={sortId} value={query.sort} onChange={(event) => update({ sort: event.target.value })}>
              {PRODUCT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`products.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      <h2 className="visually-hidden">{t('products.heading')}</h2>
      {isPending ? (
        <GridPlaceholder expected={PAGE_SIZE} kind="products" />
      ) : data?.products.list.length ? (
        <div className="grid grid--products">
          {data.products.list.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < FIRST_SCREEN_CARDS} />
          ))}
        </div>
      ) : (
        <p className="empty">{t('products.none')}</p>
      )}
      {data && (
        <Pager
          page={query.page}
          totalPages={data.products.totalPages}
          onPage={(next) => update({ page: String(next) })}
        />
      )}
    </main>
  );
}
