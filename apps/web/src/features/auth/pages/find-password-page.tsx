import { PASSWORD_RESET_TTL_SECONDS } from '@hive/domain/rules';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../../components/form/field';
import { FormAlert } from '../../../components/form/form-alert';
import { type FieldErrors, focusFirstInvalid, serverErrorText, validate } from '../../../components/form/form-errors';
import { useSession } from '../../../lib/session-store';
import { requestPasswordReset } from '../api/auth-queries';
import { AuthCard } from '../components/auth-card';

export function FindPasswordPage() {
  const { t } = useTranslation('account');
  const language = useSession((s) => s.language);
  const form = useRef<HTMLFormElement>(null);
  const [loginId, setLoginId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = await validate((s) => s.changePasswordQuery, { loginId, language }, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      return focusFirstInvalid(form.current);
    }
    setErrors({});
    setBusy(true);
    try {
      await requestPasswordReset(checked.data.loginId, checked.data.language);
      setSent(true);
    } catch (error) {
      setFailure(serverErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('findPassword.title')} lead={t('findPassword.lead')}>
      {sent ? (
        <div role="status" className="form-success">
          <p>{t('findPassword.sent', { count: PASSWORD_RESET_TTL_SECONDS / 60 })}</p>
          <p>{t('findId.spam')}</p>
          <Link to="/sign-in/" className="button button--block">
            {t('common.backToSignIn')}
          </Link>
        </div>
      ) : (
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
          <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
            {busy ? t('common.working') : t('findPassword.submit')}
          </button>
        </form>
      )}
      <ul className="form-links">
        <li>
          <Link to="/find/id/">{t('signIn.findId')}</Link>
        </li>
        <li>
          <Link to="/sign-in/">{t('common.backToSignIn')}</Link>
        </li>
      </ul>
    </AuthCard>
  );
}
