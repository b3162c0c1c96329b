import {
  DomainError,
  notFound,
  productAvailability,
  type RestockAskBody,
  type RestockAskResult,
  unavailableText,
} from '@hive/domain';
import type { Db } from '../../db/client.js';
import { restockRepository } from './restock.repository.js';

/** Who asks: a signed-in buyer (by the buyer) or a visitor (by the e-mail address they give). */
export type Asker = { buyerId: number } | { email: string };

/** Restock requests: a buyer's or a visitor's ask (the operators' list is `console/`; the e-mail `restock-notice.ts`'s). */
export function restockService({ db }: { db: Db }) {
  const repository = restockRepository(db);
  return {
    /**
     * Records the ask once per product and person; a product that can be ordered now takes none (409), nor does a
     * withdrawn one, which is not coming back to the storefront (409 naming it).
     */
    async ask(asker: Asker, body: RestockAskBody): Promise<RestockAskResult> {
      const product = await repository.product(body.productId);
      if (!product) throw notFound('The product');
      if (productAvailability(product) === 'withdrawn')
        throw new DomainError(
          'CONFLICT',
          `${unavailableText([product], (named) => named.sku)}. It will not be restocked.`,
        );
      if (product.available)
        throw new DomainError('CONFLICT', 'This product is available: it can be ordered now, no restock to wait for.');
      const recorded = await repository.ask({
        productId: body.productId,
        buyerId: 'buyerId' in asker ? asker.buyerId : null,
        email: 'email' in asker ? asker.email : null,
        language: body.language,
      });
      return { status: recorded ? 'recorded' : 'already' };
    },
  };
}

export type RestockService = ReturnType<typeof restockService>;
