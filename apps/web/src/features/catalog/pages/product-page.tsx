import type { ProductDetail } from '@hive/domain';
import { isBarcodePending } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageMeta } from '../../../components/page-meta';
import { PriceTag } from '../../../components/price-tag';
import { ProductCard } from '../../../components/product-card';
import { useTranslation } from '../../../i18n/react';
import { throwUnlessNotFound } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { productQuery } from '../api/catalog-queries';
import { BrandTermsFacts } from '../components/brand-terms';
import { ProductDataSection } from '../components/product-data-section';

type Props = {
  /** What a person can do with the product (the cart's quantity and buttons): another feature's, from the route. */
  actions?: (product: ProductDetail) => ReactNode;
};

export function ProductPage({ actions }: Props) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const locale = useSession((s) => s.language);
  const [picture, setPicture] = useState(0);
  const { data: product, error } = useQuery({
    ...productQuery(id, locale),
    enabled: Number.isInteger(id) && id > 0,
    throwOnError: throwUnlessNotFound,
  });
  if (!Number.isInteger(id) || id <= 0 || error) return <NotFoundPage />;
  if (!product) return <main id="main" className="container page" aria-busy="true" />;

  const barcode = isBarcodePending(product.barcode) ? t('catalog.barcodeTbi') : (product.barcode ?? '—');
  const stock = !product.exist ? t('catalog.soldOut') : product.held ? t('catalog.inStock') : t('catalog.available');

  return (
    <main id="main" className="container page">
      <PageMeta title={product.name} description={product.description} image={product.image} />
      <nav className="breadcrumbs" aria-label={t('product.breadcrumbs')}>
        <Link to="/brand/">{t('nav.brands')}</Link> /{' '}
        <Link to={`/brand/${product.brand.id}/`}>{product.brand.name}</Link>
      </nav>
      <div className="product">
        <div className="product__gallery">
          <img
            className="product__picture"
            src={product.images[picture] ?? product.image}
            alt={product.name}
            width="600"
            height="600"
          />
          {product.images.length > 1 && (
            <div className="product__thumbs">
              {product.images.map((url, index) => (
                <button
                  key={url}
                  type="button"
                  aria-label={t('product.picture', { number: index + 1 })}
                  aria-pressed={index === picture}
                  onClick={() => setPicture(index)}
                >
                  <img src={url} alt="" width="72" height="72" />
                </button>
              ))}
            </div>
          )}
        </div>
        <div className="product__info">
          <Link to={`/brand/${product.brand.id}/`} className="product__brand">
            {product.brand.name}
          </Link>
          <h1>{product.name}</h1>
          {product.nameKo && product.nameKo !== product.name && <p lang="ko">{product.nameKo}</p>}
          <p className={`stock stock--${product.exist ? 'ok' : 'out'}`}>{stock}</p>
          {/* The specification's words for a product that is there but not to be had yet. */}
          {!product.exist && <p className="product__preparing">{t('notFound.preparing')}</p>}
          <PriceTag price={product.price} detailed />
          <BrandTermsFacts terms={product.brandTerms} />
          {/* The actions' texts load on their own: the page does not wait for them. */}
          <Suspense fallback={null}>{actions?.(product)}</Suspense>
          <dl className="facts">
            <dt>{t('catalog.sku')}</dt>
            <dd>{product.sku}</dd>
            <dt>{t('catalog.barcode')}</dt>
            <dd>{barcode}</dd>
            <dt>{t('catalog.moq')}</dt>
            <dd>{t('catalog.units', { count: product.moq })}</dd>
            <dt>{t('product.category')}</dt>
            <dd>
              <Link to={`/category/${product.category.id}/`}>{product.category.name}</Link>
            </dd>
            <dt>{t('product.weight')}</dt>
            <dd>{t('product.grams', { count: product.weightG })}</dd>
            <dt>{t('product.volume')}</dt>
            <dd>{t('product.cubicCm', { count: product.volumeCm3 })}</dd>
            <dt>{t('product.hsCode')}</dt>
            <dd>{product.hsCode}</dd>
          </dl>
          <h2>{t('product.description')}</h2>
          <p>{product.description}</p>
          {product.groups.length > 0 && (
            <ul className="chip-list">
              {product.groups.map((group) => (
                <li key={`${group.code}-${group.type}`}>
                  <Link to={`/pick/${group.code}-${group.type.toLowerCase()}/`}>{group.name}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <ProductDataSection product={product} />
      {product.related.length > 0 && (
        <section className="section" aria-labelledby="related">
          <h2 id="related">{t('product.related', { brand: product.brand.name })}</h2>
          <div className="grid grid--products">
            {product.related.map((item) => (
              <ProductCard key={item.id} product={item} />
            ))}
          </div>
        </section>
      )}
    </main>
  );
}
