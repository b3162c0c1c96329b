import { QuickAdd } from '../../features/cart/components/quick-add';
import { SearchPage } from '../../features/search/pages/search-page';

/** The total search (search), each product card with its quick add (cart): composed here. */
export function SearchRoute() {
  return <SearchPage cardAction={(product) => <QuickAdd product={product} />} />;
}
