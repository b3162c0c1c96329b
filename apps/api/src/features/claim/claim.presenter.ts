import {
  type ClaimView,
  type ConsoleClaimRow,
  type ConsoleClaimView,
  type Locale,
  localName,
  MAX_CLAIM_PHOTOS,
} from '@hive/domain';
import type { ClaimListRow, ClaimRow } from './claim.repository.js';

/** Where a reader's downloads are: the buyer's API or the console's. */
export type ClaimReader = 'buyer' | 'operator';

const bases = {
  buyer: { claims: '/client/api/v1/claims', orders: '/client/api/v1/orders' },
  operator: { claims: '/console/api/claims', orders: '/console/api/orders' },
} as const;

const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);

/** The claimed lines' value at the order's prices: the most a credit note may give. */
export const claimedValue = (row: Pick<ClaimRow, 'lines'>) =>
  row.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

export function presentClaim(row: ClaimRow, reader: ClaimReader, locale: Locale): ClaimView {
  const base = bases[reader];
  const note = row.creditNote;
  return {
    id: row.id,
    order: { id: row.orderId, number: row.orderNumber },
    kind: row.kind,
    note: row.note,
    state: row.state,
    currency: row.currency,
    lines: row.lines.map((line) => ({
      productId: line.productId,
      sku: line.sku,
      name: localName(line.names, locale),
      quantity: line.quantity,
      delivered: line.delivered,
      unitPrice: line.unitPrice,
      amount: line.quantity * line.unitPrice,
    })),
    claimedValue: claimedValue(row),
    photos: row.photos.map((photo) => ({ ...photo, url: `${base.claims}/${row.id}/photos/${photo.id}` })),
    canAddPhotos: row.state === 'OPEN' && row.photos.length < MAX_CLAIM_PHOTOS,
    maxPhotos: MAX_CLAIM_PHOTOS,
    outcome: row.outcome,
    amount: row.amount,
    reason: row.reason,
    resolvedAt: iso(row.resolvedAt),
    creditNote: note
      ? {
          number: note.number,
          amount: note.amount,
          currency: note.currency,
          status: note.appliedOrder ? 'APPLIED' : note.refundReference ? 'REFUNDED' : 'OPEN',
          appliedOrder: note.appliedOrder,
          refund: note.refundReference ? { reference: note.refundReference, paidOn: note.refundedOn! } : null,
          url: `${base.orders}/${row.orderId}/documents/cn?version=${note.version}`,
        }
      : null,
    createdAt: iso(row.createdAt)!,
  };
}

export const presentConsoleClaim = (row: ClaimRow): ConsoleClaimView => ({
  ...presentClaim(row, 'operator', 'en'),
  buyer: { id: row.buyerId, company: row.company, loginId: row.loginId },
  resolvedBy: row.resolvedBy,
});

export const presentClaimRow = (row: ClaimListRow): ConsoleClaimRow => ({
  id: row.id,
  order: { id: row.orderId, number: row.orderNumber },
  buyer: { id: row.buyerId, company: row.company },
  kind: row.kind,
  state: row.state,
  outcome: row.outcome,
  currency: row.currency,
  claimedValue: row.claimedValue,
  photos: row.photos,
  createdAt: iso(row.createdAt)!,
});
