import type { SupportFileBody } from '@hive/domain';
import { SUPPLIER_CATEGORIES } from '@hive/domain/rules';
import { useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { sendSupplierApplication } from '../api/support-api';
import { FileField } from '../components/file-field';
import { SupportPage } from '../components/support-page';

type Category = (typeof SUPPLIER_CATEGORIES)[number];
const initial = {
  company: '',
  brand: '',
  website: '',
  categories: [] as Category[],
  name: '',
  email: '',
  phone: '',
  message: '',
  file: null as SupportFileBody | null,
};

/** The footer's supplier application: a Korean brand or maker asks to sell through Hive. */
export function SupplierApplicationPage() {
  const { t } = useTranslation(['support', 'account'], { nsMode: 'fallback' });
  const language = useSession((s) => s.language);
  const [sent, setSent] = useState<{ reference: string; email: string }>();
  const [fileProblem, setFileProblem] = useState<string>();
  const form = useForm({
    clearOnEdit: true,
    t,
    initial,
    schema: (s) => s.supplierApplicationBody,
    body: (values) => ({ ...values, language }),
    refine: (_values, errors) => (fileProblem ? { ...errors, file: fileProblem } : errors),
    errorTexts: 'form',
    submit: async (data, { key }) => setSent({ ...(await sendSupplierApplication(data, key)), email: data.email }),
  });
  const { values, update, errors } = form;
  const text = (field: 'company' | 'brand' | 'website' | 'name' | 'email' | 'phone' | 'message') =>
    form.text(field, t(`supplier.${field}`));

  const toggle = (category: Category, on: boolean) =>
    update(
      'categories',
      on ? [...values.categories, category] : values.categories.filter((entry) => entry !== category),
    );

  return (
    <SupportPage page="supplier" sent={sent}>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <fieldset className="form-section">
          <legend>{t('supplier.companySection')}</legend>
          <TextField {...text('company')} kind="company" />
          <TextField {...text('brand')} maxLength={200} />
          <TextField
            {...text('website')}
            maxLength={300}
            type="url"
            autoComplete="url"
            hint={t('supplier.websiteHint')}
          />
          <fieldset
            className={`support-choices${errors.categories ? ' field--invalid' : ''}`}
            aria-describedby={errors.categories ? 'supplier-categories-error' : undefined}
          >
            <legend className="field__label">{t('supplier.categories')}</legend>
            <div className="support-choices__list">
              {SUPPLIER_CATEGORIES.map((category) => (
                <label key={category} className="support-choice">
                  <input
                    type="checkbox"
                    checked={values.categories.includes(category)}
                    aria-invalid={errors.categories ? true : undefined}
                    onChange={(event) => toggle(category, event.target.checked)}
                  />
                  {t(`categories.${category}`)}
                </label>
              ))}
            </div>
            {errors.categories && (
              <p id="supplier-categories-error" className="field__error">
                {errors.categories}
              </p>
            )}
          </fieldset>
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('supplier.contactSection')}</legend>
          <TextField {...text('name')} kind="name" />
          <TextField {...text('email')} kind="email" />
          <TextField {...text('phone')} kind="tel" hint={t('supplier.phoneHint')} />
        </fieldset>
        <TextField {...text('message')} maxLength={4000} rows={5} hint={t('supplier.messageHint')} />
        <FileField
          value={values.file}
          error={errors.file}
          onChange={(file, problem) => {
            setFileProblem(problem);
            update('file', file);
            if (problem) form.setErrors((current) => ({ ...current, file: problem }));
          }}
        />
        <FormAlert message={form.failure} />
        <SubmitButton busy={form.busy} working={t('form.sending')}>
          {t('supplier.submit')}
        </SubmitButton>
      </form>
    </SupportPage>
  );
}
