import { type ProductSummary, SEARCH_MAX_LENGTH, SEARCH_SORTS, type SearchQuery } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GridPlaceholder } from '../../../components/grid-placeholder';
import { PageMeta } from '../../../components/page-meta';
import { Pager } from '../../../components/pager';
import { FIRST_SCREEN_CARDS, ProductCard } from '../../../components/product-card';
import { ProductFilters } from '../../../components/product-filters';
import { SearchForm } from '../../../components/search-form';
import { useProductFilters } from '../../../hooks/use-product-filters';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { SEARCH_PAGE_SIZE, searchQuery } from '../api/search-queries';
import { Highlight } from '../components/highlight';
import { SearchBrands } from '../components/search-brands';
import { SearchEmpty } from '../components/search-empty';
import '../search.css';

/**
 * `/search/?search={text}&page={n}`: brands and products matching the text, grouped, the matched words marked. The
 * text is only ever shown as text: React escapes it, and the marks are elements, not HTML.
 */
export function SearchPage({ cardAction }: { cardAction?: (product: ProductSummary) => ReactNode }) {
  const { t, i18n } = useTranslation('search');
  const { t: tFind } = useTranslation('find');
  const locale = useSession((s) => s.language);
  const priced = useSession((s) => s.login.isLogged && Boolean(s.token));
  const { params, filters, page, active, change, clear, setPage } = useProductFilters(SEARCH_SORTS);
  const text = (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const query: SearchQuery = {
    search: text,
    page,
    size: SEARCH_PAGE_SIZE,
    categoryId: filters.subCategoryId,
    brandId: filters.brandId,
    inStock: filters.inStock ? 'true' : 'false',
    moqMax: filters.moqMax,
    sort: filters.sort,
    locale,
  };
  const { data, isPending, isPlaceholderData, isError } = useQuery({ ...searchQuery(query), enabled: text !== '' });
  const number = (count: number) => new Intl.NumberFormat(i18n.language).format(count);

  const handlePage = (next: number) => {
    setPage(next);
    document.getElementById('search-products-heading')?.scrollIntoView({ block: 'start' });
  };

  const title = text ? t('titleFor', { text }) : t('title');
  const found = data && (data.products.total > 0 || data.brands.total > 0);
  const products = data?.products;
  const productCount = products
    ? t(products.totalCapped ? 'productsCapped' : 'products', { count: products.total, number: number(products.total) })
    : '';

  // "12 brands · 240 products", the groups that found something, as a sentence.
  const counts = [
    data?.brands.total ? t('brands.count', { count: data.brands.total }) : '',
    products?.total ? productCount : '',
  ].filter(Boolean);
  const summary = counts.join(' · ').replace(/^./, (first) => first.toLocaleUpperCase(i18n.language));

  return (
    <main id="main" className="container page search-page">
      <PageMeta title={title} description={t('lead')} />
      <header className="search-header">
        <h1>{title}</h1>
        <div className="search-header__form">
          <SearchForm key={text} id="search-page-field" />
        </div>
        <p className="search-header__summary" role="status">
          {!text ? t('prompt') : isPending ? t('searching') : summary}
        </p>
        {data?.correction && (
          <p className="search-correction">
            {t('noExact', { text: data.search })} {t('showing')} <strong>{data.correction}</strong>
          </p>
        )}
      </header>

      {text && isError && <p className="empty">{t('failed')}</p>}
      {text && isPending && !isError && (
        <>
          <h2 className="visually-hidden">{t('productsHeading')}</h2>
          <GridPlaceholder expected={SEARCH_PAGE_SIZE} kind="products" />
        </>
      )}

      {data && !found && (
        <SearchEmpty text={data.search} terms={data.suggestions.terms} brands={data.suggestions.brands} />
      )}

      {data && found && (
        <div
          className={`search-results${isPlaceholderData ? ' search-results--stale' : ''}`}
          aria-busy={isPlaceholderData}
        >
          {data.brands.total > 0 && (
            <SearchBrands
              brands={data.brands.list}
              total={data.brands.total}
              terms={data.terms}
              moreHref={data.correction ? undefined : `/brand/?keyword=${encodeURIComponent(data.search)}`}
            />
          )}
          <section className="search-group" aria-labelledby="search-products-heading">
            <h2 id="search-products-heading" className="search-group__heading">
              {t('productsHeading')} <span className="search-group__count">{productCount}</span>
            </h2>
            {(data.facets.brands.length > 0 || active) && (
              <ProductFilters
                filters={filters}
                onChange={change}
                onClear={active ? clear : undefined}
                brands={data.facets.brands}
                subCategories={data.facets.categories}
                subCategoryLabel={tFind('filters.category')}
                priced={priced}
                sorts={SEARCH_SORTS}
              />
            )}
            {products && products.list.length > 0 ? (
              <div className="grid grid--products">
                {products.list.map((product, index) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    eager={index < FIRST_SCREEN_CARDS}
                    text={(value) => <Highlight text={value} terms={data.terms} />}
                    showBarcode={/^[0-9]+$/.test(data.search)}
                    action={cardAction?.(product)}
                  />
                ))}
              </div>
            ) : (
              <p className="empty">{products?.total ? t('pastTheEnd') : t('noProducts')}</p>
            )}
            {products?.totalCapped && page >= products.totalPages && (
              <p className="search-group__more">{t('refine', { number: number(products.total) })}</p>
            )}
            {products && <Pager page={page} totalPages={products.totalPages} onPage={handlePage} />}
          </section>
        </div>
      )}
    </main>
  );
}
