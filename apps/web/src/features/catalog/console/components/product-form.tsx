import type { ConsoleProductDetail, ProductBody } from '@hive/domain';
import { ALLERGENS_MAX, INGREDIENTS_MAX } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { formProblem } from '../../../../components/console/form-problem';
import { FormAlert } from '../../../../components/form/form-alert';
import type { FieldErrors } from '../../../../components/form/form-errors';
import { useForm } from '../../../../hooks/use-form';
import { useTranslation } from '../../../../i18n/react';
import { brandChoicesQuery, categoriesQuery } from '../api/catalog-console-queries';
import { CatalogCheck, CatalogField } from './catalog-field';
import { CategoryOptions } from './category-select';
import { emptyLocalized, type Localized, LocalizedFormFields } from './localized-fields';

type Values = {
  names: Localized;
  descriptions: Localized;
  brandId: string;
  categoryId: string;
  sku: string;
  barcode: string;
  moq: string;
  supplyUsd: string;
  supplyKrw: string;
  retailUsd: string;
  retailKrw: string;
  held: boolean;
  stock: string;
  exist: boolean;
  hidden: boolean;
  hsCode: string;
  originCountry: string;
  weightG: string;
  volumeCm3: string;
  unitsPerCarton: string;
  cartonWeightG: string;
  cartonVolumeCm3: string;
  ingredients: string;
  allergens: string;
  shelfLifeMonths: string;
  manufactureCountry: string;
};
type TextField = Exclude<
  keyof Values,
  'names' | 'descriptions' | 'held' | 'exist' | 'hidden' | 'ingredients' | 'allergens'
>;
const WHOLE_NUMBERS = [
  'moq',
  'stock',
  'weightG',
  'volumeCm3',
  'unitsPerCarton',
  'cartonWeightG',
  'cartonVolumeCm3',
] as const;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
function initial(product?: ConsoleProductDetail): Values {
  return {
    names: product?.names ?? emptyLocalized(),
    descriptions: product?.descriptions ?? emptyLocalized(),
    brandId: text(product?.brandId),
    categoryId: text(product?.categoryId),
    sku: product?.sku ?? '',
    barcode: product?.barcode ?? '',
    moq: text(product?.moq ?? 1),
    supplyUsd: product?.supplyUsd ?? '',
    supplyKrw: product?.supplyKrw ?? '',
    retailUsd: product?.retailUsd ?? '',
    retailKrw: product?.retailKrw ?? '',
    held: product ? product.stock !== null : false,
    stock: text(product?.stock),
    exist: product?.exist ?? true,
    hidden: product?.hidden ?? false,
    hsCode: product?.hsCode ?? '',
    originCountry: product?.originCountry ?? 'KR',
    weightG: text(product?.weightG),
    volumeCm3: text(product?.volumeCm3),
    unitsPerCarton: text(product?.unitsPerCarton),
    cartonWeightG: text(product?.cartonWeightG),
    cartonVolumeCm3: text(product?.cartonVolumeCm3),
    ingredients: product?.ingredients ?? '',
    allergens: product?.allergens ?? '',
    shelfLifeMonths: text(product?.shelfLifeMonths),
    manufactureCountry: product?.manufactureCountry ?? '',
  };
}
const whole = (value: string) =>
  /^\d+$/.test(value.trim()) ? Number(value) : value.trim() === '' ? undefined : Number.NaN;

/** The request body the form's values make: numbers typed as text become numbers, amounts stay as typed. */
function body(values: Values) {
  const { held, stock, ...rest } = values;
  return {
    ...rest,
    brandId: whole(values.brandId),
    categoryId: whole(values.categoryId),
    moq: whole(values.moq),
    stock: held ? whole(stock) : null,
    weightG: whole(values.weightG),
    volumeCm3: whole(values.volumeCm3),
    unitsPerCarton: whole(values.unitsPerCarton),
    cartonWeightG: whole(values.cartonWeightG),
    cartonVolumeCm3: whole(values.cartonVolumeCm3),
    originCountry: values.originCountry.trim().toUpperCase(),
    shelfLifeMonths: values.shelfLifeMonths.trim() === '' ? null : whole(values.shelfLifeMonths),
    manufactureCountry: values.manufactureCountry.trim() === '' ? null : values.manufactureCountry.trim().toUpperCase(),
  };
}

/**
 * A product's form, for a new product and an existing one: names and descriptions in six languages, codes, prices
 * typed in dollars and won, the fulfilment centre's stock, packing and customs figures, and whether buyers see it.
 */
export function ProductForm({
  product,
  onSave,
}: {
  product?: ConsoleProductDetail;
  onSave: (body: ProductBody, key: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('console-catalog');
  const brands = useQuery(brandChoicesQuery());
  const categories = useQuery(categoriesQuery());
  const form = useForm({
    initial: () => initial(product),
    schema: (schemas) => schemas.productBody,
    body,
    t,
    refine: (values, errors) => {
      const found: FieldErrors = { ...errors };
      for (const field of WHOLE_NUMBERS) {
        if (field === 'stock' && !values.held) continue;
        if (!/^\d+$/.test(values[field].trim())) found[field] = t('form.wholeNumber');
      }
      if (found.cartonWeightG && /^\d+$/.test(values.cartonWeightG)) found.cartonWeightG = t('form.cartonWeight');
      if (found.shelfLifeMonths) found.shelfLifeMonths = t('form.shelfLifeRange');
      return found;
    },
    submit: (data, { key }) => onSave(data, key),
  });
  const { errors } = form;

  const input = (
    field: TextField,
    label: string,
    options: { hint?: string; mode?: 'numeric' | 'decimal'; max?: number; className?: string } = {},
  ) => (
    <CatalogField label={label} hint={options.hint} error={errors[field]} className={options.className}>
      {(id, describedBy) => (
        <input
          id={id}
          inputMode={options.mode}
          maxLength={options.max ?? 64}
          aria-describedby={describedBy}
          autoComplete="off"
          {...form.bind(field)}
        />
      )}
    </CatalogField>
  );

  return (
    <form ref={form.formRef} className="cc-form" onSubmit={form.handleSubmit} noValidate>
      <FormAlert className="console-alert" message={formProblem(form) ?? ''} />
      <section className="console-card cc-section">
        <h2 className="cc-title">{t('form.identity')}</h2>
        <div className="cc-grid">
          <CatalogField label={t('form.brand')} error={errors.brandId}>
            {(id, describedBy) => (
              <select id={id} aria-describedby={describedBy} {...form.bind('brandId')}>
                <option value="">{t('form.chooseBrand')}</option>
                {brands.data?.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand.name}
                  </option>
                ))}
              </select>
            )}
          </CatalogField>
          <CatalogField label={t('form.category')} error={errors.categoryId}>
            {(id, describedBy) => (
              <select id={id} aria-describedby={describedBy} {...form.bind('categoryId')}>
                <option value="">{t('form.chooseCategory')}</option>
                {categories.data && <CategoryOptions categories={categories.data} />}
              </select>
            )}
          </CatalogField>
          {input('sku', t('form.sku'))}
          {input('barcode', t('form.barcode'), { hint: t('form.barcodeHint'), mode: 'numeric', max: 14 })}
        </div>
        <LocalizedFormFields form={form} field="names" />
      </section>

      <section className="console-card cc-section">
        <h2 className="cc-title">{t('form.prices')}</h2>
        <p className="console-muted">{t('form.pricesLead')}</p>
        <div className="cc-grid">
          {input('supplyUsd', t('form.supplyUsd'), { hint: t('form.usdHint'), mode: 'decimal', max: 12 })}
          {input('supplyKrw', t('form.supplyKrw'), { hint: t('form.krwHint'), mode: 'numeric', max: 12 })}
          {input('retailUsd', t('form.retailUsd'), { mode: 'decimal', max: 12 })}
          {input('retailKrw', t('form.retailKrw'), { mode: 'numeric', max: 12 })}
          {input('moq', t('form.moq'), { hint: t('form.moqHint'), mode: 'numeric', max: 8 })}
        </div>
      </section>

      <section className="console-card cc-section">
        <h2 className="cc-title">{t('form.availability')}</h2>
        <CatalogCheck label={t('form.exist')} hint={t('form.existHint')} {...form.checkbox('exist')} />
        <CatalogCheck label={t('form.held')} hint={t('form.heldHint')} {...form.checkbox('held')} />
        {form.values.held && (
          <div className="cc-grid">{input('stock', t('form.stock'), { mode: 'numeric', max: 9 })}</div>
        )}
        <CatalogCheck label={t('form.hidden')} hint={t('form.hiddenHint')} {...form.checkbox('hidden')} />
      </section>

      <section className="console-card cc-section">
        <h2 className="cc-title">{t('form.shipping')}</h2>
        <div className="cc-grid">
          {input('hsCode', t('form.hsCode'), { mode: 'numeric', max: 10 })}
          {input('originCountry', t('form.originCountry'), { hint: t('form.originHint'), max: 2 })}
          {input('weightG', t('form.weightG'), { mode: 'numeric', max: 9 })}
          {input('volumeCm3', t('form.volumeCm3'), { mode: 'numeric', max: 9 })}
          {input('unitsPerCarton', t('form.unitsPerCarton'), { mode: 'numeric', max: 9 })}
          {input('cartonWeightG', t('form.cartonWeightG'), { mode: 'numeric', max: 9 })}
          {input('cartonVolumeCm3', t('form.cartonVolumeCm3'), { mode: 'numeric', max: 9 })}
        </div>
      </section>

      <section className="console-card cc-section">
        <h2 className="cc-title">{t('form.productData')}</h2>
        <p className="console-muted">{t('form.productDataLead')}</p>
        <div className="cc-grid">
          {input('shelfLifeMonths', t('form.shelfLifeMonths'), {
            hint: t('form.shelfLifeHint'),
            mode: 'numeric',
            max: 3,
          })}
          {input('manufactureCountry', t('form.manufactureCountry'), { hint: t('form.manufactureHint'), max: 2 })}
        </div>
        <CatalogField label={t('form.ingredients')} hint={t('form.ingredientsHint')} error={errors.ingredients}>
          {(id, describedBy) => (
            <textarea
              id={id}
              rows={6}
              maxLength={INGREDIENTS_MAX}
              aria-describedby={describedBy}
              lang="en"
              {...form.bind('ingredients')}
            />
          )}
        </CatalogField>
        <CatalogField label={t('form.allergens')} hint={t('form.allergensHint')} error={errors.allergens}>
          {(id, describedBy) => (
            <textarea
              id={id}
              rows={2}
              maxLength={ALLERGENS_MAX}
              aria-describedby={describedBy}
              lang="en"
              {...form.bind('allergens')}
            />
          )}
        </CatalogField>
      </section>

      <section className="console-card cc-section">
        <LocalizedFormFields form={form} field="descriptions" />
      </section>

      <div className="cc-save">
        <button type="submit" className="console-button console-button--primary" disabled={form.busy}>
          {form.busy ? t('form.saving') : product ? t('form.save') : t('form.create')}
        </button>
      </div>
    </form>
  );
}
