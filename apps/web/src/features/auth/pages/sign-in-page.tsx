import { JOIN_STATUS } from '@hive/domain/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Field } from '../../../components/form/field';
import { FormAlert } from '../../../components/form/form-alert';
import { type FieldErrors, focusFirstInvalid, serverErrorText, validate } from '../../../components/form/form-errors';
import { PasswordField } from '../../../components/form/password-field';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { signIn } from '../api/auth-queries';
import { forgetSignedInData } from '../api/sign-out';
import { AuthCard } from '../components/auth-card';

export const AUTH_IN_PROGRESS_PATH = '/auth/complete/authentication-in-progress/';

export function SignInPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const storeSignIn = useSession((s) => s.signIn);
  const form = useRef<HTMLFormElement>(null);
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  // Someone already signed in has nothing to do here (spec §2). Checked once, on arrival: signing in on this page
  // must not trigger it.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (useSession.getState().login.isLogged) {
      toast.info(t('signIn.already'));
      navigate('/', { replace: true });
    }
  }, [navigate, t]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = await validate((s) => s.signInBody, { loginId, password }, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current);
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await signIn(checked.data);
      const { token, joinStatusCode } = result.login;
      // Spec §4: a token with code '01' or '09' signs in fully; '01' without one is an application under review.
      if (token && (joinStatusCode === JOIN_STATUS.selfRegistered || joinStatusCode === JOIN_STATUS.byOperator)) {
        storeSignIn(result);
        forgetSignedInData();
        toast.info(t('signIn.welcome', { name: result.buyer?.repContactName || result.login.loginId }));
        navigate('/?sign-in=true');
      } else if (joinStatusCode === JOIN_STATUS.selfRegistered) {
        navigate(AUTH_IN_PROGRESS_PATH);
      } else {
        setFailure(t('signIn.notAllowed'));
      }
    } catch (error) {
      setFailure(serverErrorText(error, t, 'signIn'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('signIn.title')} lead={t('signIn.lead')}>
      <form ref={form} className="form" noValidate onSubmit={handleSubmit}>
        <FormAlert message={failure} />
        <Field label={t('fields.loginId')} error={errors.loginId}>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              value={loginId}
              onChange={(event) => setLoginId(event.target.value)}
            />
          )}
        </Field>
        <PasswordField
          label={t('fields.password')}
          value={password}
          onChange={setPassword}
          error={errors.password}
          policy={false}
          autoComplete="current-password"
        />
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {busy ? t('common.working') : t('signIn.submit')}
        </button>
      </form>
      <ul className="form-links">
        <li>
          <Link to="/find/id/">{t('signIn.findId')}</Link>
        </li>
        <li>
          <Link to="/find/password/">{t('signIn.findPassword')}</Link>
        </li>
      </ul>
      <div className="auth-card__aside">
        <p>{t('signIn.noAccount')}</p>
        <Link to="/sign-up/" className="button button--secondary button--block">
          {t('signIn.signUp')}
        </Link>
      </div>
    </AuthCard>
  );
}
