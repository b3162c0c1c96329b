import type { ConsoleOrderDetail } from '@hive/domain';
import { marketplaceDate } from '@hive/domain/rules';
import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { ConsoleDialog, DialogActions } from '../../../../components/console/console-dialog';
import { formProblem } from '../../../../components/console/form-problem';
import { FormAlert } from '../../../../components/form/form-alert';
import type { FieldErrors } from '../../../../components/form/form-errors';
import { useTranslation } from '../../../../i18n/react';
import type { OrderChange } from '../api/order-console-queries';

export type DialogProps = {
  order: ConsoleOrderDetail;
  /** Sends the action; the dialog shows a refusal and stays open, the page closes it once the action is done. */
  onSubmit: (change: OrderChange) => Promise<unknown>;
  onClose: () => void;
};

/** What an action's dialog needs of its form (`useForm`'s answer). */
export type ActionForm = {
  formRef: RefObject<HTMLFormElement | null>;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  errors: FieldErrors;
  failure: string | undefined;
};

/** Today on the marketplace's (Seoul) calendar: the day a transfer or a shipment is recorded, unless changed. */
export const today = () => marketplaceDate(new Date());

/** The dialog of one action: its title and description, the form's fields, its one alert and the two buttons. */
export function ActionDialog({
  kind,
  order,
  form,
  onClose,
  wide,
  children,
}: {
  kind: OrderChange['kind'];
  order: ConsoleOrderDetail;
  form: ActionForm;
  onClose: () => void;
  /** For a dialog with a table (the shipment's packing). */
  wide?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('console-orders');
  const texts = { number: order.number, company: order.buyer.companyName };
  return (
    <ConsoleDialog
      title={t(`actions.${kind}.title`, texts)}
      description={t(`actions.${kind}.description`, texts)}
      onClose={onClose}
      className={wide ? 'co-dialog--wide' : undefined}
    >
      <form ref={form.formRef} className="console-form" noValidate onSubmit={form.handleSubmit}>
        {children}
        <FormAlert className="console-alert" message={formProblem(form)} />
        <DialogActions
          busy={form.busy}
          submit={t(`actions.${kind}.submit`)}
          working={t('dialog.working')}
          cancel={kind === 'cancel' ? t('actions.cancel.keep') : t('dialog.back')}
          danger={kind === 'cancel'}
          onClose={onClose}
        />
      </form>
    </ConsoleDialog>
  );
}

/** A labelled control of a dialog: `children` gets the control's id. */
export function DialogField({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && <p className="console-field__hint">{hint}</p>}
    </div>
  );
}
