import { IN_STOCK_BRAND_ID } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/pager';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { inStockProductsQuery } from '../../catalog/in-stock-products';
import type { OrderLine } from '../order-rules';
import { InStockProduct } from './in-stock-product';

const PAGE_SIZE = 8;

type Props = { lines: readonly OrderLine[]; onAdd: (productId: number, packs: number) => void; open: boolean };

/**
 * The fulfilment centre's stock, to order straight away: a page of its products at a time with the buyer's price and
 * the units held, each added to the order with a quantity.
 */
export function InStockPicker({ lines, onAdd, open }: Props) {
  const { t } = useTranslation('order');
  const language = useSession((s) => s.language);
  const [page, setPage] = useState(1);
  const { data, isPending } = useQuery(inStockProductsQuery(page, PAGE_SIZE, language));
  const inOrder = new Map(lines.map((line) => [line.productId, line.qty]));
  return (
    <details className="form-section in-stock" open={open}>
      <summary>
        <h2 className="order-form__title">{t('picker.title')}</h2>
      </summary>
      <p className="order-hint">
        {t('picker.lead')} <Link to={`/brand/${IN_STOCK_BRAND_ID}`}>{t('picker.all')}</Link>
      </p>
      {isPending || !data ? (
        <p className="rec-muted">{t('picker.loading')}</p>
      ) : (
        <>
          <ul className="in-stock__list">
            {data.products.list.map((product) => (
              <InStockProduct
                key={product.id}
                product={product}
                inOrder={inOrder.get(product.id)}
                onAdd={(packs) => onAdd(product.id, packs)}
              />
            ))}
          </ul>
          <Pager page={data.products.page} totalPages={data.products.totalPages} onPage={setPage} />
        </>
      )}
    </details>
  );
}
