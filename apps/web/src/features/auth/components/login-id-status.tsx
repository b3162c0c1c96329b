import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useTranslation } from '../../../i18n/react';
import { loginIdTakenQuery } from '../api/auth-queries';

/** The shortest login id the contract accepts: shorter ones are not worth asking about. */
const MIN_LOGIN_ID = 4;

/** Whether a login id is still free, asked about 400 ms after typing stops. */
export function useLoginIdTaken(loginId: string) {
  const settled = useDebouncedValue(loginId.trim(), 400);
  const { data, isFetching } = useQuery({
    ...loginIdTakenQuery(settled),
    enabled: settled.length >= MIN_LOGIN_ID,
  });
  const current = settled === loginId.trim() && settled.length >= MIN_LOGIN_ID;
  return {
    taken: current ? data : undefined,
    checking: isFetching || (!current && loginId.trim().length >= MIN_LOGIN_ID),
  };
}

export function LoginIdStatus({ taken, checking }: { taken: boolean | undefined; checking: boolean }) {
  const { t } = useTranslation('account');
  if (checking) return <span className="status">{t('signUp.loginIdChecking')}</span>;
  if (taken === true) return <span className="status status--error">✗ {t('signUp.loginIdTaken')}</span>;
  if (taken === false) return <span className="status status--ok">✓ {t('signUp.loginIdFree')}</span>;
  return null;
}
