import { type FormEvent, useId } from 'react';
import { useTranslation } from '../../../i18n/react';

/** Searches the buyer's orders by order number, PO number or product; an empty search shows them all. */
export function OrderSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('order');
  const id = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <search className="filters order-search">
      <form onSubmit={handleSubmit} className="filters__keyword">
        <label htmlFor={id}>{t('list.search')}</label>
        {/* A new value from the address (Back, a tab) redraws the box with it. */}
        <input key={value} id={id} name="q" type="search" maxLength={100} defaultValue={value} />
        <button type="submit" className="button button--small">
          {t('list.find')}
        </button>
      </form>
    </search>
  );
}
