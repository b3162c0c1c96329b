import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { productsQuery } from '../api/catalog-console-queries';

export type PickedProduct = { id: number; sku: string; name: string; image: string | null };

/** Finds products by name, SKU or barcode and adds one to a list; those already in it are marked. */
export function ProductPicker({ chosen, onAdd }: { chosen: number[]; onAdd: (product: PickedProduct) => void }) {
  const { t } = useTranslation('console-catalog');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState<string>();
  const found = useQuery({ ...productsQuery({ keyword, page: 1 }), enabled: keyword !== undefined });
  const search = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setKeyword(typed.trim() || undefined);
  };
  return (
    <div className="cc-picker">
      <div className="console-search">
        <label htmlFor={id} className="visually-hidden">
          {t('picks.search')}
        </label>
        <input
          id={id}
          type="search"
          maxLength={100}
          placeholder={t('picks.searchPlaceholder')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search(event);
          }}
        />
        <button type="button" className="console-button" onClick={search}>
          {t('picks.searchButton')}
        </button>
      </div>
      {found.data && (
        <ul className="cc-found" aria-label={t('picks.results')}>
          {found.data.list.length === 0 && <li className="console-muted">{t('picks.noResults')}</li>}
          {found.data.list.slice(0, 8).map((product) => (
            <li key={product.id}>
              <span>
                {product.name} <span className="console-sub console-mono">{product.sku}</span>
              </span>
              <button
                type="button"
                className="console-button console-button--ghost"
                disabled={chosen.includes(product.id)}
                onClick={() => onAdd({ id: product.id, sku: product.sku, name: product.name, image: product.image })}
                aria-label={t('picks.addOne', { name: product.name })}
              >
                {chosen.includes(product.id) ? t('picks.added') : t('picks.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
