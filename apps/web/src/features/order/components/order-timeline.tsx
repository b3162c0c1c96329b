import type { BuyerOrderDetail, OrderEventView } from '@hive/domain';
import { Timeline } from '../../../components/record/timeline';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';

const ACTIONS = new Set([
  'place',
  'approve',
  'reject',
  'confirm',
  'pay',
  'payBalance',
  'prepare',
  'ship',
  'correctShipment',
  'deliver',
  'cancel',
  'expire',
]);

/**
 * Every change of the order, oldest first: what happened, who did it ("you", another member of the company by name,
 * "Hive team" for the operators), when, any note.
 */
export function OrderTimeline({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation('order');
  const format = useQuotationFormat();
  const me = useSession((s) => s.member?.name);
  const what = (event: OrderEventView) => {
    if (event.action === 'place' && event.toState === 'PENDING_APPROVAL') return t('history.placeForApproval');
    return ACTIONS.has(event.action) ? t(`history.${event.action}`) : t(`states.${event.toState}`);
  };
  // "you" for what the member signed in did themselves; another member of the company by name.
  const who = (event: OrderEventView) =>
    event.actor === 'buyer' && event.memberName && event.memberName !== me
      ? event.memberName
      : t(`history.by.${event.actor}`);
  return (
    <section className="rec-card" aria-labelledby="order-history">
      <h2 id="order-history">{t('history.title')}</h2>
      <Timeline
        events={order.history.map((event, index) => ({
          key: `${index}-${event.action}`,
          text: (
            <>
              {what(event)} <span className="order-actor">· {who(event)}</span>
            </>
          ),
          at: event.createdAt,
          atText: format.dateTime(event.createdAt),
          detail: event.note ? <p className="order-note">{event.note}</p> : undefined,
        }))}
      />
    </section>
  );
}
