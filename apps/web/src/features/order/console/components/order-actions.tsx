import type { OrderAction } from '@hive/domain';
import { useTranslation } from '../../../../i18n/react';
import type { OrderChange } from '../api/order-console-queries';

/** The operators' actions in the order they come in an order's life (editing beside confirming); cancelling last, in red. */
const SHOWN: readonly OrderChange['kind'][] = [
  'confirm',
  'edit',
  'pay',
  'payBalance',
  'prepare',
  'ship',
  'deliver',
  'cancel',
];

/**
 * The buttons of what the operator may do now (the server's `allowedActions`, which it checks again). The step that
 * moves the order on is the primary one.
 */
export function OrderActions({
  actions,
  onOpen,
}: {
  actions: readonly OrderAction[];
  onOpen: (kind: OrderChange['kind']) => void;
}) {
  const { t } = useTranslation('console-orders');
  const allowed = SHOWN.filter((kind) => actions.includes(kind));
  const primary = allowed.find((kind) => kind !== 'cancel' && kind !== 'payBalance') ?? allowed[0];
  if (allowed.length === 0) return null;
  return (
    <div className="console-actions">
      {allowed.map((kind) => (
        <button
          key={kind}
          type="button"
          className={`console-button${
            kind === 'cancel' ? ' console-button--danger' : kind === primary ? ' console-button--primary' : ''
          }`}
          onClick={() => onOpen(kind)}
        >
          {t(`actions.${kind}.button`)}
        </button>
      ))}
    </div>
  );
}
