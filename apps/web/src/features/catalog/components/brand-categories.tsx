import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/react';
import { categoryGroups, type Facet, groupOf } from '../category-groups';
import './brand-categories.css';

/** A row of chips that scrolls sideways (on a phone) shows its chosen or open chip, not only the first ones. */
function showChosen(row: HTMLElement | null) {
  const chosen = row?.querySelector<HTMLElement>('[aria-pressed="true"], .chips__open');
  if (row && chosen && row.scrollWidth > row.clientWidth) row.scrollLeft = chosen.offsetLeft - row.offsetLeft - 16;
}

type Props = {
  categories: Facet[];
  /** The chosen category or sub-category; none for all. */
  chosen: number | undefined;
  onChoose: (categoryId: number | undefined) => void;
};

/**
 * A brand page's category filter. The brand's sub-categories as chips; when they span several categories (the in-stock
 * showcase), the categories first and the chosen one's sub-categories under them, so each sits in its own category.
 */
export function BrandCategories({ categories, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const groups = categoryGroups(categories);
  const open = groupOf(groups, chosen);
  const rows = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // "All categories" is the first chip: nothing to bring into view.
    if (chosen === undefined) return;
    for (const row of rows.current?.querySelectorAll('fieldset') ?? []) showChosen(row);
  }, [chosen]);
  const chip = (id: number | undefined, label: string, count?: number) => (
    <button
      key={id ?? 'all'}
      type="button"
      aria-pressed={chosen === id}
      // The category whose sub-category is chosen stays marked as the open one.
      className={open && open.id === id && chosen !== id ? 'chips__open' : undefined}
      onClick={() => onChoose(id)}
    >
      {count === undefined ? label : `${label} (${count})`}
    </button>
  );

  if (groups.length <= 1)
    return (
      <fieldset className="chips chips--scroll-on-mobile">
        <legend className="visually-hidden">{t('brands.category')}</legend>
        {chip(undefined, t('brands.allCategories'))}
        {categories.map((category) => chip(category.id, category.name, category.count))}
      </fieldset>
    );

  return (
    <div className="category-groups" ref={rows}>
      <fieldset className="chips chips--scroll-on-mobile">
        <legend className="visually-hidden">{t('brands.category')}</legend>
        {chip(undefined, t('brands.allCategories'))}
        {groups.map((group) => chip(group.id, group.name, group.count))}
      </fieldset>
      {open && open.children.length > 0 && (
        <fieldset className="chips chips--scroll-on-mobile category-groups__subs">
          <legend className="visually-hidden">{open.name}</legend>
          {open.children.map((child) => chip(child.id, child.name, child.count))}
        </fieldset>
      )}
    </div>
  );
}
