import type { AddressView, Incoterm, OrderPreview } from '@hive/domain';
import { DEFAULT_INCOTERM } from '@hive/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/form-alert';
import { serverErrorText } from '../../../components/form/form-errors';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useForm } from '../../../hooks/use-form';
import { useQuotationFormat } from '../../../hooks/use-quotation-format';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast-client';
import { accountQuery, addressesQuery } from '../../account/buyer-details';
import { orderKeys, orderPreviewQuery } from '../api/order-queries';
import { placeOrder, refreshAfterOrder } from '../api/place-order';
import { initialOrderValues, type OrderFormValues, orderBody } from '../order-form-values';
import { blockText, isNamedRefusal, refusalText } from '../order-problems';
import { contactFromAccount, mergeLines, type OrderLine, partyFromAddress, removeLine, setLine } from '../order-rules';
import { InStockPicker } from './in-stock-picker';
import { OrderLines } from './order-lines';
import { OrderSummary } from './order-summary';
import { PartiesFieldset } from './parties-fieldset';
import { PaymentFieldset } from './payment-fieldset';
import { ShipToFieldset } from './ship-to-fieldset';
import { ShippingFieldset } from './shipping-fieldset';

/** The summary is priced again this long after the last change of a line, so a run of clicks is one request. */
const PREVIEW_AFTER_MS = 400;

type Props = {
  initialLines: readonly OrderLine[];
  /** An accepted offer: its lines and prices hold, no minimum applies. */
  offer?: { quotationId: number; incoterm: Incoterm; namedPlace: string };
  /** The fulfilment centre's stock is offered open (nothing was chosen before). */
  pickerOpen: boolean;
};

/**
 * The order form: its lines (priced by the server as they change), where the goods go and who receives them, how
 * they travel, how the buyer pays; placed once however often it is clicked, then the order's page opens.
 */
export function OrderForm({ initialLines, offer, pickerOpen }: Props) {
  const { t } = useTranslation(['order', 'account'], { nsMode: 'fallback' });
  const language = useSession((s) => s.language);
  const format = useQuotationFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [lines, setLines] = useState<OrderLine[]>(() => mergeLines(initialLines));

  // The preview of the lines on screen, once the last change has been priced; read by the refusals after a refetch.
  const latest = useRef<OrderPreview | undefined>(undefined);
  const money = (amount: number) => format.money(amount, latest.current?.currency ?? 'USD');
  const current = useRef(false);

  const { data: addresses } = useQuery(addressesQuery());
  const { data: account } = useQuery(accountQuery(language));

  const form = useForm({
    t,
    initial: () => initialOrderValues(offer?.incoterm ?? DEFAULT_INCOTERM, offer?.namedPlace ?? ''),
    schema: (s) => s.placeOrderBody,
    body: (values: OrderFormValues) => orderBody(values, lines, offer?.quotationId),
    errorTexts: 'refusals',
    block: () => {
      if (lines.length === 0) return t('problems.empty');
      return current.current && latest.current ? blockText(latest.current, t, money) : undefined;
    },
    failureText: (error) => refusalText(error, latest.current, t, money),
    submit: async (data, { key }) => {
      try {
        const { order } = await placeOrder(data, language, key);
        queryClient.setQueryData(orderKeys.detail(order.id, language), order);
        refreshAfterOrder();
        // Over the company's approval limit, it waits for an owner or an admin first: the purchaser is told so.
        toast.info(
          t(order.state === 'PENDING_APPROVAL' ? 'form.placedForApproval' : 'form.placed', { number: order.number }),
        );
        navigate(`/order/${order.id}/`);
      } catch (error) {
        // The products it names are read again, so that the alert can say which (and the summary shows them).
        if (isNamedRefusal(error)) latest.current = (await preview.refetch()).data;
        throw error;
      }
    },
  });
  const { values, setValues } = form;

  // The terms price the costs the incoterm puts on the seller: the preview is asked again as the buyer fills them.
  const { incoterm, namedPlace, shippingMethod, shipToAddressId } = values;
  const body = useMemo(
    () => ({
      quotationId: offer?.quotationId,
      products: lines,
      locale: language,
      incoterm,
      namedPlace: namedPlace.trim() || undefined,
      shippingMethod,
      shipToAddressId,
    }),
    [offer?.quotationId, lines, language, incoterm, namedPlace, shippingMethod, shipToAddressId],
  );
  const settled = useDebouncedValue(body, PREVIEW_AFTER_MS);
  const preview = useQuery({ ...orderPreviewQuery(settled), enabled: settled.products.length > 0 });
  latest.current = lines.length > 0 ? preview.data : undefined;
  current.current = settled === body && !preview.isFetching;
  // The incoterm the shown preview was priced under (the last one's, while a changed one is being priced): which
  // costs its figures hold.
  const pricedUnder = useRef(settled.incoterm);
  if (preview.data && !preview.isPlaceholderData) pricedUnder.current = settled.incoterm;

  const chooseAddress = (address: AddressView) =>
    setValues((current) => ({
      ...current,
      shipToAddressId: address.id,
      consignee: partyFromAddress(address, current.consignee.email),
    }));
  // The default address and the account's contact fill the form once they arrive, unless the buyer got there first.
  useEffect(() => {
    const chosen = addresses?.find((address) => address.isDefault) ?? addresses?.[0];
    if (chosen)
      setValues((current) =>
        current.shipToAddressId === undefined
          ? { ...current, shipToAddressId: chosen.id, consignee: partyFromAddress(chosen, current.consignee.email) }
          : current,
      );
  }, [addresses, setValues]);
  useEffect(() => {
    if (account)
      setValues((current) => ({
        ...current,
        contact: current.contact.name ? current.contact : contactFromAccount(account),
        consignee: { ...current.consignee, email: current.consignee.email || account.repContactEmail },
      }));
  }, [account, setValues]);

  const section = { values, errors: form.errors, update: form.update };
  const previewFailure =
    preview.isError && lines.length > 0 ? serverErrorText(preview.error, t, 'refusals') : undefined;

  return (
    <form ref={form.formRef} className="form order-form" noValidate onSubmit={form.handleSubmit}>
      <div className="summary-layout">
        <div className="order-form__main">
          <OrderLines
            lines={lines}
            preview={latest.current}
            fixed={offer !== undefined}
            onQuantity={(productId, packs) => setLines((current) => setLine(current, productId, packs))}
            onRemove={(productId) => setLines((current) => removeLine(current, productId))}
          />
          {offer === undefined && (
            <InStockPicker
              lines={lines}
              open={pickerOpen || lines.length === 0}
              onAdd={(productId, packs) => setLines((current) => mergeLines([...current, { productId, qty: packs }]))}
            />
          )}
          <ShipToFieldset
            addresses={addresses}
            chosen={values.shipToAddressId}
            error={form.errors.shipToAddressId}
            onChoose={chooseAddress}
          />
          <PartiesFieldset {...section} />
          <ShippingFieldset {...section} fixed={offer && { incoterm: true, namedPlace: offer.namedPlace !== '' }} />
          <PaymentFieldset {...section} />
        </div>
        <aside className="summary-layout__aside">
          <OrderSummary
            preview={latest.current}
            incoterm={pricedUnder.current}
            updating={!current.current && lines.length > 0}
            failure={previewFailure}
            placing={form.busy}
          />
          <FormAlert message={form.failure} />
        </aside>
      </div>
    </form>
  );
}
