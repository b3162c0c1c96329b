import { type BuyerHome, type Locale, notFound } from '@hive/domain';
import type { Db } from '../../db/client.js';
import type { PricedBuyer } from '../../plugins/session.js';
import { presentBuyerHome } from './buyer-home.presenter.js';
import { buyerHomeRepository } from './buyer-home.repository.js';

/** A signed-in buyer's home, and the products they opened last (kept for it). */
export function buyerHomeService({ db }: { db: Db }) {
  const repository = buyerHomeRepository(db);

  return {
    async home(buyer: PricedBuyer, locale: Locale): Promise<BuyerHome> {
      return presentBuyerHome(
        await repository.home(buyer.buyerId, buyer.memberId, buyer.pricing),
        locale,
        buyer.pricing,
      );
    },

    async recordView(buyerId: number, productId: number): Promise<void> {
      if (!(await repository.record(buyerId, productId))) throw notFound('Product');
    },
  };
}

export type BuyerHomeService = ReturnType<typeof buyerHomeService>;
