import type { AddressView } from '@hive/domain';
import type { Db } from '../../db/client.js';
import { presentAddress } from './account.presenter.js';
import { accountRepository } from './account.repository.js';

/** A buyer's delivery addresses as the buyer sees them, for the console's buyer page (console/). */
export async function buyerAddresses(db: Db, buyerId: number): Promise<AddressView[]> {
  return (await accountRepository(db).addresses(buyerId)).map(presentAddress);
}
