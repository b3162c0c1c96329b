import type { CartLine, Country, NoMemberQuotationResult } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { CountryField } from '../../../components/form/country-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { countriesQuery } from '../../../lib/reference-queries';
import { useSession } from '../../../lib/session-store';
import { refreshCart, sendNoMemberQuotation } from '../api/cart-queries';

type Props = {
  /** The checked items, as they will be requested. */
  lines: CartLine[];
  /** A checked item is sold out: it has to be unchecked first. */
  hasSoldOut: boolean;
  onSent: (result: NoMemberQuotationResult, email: string) => void;
};

const empty = { company: '', countryId: undefined as number | undefined, name: '', email: '', phone: '', message: '' };

/**
 * A visitor's quotation request: the checked products with who to answer. Checked with the very schema the API
 * checks it with; the validation wording is the account forms'.
 */
export function NoMemberQuotationForm({ lines, hasSoldOut, onSent }: Props) {
  // Validation and error wording falls back to the account forms' texts.
  const { t } = useTranslation(['cart', 'account'], { nsMode: 'fallback' });
  const language = useSession((s) => s.language);
  const { data: countries = [] } = useQuery(countriesQuery());
  const form = useForm({
    t,
    initial: empty,
    schema: (s) => s.noMemberQuotationBody,
    body: (values) => ({ ...values, items: lines, language }),
    block: () => (lines.length === 0 ? t('noMember.noItems') : hasSoldOut ? t('noMember.soldOut') : undefined),
    errorTexts: 'noMember',
    submit: async (data, { key }) => {
      try {
        const result = await sendNoMemberQuotation(data, key);
        onSent(result, data.email);
        form.setValues((current) => ({ ...current, message: '' }));
      } finally {
        void refreshCart();
      }
    },
  });
  const { values, errors, busy } = form;

  const handleCountry = (countryId: number) => {
    const country = countries.find((entry) => entry.id === countryId);
    form.setValues((current) => ({ ...current, countryId, phone: withCallingCode(current.phone, countries, country) }));
  };

  return (
    <form
      ref={form.formRef}
      className="form no-member-form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="no-member-title"
    >
      <h2 id="no-member-title">{t('noMember.title')}</h2>
      <p className="field__hint">{t('noMember.lead')}</p>
      <FormAlert message={form.failure} />
      <TextField {...form.text('company', t('noMember.company'))} kind="company" />
      <CountryField
        label={t('noMember.country')}
        error={errors.countryId}
        countries={countries}
        value={values.countryId}
        onChange={handleCountry}
      />
      <TextField {...form.text('name', t('noMember.name'))} kind="name" />
      <TextField {...form.text('email', t('noMember.email'))} kind="email" />
      <TextField {...form.text('phone', t('noMember.phone'))} hint={t('noMember.phoneHint')} kind="tel" />
      <TextField
        {...form.text('message', t('noMember.message'))}
        hint={t('noMember.messageHint')}
        rows={4}
        maxLength={2000}
      />
      <SubmitButton busy={busy} working={t('noMember.sending')}>
        {t('noMember.submit', { count: lines.length })}
      </SubmitButton>
    </form>
  );
}

/** The chosen country's calling code leads an empty phone box, or replaces the code of the country chosen before. */
function withCallingCode(phone: string, countries: readonly Country[], country: Country | undefined): string {
  if (!country) return phone;
  const text = phone.trim();
  if (text === '' || countries.some((entry) => text === entry.callingCode)) return `${country.callingCode} `;
  return phone;
}
