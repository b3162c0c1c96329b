import { DomainError } from './errors.js';

/**
 * An order's life (PRODUCT.md): placed by the buyer (above the company's approval limit, a purchaser's order waits for
 * an owner's or an admin's approval first), confirmed by the operators with payment terms (the proforma
 * invoice), paid by bank transfer, prepared, shipped (the commercial invoice and packing list), delivered; or
 * cancelled — by the buyer before confirmation, by an operator before shipment, or by the system when it is not paid
 * in time.
 */
export const ORDER_STATES = [
  'PENDING_APPROVAL',
  'PLACED',
  'CONFIRMED',
  'PAID',
  'PREPARING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** What can happen to an order, and who may make it happen. */
export const ORDER_ACTIONS = {
  /** An owner or an admin of the buyer company lets a purchaser's order over the limit go ahead: it is placed. */
  approve: 'buyer',
  /** …or turns it down: it is cancelled, its stock released. */
  reject: 'buyer',
  /** Operators accept the order and set its payment terms: the proforma invoice is issued. */
  confirm: 'operator',
  /** Operators change a placed order (quantities down, lines removed, its costs, a discount): the PO is issued again. */
  edit: 'operator',
  /** The transfer (in full, or the deposit) arrived. */
  pay: 'operator',
  /** The balance of a deposit order arrived (before shipment); the state does not change. */
  payBalance: 'operator',
  prepare: 'operator',
  /** Handed to the carrier: the commercial invoice and the packing list are issued. */
  ship: 'operator',
  deliver: 'operator',
  /** The buyer before confirmation; an operator before shipment, with a reason. */
  cancel: 'buyer or operator',
  /** The scheduled job: not paid within the operators' limit. */
  expire: 'system',
} as const;
export type OrderAction = keyof typeof ORDER_ACTIONS;
export type OrderActor = 'buyer' | 'operator' | 'system';

const NEXT: Record<OrderState, Partial<Record<OrderAction, OrderState>>> = {
  PENDING_APPROVAL: { approve: 'PLACED', reject: 'CANCELLED', cancel: 'CANCELLED', expire: 'CANCELLED' },
  PLACED: { confirm: 'CONFIRMED', edit: 'PLACED', cancel: 'CANCELLED', expire: 'CANCELLED' },
  CONFIRMED: { pay: 'PAID', cancel: 'CANCELLED', expire: 'CANCELLED' },
  PAID: { prepare: 'PREPARING', payBalance: 'PAID', cancel: 'CANCELLED' },
  PREPARING: { ship: 'SHIPPED', payBalance: 'PREPARING', cancel: 'CANCELLED' },
  SHIPPED: { deliver: 'DELIVERED' },
  DELIVERED: {},
  CANCELLED: {},
};

const ALLOWED_ACTOR: Record<OrderAction, readonly OrderActor[]> = {
  approve: ['buyer'],
  reject: ['buyer'],
  confirm: ['operator'],
  edit: ['operator'],
  pay: ['operator'],
  payBalance: ['operator'],
  prepare: ['operator'],
  ship: ['operator'],
  deliver: ['operator'],
  cancel: ['buyer', 'operator'],
  expire: ['system'],
};

/**
 * What decides the actions besides the state: whether a balance is still owed, and whether costs its incoterm puts on
 * the seller are still to be quoted (no rate applied, or DDP's duties not entered).
 */
export type OrderFacts = { state: OrderState; balanceDue: boolean; toBeQuoted: boolean };

/** Whether an order still counts as under way (it keeps an account from being closed). */
export const isOpenOrder = (state: OrderState): boolean => state !== 'DELIVERED' && state !== 'CANCELLED';
export const OPEN_ORDER_STATES: readonly OrderState[] = ORDER_STATES.filter(isOpenOrder);
/** Before payment: what the unpaid-order job may cancel, and what still holds stock without money behind it. */
export const UNPAID_ORDER_STATES: readonly OrderState[] = ['PENDING_APPROVAL', 'PLACED', 'CONFIRMED'];

function mayAct({ state, balanceDue, toBeQuoted }: OrderFacts, action: OrderAction, actor: OrderActor): boolean {
  if (!(action in NEXT[state]) || !ALLOWED_ACTOR[action].includes(actor)) return false;
  // An order is confirmed at amounts the operators set: its freight (and duties) quoted first, by an edit.
  if (action === 'confirm') return !toBeQuoted;
  if (action === 'cancel' && actor === 'buyer') return state === 'PLACED' || state === 'PENDING_APPROVAL';
  // A deposit order ships only once the balance is in; the balance can only be paid while one is owed.
  if (action === 'ship') return !balanceDue;
  if (action === 'payBalance') return balanceDue;
  return true;
}

/** The actions `actor` may take now: the buttons to show, and the server's check. */
export function allowedOrderActions(order: OrderFacts, actor: OrderActor): OrderAction[] {
  return (Object.keys(NEXT[order.state]) as OrderAction[]).filter((action) => mayAct(order, action, actor));
}

/** The state after `action`, or an ORDER_STATE error saying why it cannot happen now. */
export function nextOrderState(order: OrderFacts, action: OrderAction, actor: OrderActor): OrderState {
  const next = NEXT[order.state][action];
  if (next === undefined || !mayAct(order, action, actor)) {
    const why =
      action === 'ship' && order.balanceDue
        ? ' The balance has not been paid yet.'
        : action === 'confirm' && order.toBeQuoted
          ? ' Its freight is still to be quoted: edit the order to set it first.'
          : '';
    throw new DomainError('ORDER_STATE', `An order that is ${order.state} cannot be changed by "${action}".${why}`);
  }
  return next;
}

/** O-2026-000123: the year of placing and the order's sequence number; also the bank transfer's reference. */
export function orderNumber(sequence: number, placedAt: Date): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Bad order sequence ${sequence}`);
  return `O-${placedAt.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}
