import { useId } from 'react';
import { Link } from 'react-router';
import { useConsoleFormat } from '../../hooks/use-console-format';
import { useTranslation } from '../../i18n/react';

type HistoryEvent = {
  fromState: string | null;
  toState: string;
  action: string;
  actor: string;
  /** The operator who took the step; null for the buyer or the system. */
  operatorName: string | null;
  /** The member of the buyer company who took it (placed, approved, accepted…), when the buyer did. */
  memberName?: string | null;
  note?: string;
  createdAt: string;
};

/**
 * A record's life (a quotation's, an order's) as a timeline: each step, who took it, when, from which state to which,
 * and the note left with it; then the way to its entries in the audit log. The words are the room's own, from its
 * namespace: `history.title`, `history.audit`, `history.actions.<action>`, `history.actors.<actor>`, `history.byMember`,
 * `states.<state>`.
 */
export function HistoryCard({
  namespace,
  events,
  target,
}: {
  namespace: string;
  events: readonly HistoryEvent[];
  /** The record as the audit log names it. */
  target: { type: string; id: number };
}) {
  const { t } = useTranslation(namespace);
  const format = useConsoleFormat();
  const headingId = useId();
  return (
    <section className="console-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('history.title')}</h2>
      <ol className="console-timeline">
        {events.map((event) => (
          <li key={`${event.createdAt}-${event.action}-${event.toState}`} className="console-timeline__item">
            <p className="console-timeline__head">
              <strong>{t(`history.actions.${event.action}`, { defaultValue: event.action })}</strong>{' '}
              <span className="console-muted">
                {event.operatorName ??
                  (event.actor === 'buyer' && event.memberName
                    ? t('history.byMember', { name: event.memberName })
                    : t(`history.actors.${event.actor}`))}
              </span>
            </p>
            <p className="console-sub">
              {event.fromState && event.fromState !== event.toState ? `${t(`states.${event.fromState}`)} → ` : ''}
              {t(`states.${event.toState}`)} ·{' '}
              <time dateTime={event.createdAt}>{format.dateTime(event.createdAt)}</time>
            </p>
            {event.note && <p className="console-timeline__note">{event.note}</p>}
          </li>
        ))}
      </ol>
      <Link to={`/admin/audit?targetType=${target.type}&targetId=${target.id}`} className="console-more">
        {t('history.audit')}
      </Link>
    </section>
  );
}
