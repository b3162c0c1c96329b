import type { BrandBody, ConsoleBrandDetail } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { formProblem } from '../../../../components/console/form-problem';
import { FormAlert } from '../../../../components/form/form-alert';
import { useForm } from '../../../../hooks/use-form';
import { useTranslation } from '../../../../i18n/react';
import { categoriesQuery } from '../api/catalog-console-queries';
import { CatalogCheck, CatalogField } from './catalog-field';
import { CategoryOptions } from './category-select';
import { ImageUpload } from './image-upload';
import { emptyLocalized, type Localized, LocalizedFormFields } from './localized-fields';

type Values = {
  names: Localized;
  descriptions: Localized;
  logoUrl: string;
  categoryId: string;
  isTop: boolean;
  hidden: boolean;
  leadTimeDays: string;
  minOrderUsd: string;
  minOrderKrw: string;
};
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A brand's form: names and descriptions in six languages, its logo, category, top-brand flag and visibility. */
export function BrandForm({
  brand,
  onSave,
}: {
  brand?: ConsoleBrandDetail;
  onSave: (body: BrandBody, key: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('console-catalog');
  const categories = useQuery(categoriesQuery());
  const form = useForm({
    initial: (): Values => ({
      names: brand?.names ?? emptyLocalized(),
      descriptions: brand?.descriptions ?? emptyLocalized(),
      logoUrl: brand?.logoUrl ?? '',
      categoryId: brand ? String(brand.categoryId) : '',
      isTop: brand?.isTop ?? false,
      hidden: brand?.hidden ?? false,
      leadTimeDays: brand?.leadTimeDays === null || brand?.leadTimeDays === undefined ? '' : String(brand.leadTimeDays),
      minOrderUsd: brand?.minOrderUsd ?? '',
      minOrderKrw: brand?.minOrderKrw ?? '',
    }),
    schema: (schemas) => schemas.brandBody,
    body: (values) => ({
      ...values,
      logoUrl: values.logoUrl || undefined,
      categoryId: values.categoryId ? Number(values.categoryId) : undefined,
      leadTimeDays: orNull(values.leadTimeDays) === null ? null : Number(values.leadTimeDays),
      minOrderUsd: orNull(values.minOrderUsd),
      minOrderKrw: orNull(values.minOrderKrw),
    }),
    refine: (values, errors) => {
      const found = { ...errors };
      if (found.leadTimeDays || (values.leadTimeDays.trim() && !/^\d+$/.test(values.leadTimeDays.trim())))
        found.leadTimeDays = t('brands.leadTimeRange');
      const usdSet = orNull(values.minOrderUsd) !== null;
      if (usdSet !== (orNull(values.minOrderKrw) !== null))
        found[usdSet ? 'minOrderKrw' : 'minOrderUsd'] = t('brands.minimumBoth');
      return found;
    },
    block: (values) => (values.logoUrl ? undefined : t('brands.logoMissing')),
    t,
    submit: (data, { key }) => onSave(data, key),
  });
  return (
    <form ref={form.formRef} className="cc-form" onSubmit={form.handleSubmit} noValidate>
      <FormAlert className="console-alert" message={formProblem(form) ?? ''} />
      <section className="console-card cc-section">
        <h2 className="cc-title">{t('brands.logo')}</h2>
        <div className="cc-logo">
          {form.values.logoUrl ? (
            <img src={form.values.logoUrl} alt={t('brands.logoAlt')} width="96" height="96" />
          ) : (
            <span className="cc-noimage cc-noimage--large" />
          )}
          <ImageUpload
            label={form.values.logoUrl ? t('brands.replaceLogo') : t('brands.uploadLogo')}
            onUploaded={(url) => form.update('logoUrl', url)}
            onError={form.setFailure}
          />
        </div>
      </section>
      <section className="console-card cc-section">
        <h2 className="cc-title">{t('form.identity')}</h2>
        <div className="cc-grid">
          <CatalogField label={t('form.category')} error={form.errors.categoryId}>
            {(id, describedBy) => (
              <select id={id} aria-describedby={describedBy} {...form.bind('categoryId')}>
                <option value="">{t('form.chooseCategory')}</option>
                {categories.data && <CategoryOptions categories={categories.data} />}
              </select>
            )}
          </CatalogField>
        </div>
        <LocalizedFormFields form={form} field="names" />
        <CatalogCheck label={t('brands.isTop')} hint={t('brands.isTopHint')} {...form.checkbox('isTop')} />
        <CatalogCheck label={t('form.hidden')} hint={t('brands.hiddenHint')} {...form.checkbox('hidden')} />
      </section>
      <section className="console-card cc-section">
        <h2 className="cc-title">{t('brands.terms')}</h2>
        <p className="console-muted">{t('brands.termsLead')}</p>
        <div className="cc-grid">
          {(
            [
              ['leadTimeDays', t('brands.leadTimeDays'), t('brands.leadTimeHint'), 'numeric', 3],
              ['minOrderUsd', t('brands.minOrderUsd'), t('form.usdHint'), 'decimal', 12],
              ['minOrderKrw', t('brands.minOrderKrw'), t('form.krwHint'), 'numeric', 12],
            ] as const
          ).map(([field, label, hint, mode, max]) => (
            <CatalogField key={field} label={label} hint={hint} error={form.errors[field]}>
              {(id, describedBy) => (
                <input
                  id={id}
                  inputMode={mode}
                  maxLength={max}
                  autoComplete="off"
                  aria-describedby={describedBy}
                  {...form.bind(field)}
                />
              )}
            </CatalogField>
          ))}
        </div>
      </section>
      <section className="console-card cc-section">
        <LocalizedFormFields form={form} field="descriptions" />
      </section>
      <div className="cc-save">
        <button type="submit" className="console-button console-button--primary" disabled={form.busy}>
          {form.busy ? t('form.saving') : brand ? t('form.save') : t('form.create')}
        </button>
      </div>
    </form>
  );
}
