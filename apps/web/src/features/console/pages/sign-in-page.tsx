import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/query-client';
import { useSignIn } from '../api/console-queries';
import { useConsoleSession } from '../api/console-store';
import { ConsoleTitle } from '../components/console-title';

type FromState = { from?: { pathname: string; search?: string } } | null;

export function SignInPage() {
  const { t } = useTranslation('console');
  const token = useConsoleSession((s) => s.token);
  const location = useLocation();
  const signIn = useSignIn();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState('');
  const loginIdField = useId();
  const passwordField = useId();
  const errorId = useId();

  const from = (location.state as FromState)?.from;
  // Back to where a dead session interrupted the operator, never back to this form.
  const target = from && from.pathname !== '/admin/sign-in' ? `${from.pathname}${from.search ?? ''}` : '/admin/buyers';

  // A signed-in operator has nothing to do here; a successful sign-in stores the token and lands here too.
  if (token) return <Navigate to={target} replace />;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loginId.trim() || !password) {
      setProblem(t('signIn.required'));
      return;
    }
    setProblem('');
    signIn.mutate(
      { loginId: loginId.trim(), password },
      {
        onError: (error) => {
          // Wrong credentials get our own words; a rate limit says how long to wait, in the server's words.
          if (error instanceof ApiError && error.status === 401) setProblem(t('signIn.wrongCredentials'));
          else setProblem(errorMessage(error));
        },
      },
    );
  };

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
        <form className="console-form" onSubmit={handleSubmit} noValidate>
          <div className="console-field">
            <label htmlFor={loginIdField}>{t('signIn.loginId')}</label>
            <input
              id={loginIdField}
              name="loginId"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={loginId}
              aria-invalid={problem !== '' || undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setLoginId(event.target.value)}
            />
          </div>
          <div className="console-field">
            <label htmlFor={passwordField}>{t('signIn.password')}</label>
            <input
              id={passwordField}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              aria-invalid={problem !== '' || undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <FormAlert className="console-alert" id={errorId} message={problem} />
          <button
            type="submit"
            className="console-button console-button--primary console-button--block"
            disabled={signIn.isPending}
          >
            {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
          </button>
        </form>
      </div>
      <p className="console-signin__back">
        <a href="/">{t('nav.storefront')}</a>
      </p>
    </main>
  );
}
