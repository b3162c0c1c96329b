import type { ConsoleOrderDetail } from '@hive/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleFormat } from '../../../hooks/use-console-format';

/** The order's life: each step, who took it, when, and the note they left; the audit log has the operators' side. */
export function OrderHistoryCard({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('console-orders');
  const format = useConsoleFormat();
  return (
    <section className="console-card" aria-labelledby="co-history">
      <h2 id="co-history">{t('history.title')}</h2>
      <ol className="console-timeline">
        {order.history.map((event) => (
          <li key={`${event.createdAt}-${event.action}-${event.toState}`} className="console-timeline__item">
            <p className="console-timeline__head">
              <strong>{t(`history.actions.${event.action}`, { defaultValue: event.action })}</strong>{' '}
              <span className="console-muted">{event.operatorName ?? t(`history.actors.${event.actor}`)}</span>
            </p>
            <p className="console-sub">
              {event.fromState && event.fromState !== event.toState ? `${t(`states.${event.fromState}`)} → ` : ''}
              {t(`states.${event.toState}`)} ·{' '}
              <time dateTime={event.createdAt}>{format.dateTime(event.createdAt)}</time>
            </p>
            {event.note && <p className="co-note">{event.note}</p>}
          </li>
        ))}
      </ol>
      <Link to={`/admin/audit?targetType=order&targetId=${order.id}`} className="console-more">
        {t('history.audit')}
      </Link>
    </section>
  );
}
