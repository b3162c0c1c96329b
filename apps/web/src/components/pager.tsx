import { useTranslation } from '../i18n/react';
import './pager.css';

/** Previous, the page numbers around the current one, next: on one line at any width (320 px and up). */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, i) => first + i);
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button type="button" className="pager__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹</span>
        <span className="pager__word">{t('pager.previous')}</span>
      </button>
      {pages.map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          // On the narrowest screens only the pages next to the current one are shown.
          className={Math.abs(number - page) >= 2 ? 'pager__far' : undefined}
          aria-label={t('pager.page', { page: number })}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button type="button" className="pager__step" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        <span className="pager__word">{t('pager.next')}</span>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
