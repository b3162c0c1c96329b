import { GO_TO_TOP_AFTER_PX } from '@hive/domain/rules';
import { useScroll } from '../../hooks/use-scroll';
import { useTranslation } from '../../i18n/react';

export function GoToTop() {
  const { t } = useTranslation();
  const { y } = useScroll();
  if (y <= GO_TO_TOP_AFTER_PX) return null;
  return (
    <button
      type="button"
      className="go-to-top"
      aria-label={t('common.goToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
