import { formatMoney, minor } from '@hive/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../../i18n/react';
import { claimsQuery } from '../api/claim-console-queries';
import { ClaimStateBadge } from './claim-state-badge';

/** The claims of an order on its console page: each with its kind, state and value, linked to the claim. */
export function OrderClaimsCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation('console-claims');
  const claims = useQuery(claimsQuery({ orderId, page: 1 }));
  const list = claims.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="console-card" aria-labelledby="order-claims">
      <h2 id="order-claims">{t('order.title')}</h2>
      <ul className="claim-console__order-list">
        {list.map((claim) => (
          <li key={claim.id}>
            <Link to={`/admin/claims/${claim.id}`}>
              {t('order.claim', { id: claim.id, kind: t(`kinds.${claim.kind}`) })}
            </Link>{' '}
            <ClaimStateBadge state={claim.state} outcome={claim.outcome} />{' '}
            <span className="console-sub">{formatMoney(minor(claim.claimedValue), claim.currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
