import { type ConsoleProductRow, formatMoney, parseAmount } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { type Column, ListPage, listTexts, SearchBox, searchTexts } from '../../../../components/console/list-page';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { oneOf, typed, useListFilter } from '../../../../hooks/use-list-filter';
import { useTranslation } from '../../../../i18n/react';
import { brandChoicesQuery, categoriesQuery, productsQuery } from '../api/catalog-console-queries';
import '../catalog-console.css';
import { BulkBar } from '../components/bulk-bar';
import { CategoryOptions } from '../components/category-select';

const YES_NO = ['yes', 'no'] as const;
const price = (text: string, currency: 'USD' | 'KRW') => formatMoney(parseAmount(text, currency), currency);
const digits = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) ? raw : undefined);

export function ProductsPage() {
  const { t } = useTranslation('console-catalog');
  const format = useConsoleFormat();
  const { filter, go } = useListFilter({
    keyword: typed,
    brandId: digits,
    categoryId: digits,
    hidden: oneOf(YES_NO),
    soldOut: oneOf(YES_NO),
    held: oneOf(YES_NO),
  });
  const products = useQuery(productsQuery(filter));
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const rows = products.data?.list ?? [];
  const allChecked = rows.length > 0 && rows.every((row) => checked.has(row.id));
  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: Column<ConsoleProductRow>[] = [
    {
      label: t('products.columns.check'),
      className: 'cc-check-cell',
      cell: (row) => (
        <input
          type="checkbox"
          checked={checked.has(row.id)}
          onChange={() => toggle(row.id)}
          aria-label={t('products.checkOne', { sku: row.sku })}
        />
      ),
    },
    {
      label: t('products.columns.product'),
      cell: (row) => (
        <span className="cc-product">
          {row.image ? (
            <img src={row.image} alt="" width="40" height="40" loading="lazy" />
          ) : (
            <span className="cc-noimage" />
          )}
          <span>
            <Link to={`/admin/products/${row.id}`} className="console-strong-link">
              {row.name}
            </Link>
            <span className="console-sub console-mono">
              {row.sku}
              {row.barcode && ` · ${row.barcode === '1' ? t('products.barcodeTbi') : row.barcode}`}
            </span>
          </span>
        </span>
      ),
    },
    {
      label: t('products.columns.brand'),
      cell: (row) => (
        <>
          {row.brand.name}
          <span className="console-sub">{row.category.name}</span>
        </>
      ),
    },
    {
      label: t('products.columns.price'),
      className: 'console-num console-nowrap',
      cell: (row) => (
        <>
          {price(row.supplyUsd, 'USD')}
          <span className="console-sub">{price(row.supplyKrw, 'KRW')}</span>
        </>
      ),
    },
    { label: t('products.columns.moq'), className: 'console-num', cell: (row) => format.number(row.moq) },
    {
      label: t('products.columns.stock'),
      className: 'console-num',
      cell: (row) => (row.stock === null ? <span className="console-muted">—</span> : format.number(row.stock)),
    },
    {
      label: t('products.columns.state'),
      cell: (row) => (
        <span className="cc-badges">
          {row.hidden && <span className="console-badge console-badge--neutral">{t('products.hiddenBadge')}</span>}
          {!row.exist && <span className="console-badge console-badge--rejected">{t('products.soldOutBadge')}</span>}
          {row.stock !== null && <span className="console-badge console-badge--active">{t('products.heldBadge')}</span>}
        </span>
      ),
    },
  ];

  return (
    <ListPage
      title={t('products.title')}
      lead={t('products.lead')}
      actions={
        <Link to="/admin/products/new" className="console-button console-button--primary">
          {t('products.new')}
        </Link>
      }
      filters={
        <>
          <SearchBox
            keyword={filter.keyword}
            onSearch={(keyword) => go({ ...filter, keyword })}
            texts={searchTexts(t, 'products')}
          />
          <ProductFilters filter={filter} onFilter={(change) => go({ ...filter, ...change, page: 1 })} />
          <label className="cc-check-all">
            <input
              type="checkbox"
              checked={allChecked}
              onChange={() => setChecked(allChecked ? new Set() : new Set(rows.map((row) => row.id)))}
            />
            {t('products.checkAll')}
          </label>
          {checked.size > 0 && <BulkBar ids={[...checked]} onDone={() => setChecked(new Set())} />}
        </>
      }
      list={products}
      {...listTexts(t, 'products')}
      rowKey={(row) => row.id}
      columns={columns}
      onPage={(page) => go({ ...filter, page })}
    />
  );
}

type Filters = {
  brandId?: string;
  categoryId?: string;
  hidden?: 'yes' | 'no';
  soldOut?: 'yes' | 'no';
  held?: 'yes' | 'no';
};

/** The list's filters as one small form: they change the address when applied. */
function ProductFilters({ filter, onFilter }: { filter: Filters; onFilter: (change: Filters) => void }) {
  const { t } = useTranslation('console-catalog');
  const brands = useQuery(brandChoicesQuery());
  const categories = useQuery(categoriesQuery());
  const [values, setValues] = useState<Filters>(filter);
  const ids = { brand: useId(), category: useId(), hidden: useId(), soldOut: useId(), held: useId() };
  const set = (field: keyof Filters) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(values);
  };
  const yesNo = (field: 'hidden' | 'soldOut' | 'held') => (
    <div className="console-field">
      <label htmlFor={ids[field]}>{t(`products.filters.${field}`)}</label>
      <select id={ids[field]} value={values[field] ?? ''} onChange={set(field)}>
        <option value="">{t('products.filters.any')}</option>
        <option value="yes">{t(`products.filters.${field}Yes`)}</option>
        <option value="no">{t(`products.filters.${field}No`)}</option>
      </select>
    </div>
  );
  return (
    <form
      className="console-search console-search--filters cc-filters"
      onSubmit={submit}
      aria-label={t('products.filters.label')}
    >
      <div className="console-field">
        <label htmlFor={ids.brand}>{t('products.filters.brand')}</label>
        <select id={ids.brand} value={values.brandId ?? ''} onChange={set('brandId')}>
          <option value="">{t('products.filters.anyBrand')}</option>
          {brands.data?.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
      </div>
      <div className="console-field">
        <label htmlFor={ids.category}>{t('products.filters.category')}</label>
        <select id={ids.category} value={values.categoryId ?? ''} onChange={set('categoryId')}>
          <option value="">{t('products.filters.anyCategory')}</option>
          {categories.data && <CategoryOptions categories={categories.data} />}
        </select>
      </div>
      {yesNo('hidden')}
      {yesNo('soldOut')}
      {yesNo('held')}
      <button type="submit" className="console-button">
        {t('products.filters.apply')}
      </button>
    </form>
  );
}
