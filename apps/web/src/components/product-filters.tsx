import { CATEGORY_SORTS } from '@hive/domain/rules';
import { useId } from 'react';
import type { ProductFilters as Filters } from '../hooks/use-product-filters';
import { useTranslation } from '../i18n/react';
import './product-filters.css';

/** The largest MOQs offered; one from the address that is not among them is offered too. */
const MOQ_STEPS = [1, 6, 12, 24, 50, 100];

type Choice = { id: number; name: string; count?: number };

type Props = {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
  /** Shown when there is anything to clear. */
  onClear?: () => void;
  /** The brands to narrow to (none: no brand filter). */
  brands?: Choice[];
  /** The sub-categories to narrow to (none: no sub-category filter). */
  subCategories?: Choice[];
  /** The price sorts are offered only to a buyer who sees prices. */
  priced: boolean;
  /** The sorts offered, the default first (the search's begin with the best match). */
  sorts?: readonly string[];
  /** What the sub-category choice is called (the search offers any category). */
  subCategoryLabel?: string;
};

const label = (choice: Choice) => (choice.count === undefined ? choice.name : `${choice.name} (${choice.count})`);

/** The filters and sort of a list of products (a category, the search): each change goes into the address. */
export function ProductFilters({
  filters,
  onChange,
  onClear,
  brands,
  subCategories,
  priced,
  sorts = CATEGORY_SORTS,
  subCategoryLabel,
}: Props) {
  const { t } = useTranslation('find');
  const id = useId();
  const moqs = [...new Set([...MOQ_STEPS, ...(filters.moqMax ? [filters.moqMax] : [])])].sort((a, b) => a - b);
  const shownSorts = sorts.filter((sort) => priced || !sort.startsWith('price'));
  const number = (value: string) => (value ? Number(value) : undefined);

  return (
    <fieldset className="product-filters">
      <legend className="visually-hidden">{t('filters.legend')}</legend>
      {subCategories && subCategories.length > 1 && (
        <div className="product-filters__field">
          <label htmlFor={`${id}-sub`}>{subCategoryLabel ?? t('filters.subCategory')}</label>
          <select
            id={`${id}-sub`}
            value={filters.subCategoryId ?? ''}
            onChange={(event) => onChange({ subCategoryId: number(event.target.value) })}
          >
            <option value="">{t('filters.any')}</option>
            {subCategories.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {label(choice)}
              </option>
            ))}
          </select>
        </div>
      )}
      {brands && brands.length > 0 && (
        <div className="product-filters__field">
          <label htmlFor={`${id}-brand`}>{t('filters.brand')}</label>
          <select
            id={`${id}-brand`}
            value={filters.brandId ?? ''}
            onChange={(event) => onChange({ brandId: number(event.target.value) })}
          >
            <option value="">{t('filters.anyBrand')}</option>
            {brands.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {label(choice)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="product-filters__field">
        <label htmlFor={`${id}-moq`}>{t('filters.moq')}</label>
        <select
          id={`${id}-moq`}
          value={filters.moqMax ?? ''}
          onChange={(event) => onChange({ moqMax: number(event.target.value) })}
        >
          <option value="">{t('filters.any')}</option>
          {moqs.map((moq) => (
            <option key={moq} value={moq}>
              {t('filters.moqAtMost', { count: moq })}
            </option>
          ))}
        </select>
      </div>
      <div className="product-filters__field">
        <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
        <select
          id={`${id}-sort`}
          value={shownSorts.includes(filters.sort) ? filters.sort : shownSorts[0]}
          onChange={(event) => onChange({ sort: event.target.value })}
        >
          {shownSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="product-filters__check">
        <input
          type="checkbox"
          checked={filters.inStock}
          onChange={(event) => onChange({ inStock: event.target.checked })}
        />
        {t('filters.inStock')}
      </label>
      {onClear && (
        <button type="button" className="button button--ghost product-filters__clear" onClick={onClear}>
          {t('filters.clear')}
        </button>
      )}
    </fieldset>
  );
}
