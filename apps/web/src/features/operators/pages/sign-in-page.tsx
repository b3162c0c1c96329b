import { useId } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ConsoleTitle } from '../../../components/console/console-title';
import { formProblem } from '../../../components/console/form-problem';
import { FormAlert } from '../../../components/form/form-alert';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { useConsoleSession } from '../../../lib/console-session';
import { useSignIn } from '../api/operators-queries';

type FromState = { from?: { pathname: string; search?: string } } | null;

export function SignInPage() {
  const { t } = useTranslation('console');
  const token = useConsoleSession((s) => s.token);
  const location = useLocation();
  const signIn = useSignIn();
  const form = useForm({
    t,
    initial: { loginId: '', password: '' },
    schema: (s) => s.signInBody,
    block: ({ loginId, password }) => (!loginId.trim() || !password ? t('signIn.required') : undefined),
    // Wrong credentials get our own words (`signIn.errors.UNAUTHORIZED`); a rate limit says how long to wait, in the
    // server's words.
    errorTexts: 'signIn',
    submit: (body) => signIn.mutateAsync(body),
  });
  const { errors } = form;
  const loginIdField = useId();
  const passwordField = useId();
  const errorId = useId();

  const from = (location.state as FromState)?.from;
  // Back to where a dead session interrupted the operator, never back to this form.
  const target = from && from.pathname !== '/admin/sign-in' ? `${from.pathname}${from.search ?? ''}` : '/admin';

  // A signed-in operator has nothing to do here; a successful sign-in stores the token and lands here too.
  if (token) return <Navigate to={target} replace />;

  const problem = formProblem(form);
  // A refusal is about the pair: both fields are marked, unless the contract found one of them wrong.
  const control = (field: 'loginId' | 'password') => ({
    name: field,
    required: true,
    ...form.bind(field),
    'aria-invalid': errors[field] || form.failure ? (true as const) : undefined,
    'aria-describedby': problem ? errorId : undefined,
  });

  return (
    <main id="main" className="console-signin">
      <ConsoleTitle title={t('signIn.title')} />
      <div className="console-card console-signin__card">
        <div className="console-logo console-signin__logo">
          <span className="console-logo__mark" aria-hidden="true">
            H
          </span>
          <span>{t('title')}</span>
        </div>
        <h1>{t('signIn.title')}</h1>
        <p className="console-muted">{t('signIn.lead')}</p>
        <form ref={form.formRef} className="console-form" onSubmit={form.handleSubmit} noValidate>
          <div className="console-field">
            <label htmlFor={loginIdField}>{t('signIn.loginId')}</label>
            <input
              id={loginIdField}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...control('loginId')}
            />
          </div>
          <div className="console-field">
            <label htmlFor={passwordField}>{t('signIn.password')}</label>
            <input id={passwordField} type="password" autoComplete="current-password" {...control('password')} />
          </div>
          <FormAlert className="console-alert" id={errorId} message={problem} />
          <button
            type="submit"
            className="console-button console-button--primary console-button--block"
            disabled={form.busy}
          >
            {form.busy ? t('signIn.submitting') : t('signIn.submit')}
          </button>
        </form>
      </div>
      <p className="console-signin__back">
        <a href="/">{t('nav.storefront')}</a>
      </p>
    </main>
  );
}
