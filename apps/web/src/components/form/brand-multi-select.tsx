import type { BrandRef } from '@hive/domain';
import { useState } from 'react';
import { useCombobox } from '../../hooks/use-combobox';
import { useTranslation } from '../../i18n/react';
import type { ControlProps } from './field';
import './combobox.css';

type Brand = Pick<BrandRef, 'id' | 'name'>;
type Props = {
  control: ControlProps;
  brands: readonly Brand[];
  value: readonly number[];
  onChange: (brandIds: number[]) => void;
  max: number;
};

/** A searchable list of brands; the chosen ones show as chips that a button removes. */
export function BrandMultiSelect({ control, brands, value, onChange, max }: Props) {
  const { t } = useTranslation('account');
  const [query, setQuery] = useState('');
  const text = query.trim().toLowerCase();
  const shown = brands.filter((brand) => !text || brand.name.toLowerCase().includes(text)).slice(0, 50);
  const chosen = value.map((id) => brands.find((brand) => brand.id === id) ?? { id, name: `#${id}` });
  const full = value.length >= max;

  const handleToggle = (brand: Brand) => {
    if (value.includes(brand.id)) onChange(value.filter((id) => id !== brand.id));
    else if (!full) onChange([...value, brand.id]);
    setQuery('');
  };
  const combobox = useCombobox(shown, handleToggle);

  return (
    <div className="combobox">
      <input
        {...control}
        {...combobox.inputProps}
        placeholder={t('brandsField.search')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          combobox.typed();
        }}
      />
      {combobox.open && (
        <div
          className="combobox__list"
          id={combobox.listId}
          role="listbox"
          aria-multiselectable="true"
          aria-label={t('brandsField.list')}
        >
          {shown.map((brand, index) => {
            const isChosen = value.includes(brand.id);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks through the text box (aria-activedescendant)
              <div
                key={brand.id}
                id={combobox.optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={isChosen}
                aria-disabled={!isChosen && full}
                className={index === combobox.active ? 'combobox__option--active' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => handleToggle(brand)}
              >
                <span className="combobox__check" aria-hidden="true">
                  {isChosen ? '✓' : ''}
                </span>
                {brand.name}
              </div>
            );
          })}
        </div>
      )}
      <p className="combobox__meta" aria-live="polite">
        {t('brandsField.count', { count: value.length, max })}
      </p>
      {chosen.length > 0 && (
        <ul className="chip-list chip-list--removable" aria-label={t('brandsField.chosen')}>
          {chosen.map((brand) => (
            <li key={brand.id}>
              <span>{brand.name}</span>
              <button
                type="button"
                aria-label={t('brandsField.remove', { name: brand.name })}
                onClick={() => onChange(value.filter((id) => id !== brand.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
