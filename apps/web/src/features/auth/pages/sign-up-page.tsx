import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BrandMultiSelect } from '../../../components/form/brand-multi-select';
import { CountryField } from '../../../components/form/country-field';
import { Field } from '../../../components/form/field';
import { FormAlert } from '../../../components/form/form-alert';
import { errorCode } from '../../../components/form/form-errors';
import { MAX_INTERESTED_BRANDS } from '../../../components/form/limits';
import { PhoneFields } from '../../../components/form/phone-fields';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { brandsQuery, countriesQuery } from '../../../lib/reference-queries';
import { useSession } from '../../../lib/session-store';
import { signUp } from '../api/auth-queries';
import { AuthCard } from '../components/auth-card';
import { EmailVerification, isVerified, type Verification } from '../components/email-verification';
import { useLoginIdTaken } from '../components/login-id-status';
import { NewCredentials } from '../components/new-credentials';
import { AUTH_IN_PROGRESS_PATH } from './sign-in-page';

type Form = {
  loginId: string;
  password: string;
  passwordAgain: string;
  companyName: string;
  companyRegistrationNo: string;
  website: string;
  countryId: number | undefined;
  repContactName: string;
  repContactEmail: string;
  phoneCountryId: number | undefined;
  phoneNumber: string;
  interestedBrandIds: number[];
  agreedTermsOfService: boolean;
};

const empty: Form = {
  loginId: '',
  password: '',
  passwordAgain: '',
  companyName: '',
  companyRegistrationNo: '',
  website: '',
  countryId: undefined,
  repContactName: '',
  repContactEmail: '',
  phoneCountryId: undefined,
  phoneNumber: '',
  interestedBrandIds: [],
  agreedTermsOfService: false,
};

export function SignUpPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const language = useSession((s) => s.language);
  const { data: countries = [] } = useQuery(countriesQuery());
  const { data: brands = [] } = useQuery(brandsQuery(language));
  const submitHintId = useId();
  const [verification, setVerification] = useState<Verification | null>(null);
  const form = useForm({
    clearOnEdit: true,
    t,
    initial: empty,
    schema: (s) => s.signUpBody,
    body: ({ passwordAgain, ...body }) => ({ ...body, certificationId: verification?.id ?? '', language }),
    refine: (values, found) => {
      if (values.passwordAgain !== values.password) found.passwordAgain = t('validation.passwordsDiffer');
      if (loginIdCheck.taken) found.loginId = t('errors.LOGIN_ID_TAKEN');
      if (found.certificationId) found.repContactEmail ??= t('email.needVerify');
      if (found.companyRegistrationNo) found.companyRegistrationNo = t('validation.format.companyRegistrationNo');
      if (found.website) found.website = t('validation.format.website');
      return found;
    },
    errorTexts: 'signUp',
    submit: async (data) => {
      try {
        await signUp(data);
      } catch (error) {
        const code = errorCode(error);
        if (code === 'LOGIN_ID_TAKEN') form.setErrors({ loginId: t('errors.LOGIN_ID_TAKEN') });
        if (code === 'EMAIL_NOT_VERIFIED') setVerification(null);
        throw error;
      }
      navigate(AUTH_IN_PROGRESS_PATH);
    },
  });
  const { values, update, errors, busy } = form;
  const loginIdCheck = useLoginIdTaken(values.loginId);
  const emailVerified = isVerified(verification, values.repContactEmail);

  const handleCountry = (countryId: number) => {
    update('countryId', countryId);
    // The phone's calling code is most often the company's country: offer it until the person picks another.
    if (values.phoneCountryId === undefined) update('phoneCountryId', countryId);
  };

  return (
    <AuthCard title={t('signUp.title')} lead={t('signUp.lead')} wide>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <fieldset className="form-section">
          <legend>{t('signUp.accountSection')}</legend>
          <NewCredentials values={values} errors={errors} update={update} loginIdCheck={loginIdCheck} />
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('signUp.companySection')}</legend>
          <TextField {...form.text('companyName', t('fields.companyName'))} kind="company" />
          <CountryField
            label={t('fields.country')}
            error={errors.countryId}
            countries={countries}
            value={values.countryId}
            onChange={handleCountry}
          />
          <TextField
            {...form.text('companyRegistrationNo', t('fields.companyRegistrationNo'))}
            hint={t('signUp.registrationHint')}
            autoComplete="off"
            maxLength={50}
          />
          <TextField
            {...form.text('website', t('fields.website'))}
            hint={t('signUp.websiteHint')}
            type="url"
            autoComplete="url"
            maxLength={200}
          />
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('signUp.contactSection')}</legend>
          <TextField {...form.text('repContactName', t('fields.repContactName'))} kind="name" />
          <EmailVerification
            label={t('fields.repContactEmail')}
            email={values.repContactEmail}
            onEmailChange={(email) => update('repContactEmail', email)}
            emailError={errors.repContactEmail}
            language={language}
            verification={verification}
            onVerified={setVerification}
          />
          <PhoneFields countries={countries} values={values} errors={errors} update={update} />
        </fieldset>

        <fieldset className="form-section">
          <legend>{t('signUp.interestsSection')}</legend>
          <Field label={t('fields.interestedBrands')} error={errors.interestedBrandIds} hint={t('signUp.brandsHint')}>
            {(control) => (
              <BrandMultiSelect
                control={control}
                brands={brands}
                value={values.interestedBrandIds}
                onChange={(ids) => update('interestedBrandIds', ids)}
                max={MAX_INTERESTED_BRANDS}
              />
            )}
          </Field>
          <div className={`checkbox-field${errors.agreedTermsOfService ? ' field--invalid' : ''}`}>
            <input
              id="sign-up-terms"
              type="checkbox"
              checked={values.agreedTermsOfService}
              aria-invalid={errors.agreedTermsOfService ? true : undefined}
              aria-describedby={errors.agreedTermsOfService ? 'sign-up-terms-error' : undefined}
              onChange={(event) => update('agreedTermsOfService', event.target.checked)}
            />
            <label htmlFor="sign-up-terms" className="checkbox-field__label">
              {t('signUp.terms')}{' '}
              <Link to="/terms/" target="_blank">
                {t('signUp.termsLink')}
              </Link>
            </label>
            {errors.agreedTermsOfService && (
              <p id="sign-up-terms-error" className="field__error">
                {errors.agreedTermsOfService}
              </p>
            )}
          </div>
        </fieldset>

        <FormAlert message={form.failure} />
        {!emailVerified && (
          <p id={submitHintId} className="notice">
            {t('signUp.verifyFirst')}
          </p>
        )}
        <button
          type="submit"
          className="button button--block"
          disabled={busy || !emailVerified}
          aria-describedby={emailVerified ? undefined : submitHintId}
          aria-busy={busy}
        >
          {busy ? t('common.working') : t('signUp.submit')}
        </button>
        <p className="form-note">
          {t('signUp.haveAccount')} <Link to="/sign-in/">{t('signUp.signIn')}</Link>
        </p>
      </form>
    </AuthCard>
  );
}
