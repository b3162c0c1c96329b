import {
  CART_MAX_ITEMS,
  type CartAddBody,
  type CartAddResult,
  type CartEditBody,
  type CartItem,
  DomainError,
  isChoosable,
  type Locale,
  type Pricing,
  unavailableText,
} from '@hive/domain';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { repeatEvery } from '../../lib/jobs.js';
import { presentProductSummary } from '../../products/product-card.js';
import { type CartItemRow, type CartOwner, cartRepository } from './cart.repository.js';

export type { CartOwner } from './cart.repository.js';

export type CartServiceOptions = { db: Db };

/** A visitor's cart lives as long as its cookie: this long after its last change, it is deleted. */
export const GUEST_CART_DAYS = 180;

const presentCartItem = (row: CartItemRow, locale: Locale, pricing: Pricing | undefined): CartItem => ({
  id: row.itemId,
  product: presentProductSummary(row, locale, pricing),
  quantity: row.quantity,
  // A withdrawn product's line stays in the cart, marked, and can no longer be chosen.
  checked: row.checked && isChoosable(row),
  ...(row.inBasket === null ? {} : { inBasket: row.inBasket }),
});

/**
 * The cart, for visitors and buyers alike. `owner` is null for a visitor without a cart yet (no cookie, or one that
 * names no visitor's cart): they read an empty cart, and their first add makes one.
 */
export function cartService({ db }: CartServiceOptions) {
  const repository = cartRepository(db);

  return {
    /** Deletes the visitors' carts nobody can reach any more; safe in several processes at once. */
    deleteAbandoned: () => repository.deleteAbandonedGuestCarts(GUEST_CART_DAYS),

    /** Runs `deleteAbandoned` every `intervalMs`; returns a stop function (the app calls it on close). */
    startCleanup(log: { error: (details: object, message: string) => void }, intervalMs = 3_600_000): () => void {
      return repeatEvery(
        'cart-cleanup',
        intervalMs,
        () => repository.deleteAbandonedGuestCarts(GUEST_CART_DAYS),
        (error) => log.error({ err: error }, 'abandoned cart cleanup failed'),
      );
    },

    /** The owner of a visitor's cart id, when it names a visitor's cart. */
    async guestOwner(guestCartId: string | undefined): Promise<CartOwner | null> {
      if (!guestCartId || !(await repository.guestCartExists(guestCartId))) return null;
      return { guestCartId };
    },

    count: (owner: CartOwner | null) => (owner ? repository.count(owner) : Promise.resolve(0)),

    async list(owner: CartOwner | null, locale: Locale, pricing: Pricing | undefined): Promise<CartItem[]> {
      if (!owner) return [];
      // A visitor's rows are read without price columns: `pricing` is the buyer's or nothing.
      const rows = await repository.list(owner, 'memberId' in owner ? pricing : undefined);
      return rows.map((row) => presentCartItem(row, locale, 'memberId' in owner ? pricing : undefined));
    },

    exists: (owner: CartOwner | null, productIds: number[]) =>
      owner ? repository.productsInCart(owner, productIds) : Promise.resolve([]),

    /**
     * Adds or updates the lines in one transaction. A visitor's cart id comes back as `guestCartId` for the cookie:
     * a new cart's when they had none, else theirs, so that the cookie's lifetime starts again. An unknown product is
     * a 404, a withdrawn one a 409 naming it; a sold-out one goes in (it is shown, marked, and can wait for a restock).
     */
    async add(owner: CartOwner | null, lines: CartAddBody): Promise<{ result: CartAddResult; guestCartId?: string }> {
      return transaction(db, async (tx) => {
        const cart = cartRepository(tx);
        const products = await cart.products(lines.map((line) => line.productId));
        const known = new Set(products.map((product) => product.id));
        const unknown = lines.findIndex((line) => !known.has(line.productId));
        if (unknown >= 0) throw new DomainError('NOT_FOUND', `body.${unknown}.productId: no such product`);
        const withdrawn = products.filter((product) => !isChoosable(product));
        if (withdrawn.length > 0)
          throw new DomainError(
            'SOLD_OUT',
            `${unavailableText(withdrawn, (product) => product.sku)}. Nothing was added to the cart.`,
          );
        const isBuyer = owner !== null && 'memberId' in owner;
        const cartId = isBuyer
          ? await cart.memberCart(owner.memberId)
          : (owner?.guestCartId ?? (await cart.createGuestCart()));
        const result = await cart.add(cartId, lines);
        if (result.count > CART_MAX_ITEMS) {
          throw new DomainError('CONFLICT', `A cart holds at most ${CART_MAX_ITEMS} products. Remove some first.`);
        }
        return { result, ...(isBuyer ? {} : { guestCartId: cartId }) };
      });
    },

    /** All or nothing: an item id that is not in the owner's cart fails the whole change with 404. */
    async edit(owner: CartOwner | null, body: CartEditBody): Promise<{ updated: number }> {
      if (!owner) {
        if (body.items) throw new DomainError('NOT_FOUND', 'Cart item not found');
        return { updated: 0 };
      }
      return transaction(db, async (tx) => {
        const { all, itemIds } = await cartRepository(tx).edit(owner, body);
        const missing = body.items?.find((item) => !itemIds.includes(item.id));
        if (missing) throw new DomainError('NOT_FOUND', `Cart item ${missing.id} not found`);
        return { updated: body.items ? itemIds.length : all };
      });
    },

    async delete(owner: CartOwner | null, itemIds: number[]): Promise<{ deleted: number }> {
      return { deleted: owner ? await repository.delete(owner, itemIds) : 0 };
    },

    /** At sign-in: the visitor's items move into the buyer's cart, in one transaction. */
    mergeGuestCart: (guestCartId: string, memberId: number) =>
      transaction(db, (tx) => cartRepository(tx).merge(guestCartId, memberId)),
  };
}

export type CartService = ReturnType<typeof cartService>;
