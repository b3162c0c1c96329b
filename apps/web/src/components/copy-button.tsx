import { useState } from 'react';
import { useTranslation } from '../i18n/react';
import './copy-button.css';

/**
 * Copies a value someone types elsewhere (a transfer reference, an account number) and says it did. `what` completes
 * the button's name for a screen reader ("Copy" the order number).
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const handleClick = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure page, a refusal): the value stays on screen to select by hand.
    }
  };
  return (
    <>
      <button type="button" className="copy-button" onClick={() => void handleClick()}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span>{copied ? t('common.copied') : t('common.copy')}</span>
        <span className="visually-hidden"> {what}</span>
      </button>
      <span role="status" className="visually-hidden">
        {copied ? t('common.copiedValue', { value }) : ''}
      </span>
    </>
  );
}
