import type { BuyerOrderDetail } from '@hive/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { serverErrorText } from '../../../components/form/form-errors';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { accountKeys } from '../../account/api/account-keys';
import { buyerHomeKeys } from '../../buyer-home/api/buyer-home-keys';
import { approveOrder, orderKeys, rejectOrder } from '../api/order-queries';

/** The orders waiting for approval changed: the list, its counts, the company's figures and the home are read again. */
const APPROVAL_KEYS = [orderKeys.all, accountKeys.company(), buyerHomeKeys.all];

/**
 * An owner's or an admin's answer to an order over the company's approval limit: approve it (it goes to the team), or
 * reject it with a reason the purchaser reads (it is cancelled).
 */
export function OrderApproval({ order }: { order: BuyerOrderDetail }) {
  const { t } = useTranslation(['order', 'account'], { nsMode: 'fallback' });
  const language = useSession((s) => s.language);
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const done = (detail: BuyerOrderDetail) => {
    queryClient.setQueryData(orderKeys.detail(order.id, language), detail);
    for (const queryKey of APPROVAL_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id, language) });
  const approve = useMutation({
    mutationFn: () => approveOrder(order.id, language),
    meta: { silent: true },
    onSuccess: (detail) => {
      done(detail);
      toast.info(t('approval.approved', { number: order.number }));
    },
    onError: refresh,
  });
  const reject = useMutation({
    mutationFn: () => rejectOrder(order.id, reason.trim(), language),
    meta: { silent: true },
    onSuccess: (detail) => {
      done(detail);
      setRejecting(false);
      toast.info(t('approval.rejected', { number: order.number }));
    },
    onError: refresh,
  });
  const handleReject = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    reject.mutate();
  };
  const errorId = `${reasonId}-error`;
  return (
    <>
      <FormAlert message={approve.error ? serverErrorText(approve.error, t, 'approval') : undefined} />
      <button
        type="button"
        className="button"
        disabled={approve.isPending || reject.isPending}
        aria-busy={approve.isPending}
        onClick={() => approve.mutate()}
      >
        {approve.isPending ? t('approval.approving') : t('approval.approve')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={approve.isPending || reject.isPending}
        onClick={() => setRejecting(true)}
      >
        {t('approval.reject')}
      </button>
      <ConfirmDialog
        open={rejecting}
        title={t('approval.rejectTitle', { number: order.number })}
        confirmLabel={reject.isPending ? t('approval.rejecting') : t('approval.rejectConfirm')}
        cancelLabel={t('approval.keep')}
        busy={reject.isPending}
        onConfirm={handleReject}
        onCancel={() => {
          reject.reset();
          setRejecting(false);
        }}
      >
        <p>{t('approval.rejectQuestion')}</p>
        <div className={`field order-cancel-reason${missing ? ' field--invalid' : ''}`}>
          <label htmlFor={reasonId} className="field__label">
            {t('approval.reason')}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? errorId : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          {missing && (
            <p id={errorId} className="field__error">
              {t('approval.reasonNeeded')}
            </p>
          )}
        </div>
        <FormAlert message={reject.error ? serverErrorText(reject.error, t, 'approval') : undefined} />
      </ConfirmDialog>
    </>
  );
}
