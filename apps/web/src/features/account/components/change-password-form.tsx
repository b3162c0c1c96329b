import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast-client';
import { updatePassword } from '../../auth/api/auth-queries';
import { FormAlert } from '../../auth/components/form-alert';
import {
  errorCode,
  type FieldErrors,
  focusFirstInvalid,
  serverErrorText,
  validate,
} from '../../auth/components/form-errors';
import { PasswordField } from '../../auth/components/password-field';

/** A new password for the signed-in buyer, who proves it is them with the current one. */
export function ChangePasswordForm({ loginId }: { loginId: string }) {
  const { t } = useTranslation('account');
  const form = useRef<HTMLFormElement>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [passwordAgain, setPasswordAgain] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = await validate((s) => s.passwordBySessionBody, { currentPassword, newPassword }, t);
    const found: FieldErrors = checked.ok ? {} : { ...checked.errors };
    // Sign-up refuses a password containing the login id; a changed one keeps to the same rule.
    if (!found.newPassword && loginId && newPassword.toLowerCase().includes(loginId.toLowerCase()))
      found.newPassword = t('validation.password.sameAsLoginId');
    if (passwordAgain !== newPassword) found.passwordAgain = t('validation.passwordsDiffer');
    if (!checked.ok || Object.keys(found).length > 0) {
      setErrors(found);
      return focusFirstInvalid(form.current);
    }
    setErrors({});
    setBusy(true);
    try {
      await updatePassword(checked.data);
      setCurrentPassword('');
      setNewPassword('');
      setPasswordAgain('');
      toast.info(t('changePassword.done'));
    } catch (error) {
      if (errorCode(error) === 'WRONG_PASSWORD') {
        setErrors({ currentPassword: t('errors.WRONG_PASSWORD') });
        focusFirstInvalid(form.current);
      } else setFailure(serverErrorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="form" noValidate onSubmit={handleSubmit} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('changePassword.title')}</h2>
      <p className="field__hint">{t('changePassword.lead')}</p>
      <FormAlert message={failure} />
      <PasswordField
        label={t('fields.currentPassword')}
        value={currentPassword}
        onChange={setCurrentPassword}
        error={errors.currentPassword}
        policy={false}
        autoComplete="current-password"
      />
      <PasswordField
        label={t('fields.newPassword')}
        value={newPassword}
        onChange={setNewPassword}
        error={errors.newPassword}
        loginId={loginId}
      />
      <PasswordField
        label={t('fields.passwordAgain')}
        value={passwordAgain}
        onChange={setPasswordAgain}
        error={errors.passwordAgain}
        policy={false}
      />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.working') : t('changePassword.submit')}
      </button>
    </form>
  );
}
