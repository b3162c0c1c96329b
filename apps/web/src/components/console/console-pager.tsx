import { useConsoleFormat } from '../../hooks/use-console-format';
import { useTranslation } from '../../i18n/react';

type Props = { page: number; size: number; total: number; totalPages: number; onPage: (page: number) => void };

/** Dense tables page with previous and next and say where they are; operators rarely jump to page 37. */
export function ConsolePager({ page, size, total, totalPages, onPage }: Props) {
  const { t } = useTranslation('console');
  const format = useConsoleFormat();
  if (total === 0) return null;
  const from = (page - 1) * size + 1;
  const to = Math.min(total, page * size);
  return (
    <nav className="console-pager" aria-label={t('pager.label')}>
      <p className="console-pager__range">
        {t('pager.range', { from: format.number(from), to: format.number(to), total: format.number(total) })}
      </p>
      <div className="console-pager__buttons">
        <button type="button" className="console-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pager.previous')}
        </button>
        <span className="console-pager__page">{t('pager.page', { page, totalPages: Math.max(1, totalPages) })}</span>
        <button type="button" className="console-button" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('pager.next')}
        </button>
      </div>
    </nav>
  );
}
