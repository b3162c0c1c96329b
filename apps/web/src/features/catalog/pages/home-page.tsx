import { IN_STOCK_BRAND_ID, newestBrands, TOP_BRANDS_CATEGORY_ID } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BrandCard } from '../../../components/brand-card';
import { PageMeta } from '../../../components/page-meta';
import { ProductCard } from '../../../components/product-card';
import { useTranslation } from '../../../i18n/react';
import { brandsQuery, categoriesQuery, topBrandsQuery } from '../../../lib/reference-queries';
import { useSession } from '../../../lib/session-store';
import { brandQuery } from '../api/catalog-queries';

type Props = {
  /** The way into the pick lists (another feature's). */
  picks?: ReactNode;
  /** What a signed-in buyer sees above the catalogue rows instead of the visitor's hero (another feature's). */
  buyerHome?: ReactNode;
};

/** The storefront's front page: the visitor's hero or the buyer's own block, then the catalogue rows. */
export function HomePage({ picks, buyerHome }: Props) {
  const { t } = useTranslation();
  const locale = useSession((s) => s.language);
  const signedIn = useSession((s) => s.login.isLogged);
  const { data: groups } = useQuery(topBrandsQuery(locale));
  const { data: brands } = useQuery(brandsQuery(locale));
  const { data: categories } = useQuery(categoriesQuery(locale));
  const { data: inStock } = useQuery(brandQuery(IN_STOCK_BRAND_ID, { page: 1, size: 8, sort: 'newest', locale }));
  // One category's top brands at a time, category 2's first (the one the menu shows).
  const [chosenCategory, setChosenCategory] = useState<number>(TOP_BRANDS_CATEGORY_ID);
  const shownGroup = groups?.find((group) => group.category.id === chosenCategory) ?? groups?.[0];

  return (
    <main id="main" className="page">
      <PageMeta title={t('site.name')} />
      {signedIn ? buyerHome : <VisitorHero />}

      <section className="container section lazy-render" aria-labelledby="home-top">
        <div className="section__head">
          <h2 id="home-top">{t('home.topBrands')}</h2>
          <Link to="/brand/?sort=popular">{t('common.seeAll')}</Link>
        </div>
        {groups && groups.length > 1 && (
          <fieldset className="chips chips--scroll-on-mobile">
            <legend className="visually-hidden">{t('home.topBrandsCategory')}</legend>
            {groups.map((group) => (
              <button
                key={group.category.id}
                type="button"
                aria-pressed={group === shownGroup}
                onClick={() => setChosenCategory(group.category.id)}
              >
                {group.category.name}
              </button>
            ))}
          </fieldset>
        )}
        {shownGroup && (
          <div className="scroller showcase-row">
            {shownGroup.topBrands.map((brand) => (
              <BrandCard key={brand.id} brand={brand} />
            ))}
          </div>
        )}
      </section>

      <section className="container section lazy-render" aria-labelledby="home-new">
        <div className="section__head">
          <h2 id="home-new">{t('home.newBrands')}</h2>
          <Link to="/brand/">{t('common.seeAll')}</Link>
        </div>
        <div className="grid grid--brands grid--scroll-on-mobile">
          {newestBrands(brands ?? []).map((brand) => (
            <BrandCard key={brand.id} brand={brand} />
          ))}
        </div>
      </section>

      <section className="container section lazy-render" aria-labelledby="home-stock">
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

      {picks}

      {/* Always drawn, the last part before the footer: counted at an estimated height, its tiles stood over the footer
          for whoever measured them unseen (Lighthouse's contrast check read them against the footer's blue). */}
      <section className="container section" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <ul className="category-grid">
          {categories?.list.map((category) => (
            <li key={category.id}>
              <Link to={`/category/${category.id}/`} className="category-tile">
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

/** The marketing block: what Hive is and the way in, for visitors only. */
function VisitorHero() {
  const { t } = useTranslation();
  // A point may link to where it is kept (the trade documents: the orders).
  const points = t('home.points', { returnObjects: true }) as (string | { text: string; link: string })[];
  return (
    <>
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
      {Array.isArray(points) && (
        <ul className="container value-points">
          {points.map((point) =>
            typeof point === 'string' ? (
              <li key={point}>{point}</li>
            ) : (
              <li key={point.text}>
                <Link to={point.link}>{point.text}</Link>
              </li>
            ),
          )}
        </ul>
      )}
    </>
  );
}
