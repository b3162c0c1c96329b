import type { CategoryProductsQuery, ProductSummary } from '@hive/domain';
import { CATEGORY_SORTS } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { GridPlaceholder } from '../../../components/grid-placeholder';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageMeta } from '../../../components/page-meta';
import { Pager } from '../../../components/pager';
import { FIRST_SCREEN_CARDS, ProductCard } from '../../../components/product-card';
import { ProductFilters } from '../../../components/product-filters';
import { useProductFilters } from '../../../hooks/use-product-filters';
import { useTranslation } from '../../../i18n/react';
import { throwUnlessNotFound } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { categoryProductsQuery, PAGE_SIZE } from '../api/catalog-queries';
import '../find.css';

type Props = {
  /** A product card's quick action (the cart's), composed by the route. */
  cardAction?: (product: ProductSummary) => ReactNode;
};

/** `/category/{id}/`: a category's products across brands, narrowed and sorted in the address. */
export function CategoryPage({ cardAction }: Props) {
  const { t } = useTranslation('find');
  const id = Number(useParams().id);
  const locale = useSession((s) => s.language);
  const priced = useSession((s) => s.login.isLogged && Boolean(s.token));
  const { filters, page, active, change, clear, setPage } = useProductFilters(CATEGORY_SORTS);
  const query: CategoryProductsQuery = {
    page,
    size: PAGE_SIZE,
    sort: filters.sort,
    brandId: filters.brandId,
    subCategoryId: filters.subCategoryId,
    inStock: filters.inStock ? 'true' : 'false',
    moqMax: filters.moqMax,
    locale,
  };
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isPending, isPlaceholderData } = useQuery({
    ...categoryProductsQuery(id, query, priced),
    enabled: valid,
    throwOnError: throwUnlessNotFound,
  });
  if (!valid || error) return <NotFoundPage />;

  const category = data?.category;
  const products = data?.products;

  return (
    <main id="main" className="container page category-page">
      {category && (
        <PageMeta
          title={category.parent ? `${category.name} · ${category.parent.name}` : category.name}
          description={t('category.description', { name: category.name, count: products?.total ?? 0 })}
        />
      )}
      <nav className="breadcrumbs" aria-label={t('category.breadcrumbs')}>
        <Link to="/">{t('category.home')}</Link>
        {category?.parent && (
          <>
            {' / '}
            <Link to={`/category/${category.parent.id}/`}>{category.parent.name}</Link>
          </>
        )}
      </nav>
      <header className="category-page__header">
        <h1>{category?.name ?? t('category.loading')}</h1>
        {products && (
          <p className="result-count" aria-live="polite">
            {t('category.count', { count: products.total })}
          </p>
        )}
        <p className="category-page__quick">
          <Link to="/quick-order/">{t('quickOrder.link')}</Link>
        </p>
      </header>
      {category && category.children.length > 0 && (
        <nav className="chips chips--scroll-on-mobile category-page__subs" aria-label={t('category.subCategories')}>
          {category.children.map((child) => (
            <Link key={child.id} to={`/category/${child.id}/`} className="chip-link">
              {child.name} <span className="chip-link__count">{child.count}</span>
            </Link>
          ))}
        </nav>
      )}
      {data && (
        <ProductFilters
          filters={filters}
          onChange={change}
          onClear={active ? clear : undefined}
          brands={data.brands}
          subCategories={category?.children}
          priced={priced}
        />
      )}
      <h2 className="visually-hidden">{t('category.products')}</h2>
      {isPending ? (
        <GridPlaceholder expected={PAGE_SIZE} kind="products" />
      ) : products?.list.length ? (
        <div className="grid grid--products" aria-busy={isPlaceholderData}>
          {products.list.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              action={cardAction?.(product)}
              eager={index < FIRST_SCREEN_CARDS}
            />
          ))}
        </div>
      ) : (
        <div className="empty">
          <p>{t('category.none')}</p>
          {active && (
            <button type="button" className="button button--secondary" onClick={clear}>
              {t('filters.clear')}
            </button>
          )}
        </div>
      )}
      {products && <Pager page={page} totalPages={products.totalPages} onPage={setPage} />}
    </main>
  );
}
