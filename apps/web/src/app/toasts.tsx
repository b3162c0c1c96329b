import { useTranslation } from 'react-i18next';
import { useToasts } from '../lib/toast-store';

export function Toasts() {
  const { t } = useTranslation();
  const { toasts, dismiss } = useToasts();
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={`toast toast--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <span>{item.text}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={t('common.close')}
            onClick={() => dismiss(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
