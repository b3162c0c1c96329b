import type { BuyerOrderDetail } from '@hive/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { claimKeys, orderClaimsQuery } from '../api/claim-queries';
import { ClaimCard } from './claim-card';
import { ClaimDialog } from './claim-dialog';
import '../claim.css';

/**
 * A delivered order's claims: "Report a problem" while the terms' window is open, and each claim with its state,
 * outcome and credit note; on a confirmed order, the credit notes of earlier claims taken off it.
 */
export function OrderClaims({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation('claim');
  const format = useQuotationFormat();
  const language = useSession((s) => s.language);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // Before confirmation there is neither a claim nor a credit taken off.
  const claims = useQuery({ ...orderClaimsQuery(order.id, language), enabled: order.state !== 'PLACED' });
  if (!claims.data) return null;
  const { canClaim, claimUntil, claims: list, appliedCredit } = claims.data;
  const credit =
    appliedCredit.length > 0 ? (
      <section className="rec-card order-claims" aria-labelledby="order-credit">
        <h2 id="order-credit">{t('credit.title')}</h2>
        <ul className="order-claims__credit">
          {appliedCredit.map((note) => (
            <li key={note.number}>
              {t('credit.line', {
                number: note.number,
                amount: format.money(note.amount, note.currency),
                order: note.claimedOrder.number,
              })}
            </li>
          ))}
        </ul>
      </section>
    ) : null;
  if (!canClaim && list.length === 0) return credit;
  const done = () => {
    setOpen(false);
    toast.info(t('form.done', { number: order.number }));
    void queryClient.invalidateQueries({ queryKey: claimKeys.all });
  };
  return (
    <section className="rec-card order-claims" aria-labelledby="order-claims">
      <h2 id="order-claims">{t('section.title')}</h2>
      {canClaim && (
        <div className="order-claims__report">
          <p>{claimUntil && t('section.window', { date: format.dateTime(claimUntil) })}</p>
          <button type="button" className="button" onClick={() => setOpen(true)}>
            {t('section.report')}
          </button>
        </div>
      )}
      {list.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} />
      ))}
      {open && (
        <ClaimDialog
          orderId={order.id}
          number={order.number}
          locale={language}
          lines={order.lines.map((line) => ({
            productId: line.productId,
            name: line.name,
            sku: line.sku,
            units: line.quantity * line.moq,
          }))}
          onDone={done}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}
