import {
  type Currency,
  type InstallmentKind,
  minor,
  nextInstallment,
  type OrderFacts,
  type OrderState,
  type PaymentTerms,
} from '@hive/domain';

type Terms = { paymentTerms: 'ADVANCE' | 'DEPOSIT' | null; depositPercent: number | null };

/** The payment terms as the order row keeps them; null before confirmation. */
export function termsOf({ paymentTerms, depositPercent }: Terms): PaymentTerms | null {
  if (paymentTerms === 'ADVANCE') return { kind: 'ADVANCE' };
  if (paymentTerms === 'DEPOSIT') return { kind: 'DEPOSIT', depositPercent: depositPercent ?? 0 };
  return null;
}

/**
 * What the state machine decides on: the state, whether a deposit order still owes its balance, and whether its costs
 * are still to be quoted.
 */
export function factsOf(
  order: Terms & { state: OrderState; totalAmount: number; currency: Currency; freightToBeQuoted: boolean },
  paid: readonly InstallmentKind[],
): OrderFacts {
  const terms = termsOf(order);
  const next = terms ? nextInstallment(minor(order.totalAmount), terms, order.currency, paid) : null;
  return { state: order.state, balanceDue: next?.kind === 'balance', toBeQuoted: order.freightToBeQuoted };
}
