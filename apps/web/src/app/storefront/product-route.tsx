import { ViewedProduct } from '../../features/buyer-home/components/viewed-product';
import { AddToCart } from '../../features/cart/components/add-to-cart';
import { ProductPage } from '../../features/catalog/pages/product-page';
import { RestockAsk } from '../../features/restock/components/restock-ask';

/**
 * A product (catalogue) with its quantity and add buttons (cart), "ask for restock" when sold out (restock), and a signed-in buyer's view recorded for their home
 * (buyer home) once the product is shown: composed here, so no feature knows another. Loaded with the page, as one piece.
 */
export function ProductRoute() {
  return (
    <ProductPage
      actions={(product) => (
        <>
          <AddToCart product={product} />
          <RestockAsk product={product} />
          <ViewedProduct productId={product.id} />
        </>
      )}
    />
  );
}
