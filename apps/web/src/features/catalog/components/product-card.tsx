import type { ProductSummary } from '@hive/domain';
import { isBarcodePending } from '@hive/domain/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag } from './price-tag';

export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  return (
    <article className={`product-card${product.exist ? '' : ' product-card--sold-out'}`}>
      <Link to={`/product/${product.id}/`} className="product-card__link">
        <div className="product-card__image">
          <img src={product.image} alt="" width="300" height="300" loading="lazy" />
          {!product.exist && <span className="badge badge--dark">{t('catalog.soldOut')}</span>}
          {product.exist && product.held && <span className="badge">{t('catalog.inStock')}</span>}
        </div>
        <span className="product-card__brand">{product.brand.name}</span>
        <h3 className="product-card__name">{product.name}</h3>
        {product.nameKo && product.nameKo !== product.name && (
          <span className="product-card__name-ko" lang="ko">
            {product.nameKo}
          </span>
        )}
      </Link>
      <dl className="product-card__facts">
        <div>
          <dt>{t('catalog.sku')}</dt>
          <dd>{product.sku}</dd>
        </div>
        <div>
          <dt>{t('catalog.moq')}</dt>
          <dd>{t('catalog.units', { count: product.moq })}</dd>
        </div>
        {isBarcodePending(product.barcode) && (
          <div>
            <dt>{t('catalog.barcode')}</dt>
            <dd>{t('catalog.barcodeTbi')}</dd>
          </div>
        )}
      </dl>
      <PriceTag price={product.price} />
    </article>
  );
}
