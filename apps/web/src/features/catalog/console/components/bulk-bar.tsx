import type { ProductsBulkBody } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { useTranslation } from '../../../../i18n/react';
import { errorMessage } from '../../../../lib/query-client';
import { toast } from '../../../../lib/toast-client';
import { brandChoicesQuery, useBulkProducts } from '../api/catalog-console-queries';

/** What can be done to the checked products at once: hide, show, move to a brand, set the stock. */
export function BulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const { t } = useTranslation('console-catalog');
  const bulk = useBulkProducts();
  const brands = useQuery(brandChoicesQuery());
  const [brandId, setBrandId] = useState('');
  const [stock, setStock] = useState('');
  const brandField = useId();
  const stockField = useId();
  const stockValid = /^\d{1,8}$/.test(stock);

  const run = (body: ProductsBulkBody) =>
    bulk.mutate(body, {
      onSuccess: ({ changed }) => {
        toast.info(t('bulk.done', { count: changed }));
        onDone();
      },
    });

  return (
    <section className="console-card cc-bulk" aria-label={t('bulk.label')}>
      <p className="cc-bulk__count" aria-live="polite">
        {t('bulk.checked', { count: ids.length })}
      </p>
      <div className="console-actions">
        <button
          type="button"
          className="console-button"
          disabled={bulk.isPending}
          onClick={() => run({ action: 'hide', ids })}
        >
          {t('bulk.hide')}
        </button>
        <button
          type="button"
          className="console-button"
          disabled={bulk.isPending}
          onClick={() => run({ action: 'show', ids })}
        >
          {t('bulk.show')}
        </button>
      </div>
      <div className="cc-bulk__group">
        <label htmlFor={brandField}>{t('bulk.brand')}</label>
        <select id={brandField} value={brandId} onChange={(event) => setBrandId(event.target.value)}>
          <option value="">{t('bulk.chooseBrand')}</option>
          {brands.data?.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="console-button"
          disabled={bulk.isPending || !brandId}
          onClick={() => run({ action: 'brand', ids, brandId: Number(brandId) })}
        >
          {t('bulk.move')}
        </button>
      </div>
      <div className="cc-bulk__group">
        <label htmlFor={stockField}>{t('bulk.stock')}</label>
        <input
          id={stockField}
          className="cc-input--short"
          inputMode="numeric"
          value={stock}
          onChange={(event) => setStock(event.target.value.trim())}
        />
        <button
          type="button"
          className="console-button"
          disabled={bulk.isPending || !stockValid}
          onClick={() => run({ action: 'stock', ids, stock: Number(stock) })}
        >
          {t('bulk.setStock')}
        </button>
      </div>
      <FormAlert className="console-alert" message={bulk.isError ? errorMessage(bulk.error) : ''} />
    </section>
  );
}
