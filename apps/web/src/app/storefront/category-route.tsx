import { QuickAdd } from '../../features/cart/components/quick-add';
import { CategoryPage } from '../../features/catalog/pages/category-page';

/** A category's products (catalogue), each card with its quick add (cart): composed here, so neither knows the other. */
export function CategoryRoute() {
  return <CategoryPage cardAction={(product) => <QuickAdd product={product} />} />;
}
