import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@hive/domain/rules';
import { Toaster } from 'sonner';
import { useTranslation } from '../i18n/react';

/** Where toasts appear: bottom centre, 3000 ms each, three at most (docs/product.md §8); colours in styles.css. */
export function Toasts() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="bottom-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_MAX_VISIBLE}
      richColors
      closeButton
      customAriaLabel={t('toasts.label')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
