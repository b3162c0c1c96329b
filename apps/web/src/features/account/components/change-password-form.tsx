import { FormAlert } from '../../../components/form/form-alert';
import { errorCode } from '../../../components/form/form-errors';
import { PasswordField } from '../../../components/form/password-field';
import { useForm } from '../../../hooks/use-form';
import { useTranslation } from '../../../i18n/react';
import { toast } from '../../../lib/toast-client';
import { updatePassword } from '../../auth/account-access';

const empty = { currentPassword: '', newPassword: '', passwordAgain: '' };

/** A new password for the signed-in buyer, who proves it is them with the current one. */
export function ChangePasswordForm({ loginId }: { loginId: string }) {
  const { t } = useTranslation('account');
  const form = useForm({
    t,
    initial: empty,
    schema: (s) => s.passwordBySessionBody,
    body: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    refine: ({ newPassword, passwordAgain }, found) => {
      // Sign-up refuses a password containing the login id; a changed one keeps to the same rule.
      if (!found.newPassword && loginId && newPassword.toLowerCase().includes(loginId.toLowerCase()))
        found.newPassword = t('validation.password.sameAsLoginId');
      if (passwordAgain !== newPassword) found.passwordAgain = t('validation.passwordsDiffer');
      return found;
    },
    fieldError: (error) =>
      errorCode(error) === 'WRONG_PASSWORD' ? { currentPassword: t('errors.WRONG_PASSWORD') } : undefined,
    submit: async (data) => {
      await updatePassword(data);
      form.setValues(empty);
      toast.info(t('changePassword.done'));
    },
  });
  const { values, set, errors, busy } = form;

  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby="change-password-title"
    >
      <h2 id="change-password-title">{t('changePassword.title')}</h2>
      <p className="field__hint">{t('changePassword.lead')}</p>
      <FormAlert message={form.failure} />
      <PasswordField
        label={t('fields.currentPassword')}
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
        policy={false}
        autoComplete="current-password"
      />
      <PasswordField
        label={t('fields.newPassword')}
        value={values.newPassword}
        onChange={set('newPassword')}
        error={errors.newPassword}
        loginId={loginId}
      />
      <PasswordField
        label={t('fields.passwordAgain')}
        value={values.passwordAgain}
        onChange={set('passwordAgain')}
        error={errors.passwordAgain}
        policy={false}
      />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.working') : t('changePassword.submit')}
      </button>
    </form>
  );
}
