import type { Incoterm, OrderParty, ShippingMethod } from '@hive/domain';
import type { PAYMENT_METHODS } from '@hive/domain/schemas';
import type { OrderLine } from './order-rules';

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type ContactValues = { name: string; email: string; phone: string };

/** What the order form edits besides its lines: the contract's fields, the notify party's "same as consignee" box. */
export type OrderFormValues = {
  shipToAddressId: number | undefined;
  consignee: OrderParty;
  notifySame: boolean;
  notifyParty: OrderParty;
  contact: ContactValues;
  incoterm: Incoterm;
  namedPlace: string;
  shippingMethod: ShippingMethod;
  /** YYYY-MM-DD, or empty for none. */
  requestedDate: string;
  poNumber: string;
  paymentMethod: PaymentMethod;
  memo: string;
};

export const emptyParty = (): OrderParty => ({ name: '', address: '', phone: '', email: '' });

/** The form's start: an accepted offer's incoterm (and its named place when it names one), else the default's. */
export const initialOrderValues = (incoterm: Incoterm, namedPlace = ''): OrderFormValues => ({
  shipToAddressId: undefined,
  consignee: emptyParty(),
  notifySame: true,
  notifyParty: emptyParty(),
  contact: { name: '', email: '', phone: '' },
  incoterm,
  namedPlace,
  shippingMethod: 'SEA',
  requestedDate: '',
  poNumber: '',
  paymentMethod: 'BANK_TRANSFER',
  memo: '',
});

/**
 * The request the form makes (`placeOrderBody`): the lines, the offer they come from, and the fields; the notify
 * party is left out when it is the consignee, the requested date when none was chosen.
 */
export function orderBody(values: OrderFormValues, lines: readonly OrderLine[], quotationId: number | undefined) {
  const { notifySame, notifyParty, requestedDate, ...fields } = values;
  return {
    ...fields,
    ...(quotationId === undefined ? {} : { quotationId }),
    products: lines.map(({ productId, qty }) => ({ productId, qty })),
    notifyParty: notifySame ? undefined : notifyParty,
    requestedDate: requestedDate || undefined,
  };
}
