import type { BuyerOrderDetail } from '@hive/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { serverErrorText } from '../../../components/form/form-errors';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { basketKeys } from '../../basket/api/basket-keys';
import { reorder, reorderPreviewQuery } from '../api/order-queries';
import { orderableAgain } from '../order-rules';
import { ReorderLine } from './reorder-line';

type Props = { order: BuyerOrderDetail; open: boolean; onClose: () => void };

/**
 * Reorder: each past line as it could be ordered today (available, price changed, sold out, no longer sold), the
 * orderable ones checked; the chosen lines go to the quotation basket with their quantities.
 */
export function ReorderDialog({ order, open, onClose }: Props) {
  const { t } = useTranslation(['order', 'account'], { nsMode: 'fallback' });
  const language = useSession((s) => s.language);
  const queryClient = useQueryClient();
  const preview = useQuery({ ...reorderPreviewQuery(order.id, language), enabled: open });
  const orderable = orderableAgain(preview.data);
  // Unchecked lines, so that every orderable line starts checked whatever arrives.
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const chosen = orderable.filter((line) => !left.has(line.productId)).map((line) => line.productId);
  const send = useMutation({
    mutationFn: () => reorder(order.id, chosen),
    meta: { silent: true },
    onSuccess: (result) => {
      // The basket's count (header, menu) and list are read again.
      void queryClient.invalidateQueries({ queryKey: basketKeys.all });
      toast.info(t('reorder.done', { count: result.added }));
      onClose();
    },
  });
  const handleCheck = (productId: number, checked: boolean) =>
    setLeft((current) => {
      const next = new Set(current);
      if (checked) next.delete(productId);
      else next.add(productId);
      return next;
    });
  const handleClose = () => {
    send.reset();
    setLeft(new Set());
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('reorder.title', { number: order.number })}
      confirmLabel={send.isPending ? t('reorder.sending') : t('reorder.confirm', { count: chosen.length })}
      cancelLabel={t('reorder.close')}
      tone="primary"
      busy={send.isPending}
      confirmDisabled={chosen.length === 0}
      onConfirm={() => send.mutate()}
      onCancel={handleClose}
    >
      <p>{t('reorder.lead')}</p>
      {preview.isPending ? (
        <p className="rec-muted">{t('reorder.loading')}</p>
      ) : preview.isError ? (
        <FormAlert message={serverErrorText(preview.error, t)} />
      ) : (
        <ul className="reorder-lines">
          {preview.data.lines.map((line) => (
            <ReorderLine
              key={line.productId}
              line={line}
              currency={preview.data.currency}
              checked={!left.has(line.productId)}
              onCheck={(checked) => handleCheck(line.productId, checked)}
            />
          ))}
        </ul>
      )}
      <FormAlert message={send.error ? serverErrorText(send.error, t) : undefined} />
    </ConfirmDialog>
  );
}
