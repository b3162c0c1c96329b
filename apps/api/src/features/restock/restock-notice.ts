import { localName } from '@hive/domain';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../mail/mail.service.js';
import { restockRepository } from './restock.repository.js';

/**
 * Tells whoever asked for a restock of `productIds` that they can be ordered again — call it inside the transaction
 * that adds stock (a cancelled order's units going back, an operator's stock edit, a product put back on sale), with
 * the ids whose stock or sale went up; call `mailer.flush()` after the commit. Products still sold out are left
 * waiting; each request is told once (marked in the same transaction, skipped by another process holding it).
 * Returns how many e-mails were written.
 */
export type NotifyRestocked = (tx: Db, productIds: readonly number[]) => Promise<number>;

/**
 * The restock feature's published face: `app.ts` makes `notifyRestocked` once and passes it to the features that add
 * stock (today the order feature, where a cancelled order's held units go back; the console catalogue when it edits
 * stock or puts a product back on sale).
 */
export function restockNotice({ mailer, publicUrl }: { mailer: Mailer; publicUrl: string }): {
  notifyRestocked: NotifyRestocked;
} {
  return {
    async notifyRestocked(tx, productIds) {
      if (productIds.length === 0) return 0;
      const due = await restockRepository(tx).takeDue([...new Set(productIds)]);
      for (const notice of due) {
        await mailer.enqueue(tx, {
          to: notice.email,
          template: 'restockAvailable',
          language: notice.language,
          values: {
            product: localName(notice.names, notice.language),
            sku: notice.sku,
            link: new URL(`/product/${notice.productId}/`, publicUrl).toString(),
          },
        });
      }
      return due.length;
    },
  };
}
