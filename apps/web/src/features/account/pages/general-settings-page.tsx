import type { AccountView, Locale } from '@hive/domain';
import { LOCALES } from '@hive/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { AccountNav } from '../../../components/account-nav';
import { BrandMultiSelect } from '../../../components/form/brand-multi-select';
import { CountryField } from '../../../components/form/country-field';
import { Field } from '../../../components/form/field';
import { FormAlert } from '../../../components/form/form-alert';
import { errorCode } from '../../../components/form/form-errors';
import { MAX_INTERESTED_BRANDS } from '../../../components/form/limits';
import { PhoneFields } from '../../../components/form/phone-fields';
import { TextField } from '../../../components/form/text-field';
import { PageMeta } from '../../../components/page-meta';
import { RequireSession } from '../../../components/require-session';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { brandsQuery, countriesQuery } from '../../../lib/reference-queries';
import { useMemberMay, useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { EmailVerification, isVerified, normaliseEmail, type Verification } from '../../auth/account-access';
import { accountKeys } from '../api/account-keys';
import { accountQuery, updateAccount } from '../api/account-queries';
import { ChangePasswordForm } from '../components/change-password-form';

export function GeneralSettingsPage() {
  return (
    <RequireSession>
      <GeneralSettings />
    </RequireSession>
  );
}

function GeneralSettings() {
  const { t } = useTranslation('account');
  const language = useSession((s) => s.language);
  const { data: account, isPending } = useQuery(accountQuery(language));
  // The company's details are an owner's or an admin's to change; every member keeps their own password.
  const manages = useMemberMay('manage');
  const owns = useMemberMay('own');
  return (
    <main id="main" className="container page account-page">
      <PageMeta title={t('general.title')} description={t('general.lead')} />
      <h1>{t('general.title')}</h1>
      <AccountNav />
      {isPending || !account ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : (
        <>
          <AccountSummary account={account} />
          <section className="account-panel" aria-labelledby="general-form-title">
            <h2 id="general-form-title">{t('general.formTitle')}</h2>
            {manages ? (
              <SettingsForm account={account} />
            ) : (
              <>
                <p className="notice">{t('general.managedBy')}</p>
                <dl className="summary-list">
                  <div>
                    <dt>{t('fields.companyName')}</dt>
                    <dd>{account.companyName}</dd>
                  </div>
                  <div>
                    <dt>{t('fields.repContactName')}</dt>
                    <dd>{account.repContactName}</dd>
                  </div>
                  <div>
                    <dt>{t('fields.repContactEmail')}</dt>
                    <dd>{account.repContactEmail}</dd>
                  </div>
                  <div>
                    <dt>{t('fields.country')}</dt>
                    <dd>{account.country.name}</dd>
                  </div>
                </dl>
              </>
            )}
          </section>
          <section className="account-panel">
            <ChangePasswordForm loginId={account.loginId} />
          </section>
          {owns && (
            <p className="account-page__withdraw">
              <Link to="/my-page/withdraw/">{t('general.withdrawLink')}</Link>
            </p>
          )}
        </>
      )}
    </main>
  );
}

/** What only an operator changes (grade and currency) and what never changes (login id, joining date). */
function AccountSummary({ account }: { account: AccountView }) {
  const { t, i18n } = useTranslation('account');
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(account.joinedAt));
  return (
    <section className="account-panel" aria-labelledby="general-summary-title">
      <h2 id="general-summary-title">{t('general.summaryTitle')}</h2>
      <dl className="summary-list">
        <div>
          <dt>{t('fields.loginId')}</dt>
          <dd>{account.loginId}</dd>
        </div>
        <div>
          <dt>{t('general.grade')}</dt>
          <dd>{account.grade.name}</dd>
        </div>
        <div>
          <dt>{t('general.currency')}</dt>
          <dd>{account.currency}</dd>
        </div>
        <div>
          <dt>{t('general.joinedAt')}</dt>
          <dd>{joined}</dd>
        </div>
      </dl>
      <p className="field__hint">{t('general.operatorSets')}</p>
    </section>
  );
}

type Form = {
  companyName: string;
  countryId: number | undefined;
  repContactName: string;
  repContactEmail: string;
  phoneCountryId: number | undefined;
  phoneNumber: string;
  interestedBrandIds: number[];
  language: Locale;
};

const formOf = (account: AccountView): Form => ({
  companyName: account.companyName,
  countryId: account.country.id,
  repContactName: account.repContactName,
  repContactEmail: account.repContactEmail,
  phoneCountryId: account.repContactNumber.countryId,
  phoneNumber: account.repContactNumber.number,
  interestedBrandIds: account.interestedBrands.map((brand) => brand.id),
  language: LOCALES.find((locale) => locale === account.language) ?? 'en',
});

function SettingsForm({ account }: { account: AccountView }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const locale = useSession((s) => s.language);
  const { data: countries = [] } = useQuery(countriesQuery());
  const { data: brands = [] } = useQuery(brandsQuery(locale));
  const saveHintId = useId();
  const [verification, setVerification] = useState<Verification | null>(null);
  // Only a new address needs a code; the current one was verified when the account was opened.
  const isNewEmail = (email: string) => normaliseEmail(email) !== normaliseEmail(account.repContactEmail);
  const form = useForm({
    clearOnEdit: true,
    t,
    initial: () => formOf(account),
    schema: (s) => s.accountUpdateBody,
    body: (values) => ({
      ...values,
      certificationId: isNewEmail(values.repContactEmail) ? verification?.id : undefined,
    }),
    errorTexts: 'general',
    submit: async (data) => {
      let saved: AccountView;
      try {
        saved = await updateAccount(data, locale);
      } catch (error) {
        if (errorCode(error) === 'EMAIL_NOT_VERIFIED') setVerification(null);
        throw error;
      }
      queryClient.setQueryData(accountKeys.me(locale), saved);
      form.setValues(formOf(saved));
      setVerification(null);
      toast.info(t('general.saved'));
    },
  });
  const { values, update, errors, busy } = form;
  const emailChanged = isNewEmail(values.repContactEmail);
  const emailReady = !emailChanged || isVerified(verification, values.repContactEmail);
  // The brands the account already lists stay nameable even if the brand list has not loaded.
  const brandOptions = brands.length ? brands : account.interestedBrands;

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
      <TextField {...form.text('companyName', t('fields.companyName'))} kind="company" />
      <CountryField
        label={t('fields.country')}
        error={errors.countryId}
        countries={countries}
        value={values.countryId}
        onChange={(id) => update('countryId', id)}
      />
      <TextField {...form.text('repContactName', t('fields.repContactName'))} kind="name" />
      <EmailVerification
        label={t('fields.repContactEmail')}
        email={values.repContactEmail}
        onEmailChange={(email) => update('repContactEmail', email)}
        emailError={errors.repContactEmail ?? (errors.certificationId ? t('email.needVerify') : undefined)}
        language={locale}
        verification={verification}
        onVerified={setVerification}
        required={emailChanged}
      />
      <PhoneFields countries={countries} values={values} errors={errors} update={update} />
      <Field label={t('fields.interestedBrands')} error={errors.interestedBrandIds}>
        {(control) => (
          <BrandMultiSelect
            control={control}
            brands={brandOptions}
            value={values.interestedBrandIds}
            onChange={(ids) => update('interestedBrandIds', ids)}
            max={MAX_INTERESTED_BRANDS}
          />
        )}
      </Field>
      <Field label={t('fields.language')} error={errors.language} hint={t('general.languageHint')}>
        {(control) => (
          <select
            {...control}
            value={values.language}
            onChange={(event) => update('language', event.target.value as Locale)}
          >
            {LOCALES.map((option) => (
              <option key={option} value={option}>
                {t(`languages.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormAlert message={form.failure} />
      {!emailReady && (
        <p id={saveHintId} className="notice">
          {t('general.verifyFirst')}
        </p>
      )}
      <button
        type="submit"
        className="button"
        disabled={busy || !emailReady}
        aria-describedby={emailReady ? undefined : saveHintId}
        aria-busy={busy}
      >
        {busy ? t('common.working') : t('general.submit')}
      </button>
    </form>
  );
}
