import type { Country } from '@hive/domain';
import { useState } from 'react';
import { useCombobox } from '../../hooks/use-combobox';
import { useTranslation } from '../../i18n/react';
import type { ControlProps } from './field';
import './combobox.css';
import { CountryCode } from '../country-code';

type Props = {
  control: ControlProps;
  countries: readonly Country[];
  value: number | undefined;
  onChange: (countryId: number) => void;
  /** A phone number's country: the calling code leads, as people look for "+84" rather than "Vietnam". */
  callingCode?: boolean;
};

const label = (country: Country, callingCode: boolean) =>
  callingCode ? `${country.callingCode} ${country.name}` : `${country.name} (${country.callingCode})`;

/** Matches the name, the ISO code or the calling code, so "vn", "viet" and "+84" all find Vietnam. */
function matches(country: Country, query: string): boolean {
  const text = query.trim().toLowerCase();
  if (!text) return true;
  const digits = text.replace(/^\+/, '');
  return (
    country.name.toLowerCase().includes(text) ||
    country.code.toLowerCase() === text ||
    (/^\d+$/.test(digits) && country.callingCode.replace(/^\+/, '').startsWith(digits))
  );
}

/** A searchable country list with country codes and calling codes. */
export function CountrySelect({ control, countries, value, onChange, callingCode = false }: Props) {
  const { t } = useTranslation('account');
  const [query, setQuery] = useState('');
  const [typing, setTyping] = useState(false);
  const shown = countries.filter((country) => matches(country, query)).slice(0, 50);
  const selected = countries.find((country) => country.id === value);
  const handlePick = (country: Country) => {
    onChange(country.id);
    setTyping(false);
    setQuery('');
    combobox.setOpen(false);
  };
  const combobox = useCombobox(shown, handlePick);

  return (
    <div className="combobox">
      <input
        {...control}
        {...combobox.inputProps}
        spellCheck={false}
        placeholder={t('country.search')}
        value={typing ? query : selected ? label(selected, callingCode) : ''}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setTyping(true);
          setQuery(event.target.value);
          combobox.typed();
        }}
        onBlur={() => {
          setTyping(false);
          setQuery('');
          combobox.setOpen(false);
        }}
      />
      {combobox.open && (
        <div className="combobox__list" id={combobox.listId} role="listbox" aria-label={t('country.list')}>
          {shown.map((country, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks through the text box (aria-activedescendant)
            <div
              key={country.id}
              id={combobox.optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={country.id === value}
              className={index === combobox.active ? 'combobox__option--active' : undefined}
              // Picking with the pointer must not blur the text box first, which would close the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => handlePick(country)}
            >
              <CountryCode code={country.code} />
              {country.name} <span className="combobox__meta">{country.callingCode}</span>
            </div>
          ))}
        </div>
      )}
      {typing && shown.length === 0 && <p className="combobox__empty">{t('country.none')}</p>}
    </div>
  );
}
