import { IN_STOCK_BRAND_ID, newestBrands } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '../../../app/page-meta';
import { useSession } from '../../../lib/session-store';
import { brandQuery, brandsQuery, categoriesQuery, topBrandsQuery } from '../api/catalog-queries';
import { BrandCard } from '../components/brand-card';
import { ProductCard } from '../components/product-card';

export function HomePage() {
  const { t } = useTranslation();
  const locale = useSession((s) => s.language);
  const { data: groups } = useQuery(topBrandsQuery(locale));
  const { data: brands } = useQuery(brandsQuery(locale));
  const { data: categories } = useQuery(categoriesQuery(locale));
  const { data: inStock } = useQuery(brandQuery(IN_STOCK_BRAND_ID, { page: 1, size: 8, sort: 'newest', locale }));

  return (
    <main id="main" className="page">
      <PageMeta title={t('site.name')} />
      <section className="hero">
        <div className="container hero__inner">
          <h1>{t('home.title')}</h1>
          <p>{t('home.lead')}</p>
          <div className="hero__actions">
            <Link to="/brand/" className="button">
              {t('home.browse')}
            </Link>
            <Link to="/how-to-use/" className="button button--ghost-light">
              {t('nav.howToUse')}
            </Link>
          </div>
        </div>
      </section>

      <section className="container section" aria-labelledby="home-top">
        <div className="section__head">
          <h2 id="home-top">{t('home.topBrands')}</h2>
          <Link to="/brand/?sort=popular">{t('common.seeAll')}</Link>
        </div>
        {groups?.map((group) => (
          <div key={group.category.id} className="showcase-row">
            <h3>{group.category.name}</h3>
            <div className="scroller">
              {group.topBrands.map((brand) => (
                <BrandCard key={brand.id} brand={brand} />
              ))}
            </div>
          </div>
        ))}
      </section>

      <section className="container section" aria-labelledby="home-new">
        <div className="section__head">
          <h2 id="home-new">{t('home.newBrands')}</h2>
          <Link to="/brand/">{t('common.seeAll')}</Link>
        </div>
        <div className="grid grid--brands">
          {newestBrands(brands ?? []).map((brand) => (
            <BrandCard key={brand.id} brand={brand} />
          ))}
        </div>
      </section>

      <section className="container section" aria-labelledby="home-stock">
        <div className="section__head">
          <h2 id="home-stock">{t('home.inStock')}</h2>
          <Link to={`/brand/${IN_STOCK_BRAND_ID}`}>{t('common.seeAll')}</Link>
        </div>
        <p className="section__lead">{t('home.inStockLead')}</p>
        <div className="grid grid--products">
          {inStock?.products.list.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </section>

      <section className="container section" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <ul className="category-grid">
          {categories?.list.map((category) => (
            <li key={category.id}>
              <Link to={`/brand/?categoryId=${category.id}`} className="category-tile">
                <span className="category-tile__name">{category.name}</span>
                <span className="category-tile__subs">{category.children.map((child) => child.name).join(' · ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
