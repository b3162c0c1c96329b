import { formatSeconds } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import {
  errorCode,
  type FieldErrors,
  focusFirstInvalid,
  serverErrorText,
  validate,
} from '../../../components/form/form-errors';
import { PasswordField } from '../../../components/form/password-field';
import { useCountdown } from '../../../hooks/use-countdown';
import { certificationQuery, updatePassword } from '../api/auth-queries';
import { AuthCard } from '../components/auth-card';

/** The page the reset e-mail links to: `?id=` names the one-time link, `?key=` proves the mail was read. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const key = params.get('key') ?? '';
  const form = useRef<HTMLFormElement>(null);
  const { data: status, isPending, isError, dataUpdatedAt } = useQuery({ ...certificationQuery(id), enabled: !!id });
  const secondsLeft = useCountdown(status ? dataUpdatedAt + status.expiresIn * 1000 : undefined);
  const [password, setPassword] = useState('');
  const [passwordAgain, setPasswordAgain] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [deadLink, setDeadLink] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const linkUsable = !!id && !!key && !isError && !deadLink && !(status && (status.expired || secondsLeft === 0));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = await validate((s) => s.passwordByLinkBody, { certificationId: id, key, newPassword: password }, t);
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (passwordAgain !== password) found.passwordAgain = t('validation.passwordsDiffer');
    if (!checked.ok || Object.keys(found).length > 0) {
      // A broken link (its id or key) is nothing the person can fix in a field.
      if (found.certificationId || found.key) setDeadLink(true);
      setErrors(found);
      return focusFirstInvalid(form.current);
    }
    setErrors({});
    setBusy(true);
    try {
      await updatePassword(checked.data);
      setDone(true);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'CODE_INVALID' || code === 'CODE_EXPIRED') setDeadLink(true);
      else setFailure(serverErrorText(error, t, 'reset'));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <AuthCard title={t('reset.title')}>
        <div role="status" className="form-success">
          <p>{t('reset.done')}</p>
          <Link to="/sign-in/" className="button button--block">
            {t('signIn.submit')}
          </Link>
        </div>
      </AuthCard>
    );

  if (!linkUsable)
    return (
      <AuthCard title={t('reset.title')}>
        <div role="alert" className="form-alert">
          {t('reset.deadLink')}
        </div>
        <Link to="/find/password/" className="button button--block">
          {t('reset.again')}
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard title={t('reset.title')} lead={t('reset.lead')}>
      {isPending ? (
        <p aria-busy="true">{t('common.checkingLink')}</p>
      ) : (
        <form ref={form} className="form" noValidate onSubmit={handleSubmit}>
          <p className="field__hint">
            {t('reset.timeLeft')} <span role="timer">{formatSeconds(secondsLeft)}</span>
          </p>
          <FormAlert message={failure} />
          <PasswordField
            label={t('fields.newPassword')}
            value={password}
            onChange={setPassword}
            error={errors.newPassword}
          />
          <PasswordField
            label={t('fields.passwordAgain')}
            value={passwordAgain}
            onChange={setPasswordAgain}
            error={errors.passwordAgain}
            policy={false}
          />
          <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
            {busy ? t('common.working') : t('reset.submit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
