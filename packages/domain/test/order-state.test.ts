import { describe, expect, it } from 'vitest';
import {
  allowedOrderActions,
  isOpenOrder,
  nextOrderState,
  ORDER_STATES,
  type OrderState,
  orderNumber,
} from '../src/order-state.js';

const paid = (state: OrderState) => ({ state, balanceDue: false, toBeQuoted: false });

describe('order states', () => {
  it('walks the happy path placed → delivered, one operator action at a time', () => {
    let state: OrderState = 'PLACED';
    for (const action of ['confirm', 'pay', 'prepare', 'ship', 'deliver'] as const)
      state = nextOrderState(paid(state), action, 'operator');
    expect(state).toBe('DELIVERED');
  });

  it('lets the buyer cancel only while the order is placed', () => {
    expect(nextOrderState(paid('PLACED'), 'cancel', 'buyer')).toBe('CANCELLED');
    for (const state of ['CONFIRMED', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const) {
      expect(() => nextOrderState(paid(state), 'cancel', 'buyer')).toThrow(/cannot be changed/);
      expect(allowedOrderActions(paid(state), 'buyer')).toEqual([]);
    }
    expect(allowedOrderActions(paid('PLACED'), 'buyer')).toEqual(['cancel']);
  });

  it('lets an operator cancel until the goods are shipped, never after', () => {
    for (const state of ['PLACED', 'CONFIRMED', 'PAID', 'PREPARING'] as const)
      expect(nextOrderState(paid(state), 'cancel', 'operator')).toBe('CANCELLED');
    for (const state of ['SHIPPED', 'DELIVERED', 'CANCELLED'] as const)
      expect(() => nextOrderState(paid(state), 'cancel', 'operator')).toThrow();
  });

  it('expires only unpaid orders, and only by the system', () => {
    expect(nextOrderState(paid('PLACED'), 'expire', 'system')).toBe('CANCELLED');
    expect(nextOrderState(paid('CONFIRMED'), 'expire', 'system')).toBe('CANCELLED');
    expect(() => nextOrderState(paid('PAID'), 'expire', 'system')).toThrow();
    expect(() => nextOrderState(paid('PLACED'), 'expire', 'operator')).toThrow();
  });

  it('ships a deposit order only once its balance is paid, and takes the balance only while one is owed', () => {
    const owing = { state: 'PREPARING' as const, balanceDue: true, toBeQuoted: false };
    expect(allowedOrderActions(owing, 'operator')).toEqual(['payBalance', 'cancel']);
    expect(() => nextOrderState(owing, 'ship', 'operator')).toThrow(/balance has not been paid/);
    expect(nextOrderState(owing, 'payBalance', 'operator')).toBe('PREPARING');
    expect(allowedOrderActions(paid('PREPARING'), 'operator')).toEqual(['ship', 'cancel']);
    expect(() => nextOrderState(paid('PAID'), 'payBalance', 'operator')).toThrow();
  });

  it('lets operators edit a placed order only, and confirm it only once its costs are quoted', () => {
    expect(nextOrderState(paid('PLACED'), 'edit', 'operator')).toBe('PLACED');
    expect(allowedOrderActions(paid('PLACED'), 'operator')).toEqual(['confirm', 'edit', 'cancel']);
    for (const state of ['CONFIRMED', 'PAID', 'SHIPPED', 'CANCELLED'] as const)
      expect(() => nextOrderState(paid(state), 'edit', 'operator')).toThrow(/cannot be changed/);
    expect(() => nextOrderState(paid('PLACED'), 'edit', 'buyer')).toThrow();
    const quoting = { state: 'PLACED' as const, balanceDue: false, toBeQuoted: true };
    expect(allowedOrderActions(quoting, 'operator')).toEqual(['edit', 'cancel']);
    expect(() => nextOrderState(quoting, 'confirm', 'operator')).toThrow(/freight is still to be quoted/);
  });

  it('never lets a buyer move the order forward', () => {
    for (const state of ORDER_STATES)
      for (const action of ['confirm', 'pay', 'prepare', 'ship', 'deliver'] as const)
        expect(() => nextOrderState(paid(state), action, 'buyer')).toThrow();
  });

  it('counts delivered and cancelled orders as finished', () => {
    expect(ORDER_STATES.filter(isOpenOrder)).toEqual([
      'PENDING_APPROVAL',
      'PLACED',
      'CONFIRMED',
      'PAID',
      'PREPARING',
      'SHIPPED',
    ]);
  });

  it('numbers orders by year and sequence', () => {
    expect(orderNumber(123, new Date('2026-11-25T10:00:00Z'))).toBe('O-2026-000123');
    expect(() => orderNumber(0, new Date())).toThrow(RangeError);
  });
});
