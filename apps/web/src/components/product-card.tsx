import type { ProductSummary } from '@hive/domain';
import { isBarcodePending } from '@hive/domain/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react';
import { PriceTag } from './price-tag';
import './product-card.css';

type Props = {
  product: ProductSummary;
  /** Renders the names and the SKU, e.g. with the searched words marked (the total search). */
  text?: (value: string) => ReactNode;
  /** Shows the barcode too (a search by barcode). */
  showBarcode?: boolean;
  /** A small action under the price, e.g. a quick add to the cart (composed by the page's route). */
  action?: ReactNode;
  /**
   * The card is among the first of a page's list, on screen as the page opens: its picture is fetched at once, found in
   * the HTML, rather than lazily after the layout (on a category page it is the largest paint).
   */
  eager?: boolean;
};

/** How many cards of a list are on or next to the first screen: a phone's first two rows of two, most of a desktop's first row. */
export const FIRST_SCREEN_CARDS = 4;

const plain = (value: string): ReactNode => value;

export function ProductCard({ product, text = plain, showBarcode = false, action, eager = false }: Props) {
  const { t } = useTranslation();
  return (
    <article className={`product-card${product.exist ? '' : ' product-card--sold-out'}`}>
      <Link to={`/product/${product.id}/`} className="product-card__link">
        <div className="product-card__image">
          <img src={product.image} alt="" width="300" height="300" loading={eager ? 'eager' : 'lazy'} />
          {!product.exist && <span className="badge badge--dark">{t('catalog.soldOut')}</span>}
          {product.exist && product.held && <span className="badge">{t('catalog.inStock')}</span>}
        </div>
        <span className="product-card__brand">{text(product.brand.name)}</span>
        <h3 className="product-card__name">{text(product.name)}</h3>
        {product.nameKo && product.nameKo !== product.name && (
          <span className="product-card__name-ko" lang="ko">
            {text(product.nameKo)}
          </span>
        )}
      </Link>
      <dl className="product-card__facts fact-pairs">
        <div>
          <dt>{t('catalog.sku')}</dt>
          <dd>{text(product.sku)}</dd>
        </div>
        <div>
          <dt>{t('catalog.moq')}</dt>
          <dd>{t('catalog.units', { count: product.moq })}</dd>
        </div>
        {isBarcodePending(product.barcode) ? (
          <div>
            <dt>{t('catalog.barcode')}</dt>
            <dd>{t('catalog.barcodeTbi')}</dd>
          </div>
        ) : (
          showBarcode &&
          product.barcode && (
            <div>
              <dt>{t('catalog.barcode')}</dt>
              <dd>{text(product.barcode)}</dd>
            </div>
          )
        )}
      </dl>
      {!product.exist && (
        <Link to={`/product/${product.id}/?restock`} className="product-card__restock">
          {t('catalog.askRestock')}
          <span className="visually-hidden">: {product.name}</span>
        </Link>
      )}
      <PriceTag price={product.price} />
      {action}
    </article>
  );
}
