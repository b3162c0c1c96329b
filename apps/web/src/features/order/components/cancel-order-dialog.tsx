import type { BuyerOrderDetail } from '@hive/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { serverErrorText } from '../../../components/form/form-errors';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { cancelOrder, orderKeys } from '../api/order-queries';

type Props = { order: BuyerOrderDetail; open: boolean; onClose: () => void };

/**
 * "Cancel this order?" with an optional reason. The order's held stock goes back on the server; a refusal (the team
 * confirmed it meanwhile) is said in the dialog and the order read again.
 */
export function CancelOrderDialog({ order, open, onClose }: Props) {
  const { t } = useTranslation(['order', 'account'], { nsMode: 'fallback' });
  const language = useSession((s) => s.language);
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id, reason.trim(), language),
    meta: { silent: true },
    onSuccess: (detail) => {
      queryClient.setQueryData(orderKeys.detail(order.id, language), detail);
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
      toast.info(t('cancel.done', { number: order.number }));
      onClose();
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id, language) }),
  });
  const handleClose = () => {
    cancel.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('cancel.title', { number: order.number })}
      confirmLabel={cancel.isPending ? t('cancel.sending') : t('cancel.confirm')}
      cancelLabel={t('cancel.keep')}
      busy={cancel.isPending}
      onConfirm={() => cancel.mutate()}
      onCancel={handleClose}
    >
      <p>{t('cancel.question')}</p>
      <div className="field order-cancel-reason">
        <label htmlFor={reasonId} className="field__label">
          {t('cancel.reason')}
        </label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <FormAlert message={cancel.error ? serverErrorText(cancel.error, t, 'cancel') : undefined} />
    </ConfirmDialog>
  );
}
