import { JOIN_STATUS } from '@hive/domain/rules';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { NEXT_PARAM, safeReturnPath } from '../../../lib/return-path';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { signIn } from '../api/auth-queries';
import { startSession, welcomeName } from '../api/start-session';
import { AuthCard } from '../components/auth-card';
import { AuthLinks } from '../components/auth-links';

export const AUTH_IN_PROGRESS_PATH = '/auth/complete/authentication-in-progress/';

export function SignInPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  // Where the buyer was going when asked to sign in (an offer from an e-mail, say): a page of this site only.
  const next = safeReturnPath(useSearchParams()[0].get(NEXT_PARAM));
  const form = useForm({
    t,
    initial: { loginId: '', password: '' },
    schema: (s) => s.signInBody,
    errorTexts: 'signIn',
    submit: async (data) => {
      const result = await signIn(data);
      const { token, joinStatusCode } = result.login;
      // A token with code '01' or '09' signs in fully; '01' without one is still in review (docs/product.md §4).
      if (token && (joinStatusCode === JOIN_STATUS.selfRegistered || joinStatusCode === JOIN_STATUS.byOperator)) {
        startSession(result);
        toast.info(t('signIn.welcome', { name: welcomeName(result) }));
        navigate(next ?? '/?sign-in=true');
      } else if (joinStatusCode === JOIN_STATUS.selfRegistered) {
        navigate(AUTH_IN_PROGRESS_PATH);
      } else {
        form.setFailure(t('signIn.notAllowed'));
      }
    },
  });
  const { values, set, errors, busy } = form;

  // Someone already signed in has nothing to do here (docs/product.md §2). Checked once, on arrival: signing in on this
  // page must not trigger it.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (useSession.getState().login.isLogged) {
      toast.info(t('signIn.already'));
      navigate(next ?? '/', { replace: true });
    }
  }, [navigate, t, next]);

  return (
    <AuthCard title={t('signIn.title')} lead={t('signIn.lead')}>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <FormAlert message={form.failure} />
        <TextField {...form.text('loginId', t('fields.loginId'))} kind="loginId" />
        <PasswordField
          label={t('fields.password')}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          policy={false}
          autoComplete="current-password"
        />
        <SubmitButton busy={busy} working={t('common.working')}>
          {t('signIn.submit')}
        </SubmitButton>
      </form>
      <AuthLinks current="sign-in" />
      <div className="auth-card__aside">
        <p>{t('signIn.noAccount')}</p>
        <Link to="/sign-up/" className="button button--secondary button--block">
          {t('signIn.signUp')}
        </Link>
      </div>
    </AuthCard>
  );
}
