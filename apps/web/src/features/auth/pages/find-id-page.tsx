import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountrySelect } from '../../../components/form/country-select';
import { Field } from '../../../components/form/field';
import { FormAlert } from '../../../components/form/form-alert';
import { type FieldErrors, focusFirstInvalid, serverErrorText, validate } from '../../../components/form/form-errors';
import { countriesQuery } from '../../../lib/reference-queries';
import { useSession } from '../../../lib/session-store';
import { findId } from '../api/auth-queries';
import { AuthCard } from '../components/auth-card';

export function FindIdPage() {
  const { t } = useTranslation('account');
  const language = useSession((s) => s.language);
  const { data: countries = [] } = useQuery(countriesQuery());
  const form = useRef<HTMLFormElement>(null);
  const [countryId, setCountryId] = useState<number>();
  const [company, setCompany] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = await validate((s) => s.findIdBody, { countryId, company, email, language }, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current);
    }
    setErrors({});
    setBusy(true);
    try {
      await findId(checked.data);
      setSentTo(checked.data.email);
    } catch (error) {
      setFailure(serverErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('findId.title')} lead={t('findId.lead')}>
      {sentTo ? (
        <div role="status" className="form-success">
          <p>{t('findId.sent', { email: sentTo })}</p>
          <p>{t('findId.spam')}</p>
          <Link to="/sign-in/" className="button button--block">
            {t('common.backToSignIn')}
          </Link>
        </div>
      ) : (
        <form ref={form} className="form" noValidate onSubmit={handleSubmit}>
          <FormAlert message={failure} />
          <Field label={t('fields.country')} error={errors.countryId}>
            {(control) => (
              <CountrySelect control={control} countries={countries} value={countryId} onChange={setCountryId} />
            )}
          </Field>
          <Field label={t('fields.companyName')} error={errors.company}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="organization"
                maxLength={200}
                value={company}
                onChange={(event) => setCompany(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('fields.repContactEmail')} error={errors.email} hint={t('findId.emailHint')}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="email"
                maxLength={254}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
            {busy ? t('common.working') : t('findId.submit')}
          </button>
        </form>
      )}
      <ul className="form-links">
        <li>
          <Link to="/find/password/">{t('signIn.findPassword')}</Link>
        </li>
        <li>
          <Link to="/sign-in/">{t('common.backToSignIn')}</Link>
        </li>
      </ul>
    </AuthCard>
  );
}
