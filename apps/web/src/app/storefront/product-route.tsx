import { AddToCart } from '../../features/cart/components/add-to-cart';
import { ProductPage } from '../../features/catalog/pages/product-page';

/**
 * A product (catalogue) with its quantity and add buttons (cart): composed here, so neither feature knows the other.
 * Loaded with the page, as one piece.
 */
export function ProductRoute() {
  return <ProductPage actions={(product) => <AddToCart product={product} />} />;
}
