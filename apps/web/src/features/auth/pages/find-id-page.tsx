import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CountryField } from '../../../components/form/country-field';
import { FormAlert } from '../../../components/form/form-alert';
import { FormSuccess } from '../../../components/form/form-success';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { countriesQuery } from '../../../lib/reference-queries';
import { useSession } from '../../../lib/session-store';
import { findId } from '../api/auth-queries';
import { AuthCard } from '../components/auth-card';
import { AuthLinks } from '../components/auth-links';

export function FindIdPage() {
  const { t } = useTranslation('account');
  const language = useSession((s) => s.language);
  const { data: countries = [] } = useQuery(countriesQuery());
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm({
    t,
    initial: { countryId: undefined as number | undefined, company: '', email: '' },
    schema: (s) => s.findIdBody,
    body: (values) => ({ ...values, language }),
    submit: async (data) => {
      await findId(data);
      setSentTo(data.email);
    },
  });
  const { values, set, errors, busy } = form;

  return (
    <AuthCard title={t('findId.title')} lead={t('findId.lead')}>
      {sentTo ? (
        <FormSuccess>
          <p>{t('findId.sent', { email: sentTo })}</p>
          <p>{t('findId.spam')}</p>
          <Link to="/sign-in/" className="button button--block">
            {t('common.backToSignIn')}
          </Link>
        </FormSuccess>
      ) : (
        <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
          <FormAlert message={form.failure} />
          <CountryField
            label={t('fields.country')}
            error={errors.countryId}
            countries={countries}
            value={values.countryId}
            onChange={set('countryId')}
          />
          <TextField {...form.text('company', t('fields.companyName'))} kind="company" />
          <TextField {...form.text('email', t('fields.repContactEmail'))} hint={t('findId.emailHint')} kind="email" />
          <SubmitButton busy={busy} working={t('common.working')}>
            {t('findId.submit')}
          </SubmitButton>
        </form>
      )}
      <AuthLinks current="find-id" />
    </AuthCard>
  );
}
