import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@hive/domain/rules';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Field } from './field';
import './password-field.css';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** The account's login id, when known: a password may not contain it. */
  loginId?: string;
  /** A new password shows the policy as a checklist; the current one does not. */
  policy?: boolean;
  autoComplete?: 'new-password' | 'current-password';
};

/** The password policy of the server (`passwordProblem`), ticked off while typing. */
function PolicyList({ password, loginId }: { password: string; loginId: string | undefined }) {
  const { t } = useTranslation('account');
  const lengthOk = password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
  const rules = [
    { key: 'length', met: lengthOk, text: t('password.ruleLength', { count: PASSWORD_MIN_LENGTH }) },
    // Only a password of a valid length is compared with the common ones.
    { key: 'common', met: lengthOk && passwordProblem(password) !== 'common', text: t('password.ruleCommon') },
  ];
  if (loginId?.trim())
    rules.push({
      key: 'loginId',
      met: password.length > 0 && !password.toLowerCase().includes(loginId.trim().toLowerCase()),
      text: t('password.ruleLoginId'),
    });
  return (
    <ul className="policy">
      {rules.map((rule) => (
        <li key={rule.key} className={rule.met ? 'policy__rule policy__rule--met' : 'policy__rule'}>
          <span aria-hidden="true">{rule.met ? '✓' : '○'}</span> {rule.text}
          <span className="visually-hidden">{rule.met ? t('password.met') : t('password.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}

/** A password box with a show/hide switch and, for a new password, the live policy checklist. */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  loginId,
  policy = true,
  autoComplete = 'new-password',
}: Props) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={policy ? <PolicyList password={value} loginId={loginId} /> : undefined}>
      {(control) => (
        <div className="password-input">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            maxLength={PASSWORD_MAX_LENGTH}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {t('password.show')}
          </button>
        </div>
      )}
    </Field>
  );
}
