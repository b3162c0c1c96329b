import {
  CLAIM_PHOTO_MAX_BYTES,
  CLAIM_PHOTO_TYPES,
  type ClaimBody,
  type ClaimView,
  claimDeadline,
  claimOpen,
  claimRefusal,
  DomainError,
  fileNameFor,
  type Locale,
  MAX_CLAIM_PHOTOS,
  notFound,
  type OrderClaims,
  sniffFileType,
} from '@hive/domain';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { Mailer } from '../../mail/mail.service.js';
import { type ClaimReader, presentClaim } from './claim.presenter.js';
import { type ClaimOrder, claimRepository } from './claim.repository.js';
import { claimNotices } from './claim-notice.js';

export type ClaimServiceOptions = { db: Db; mailer: Mailer; publicUrl: string };

/** The facts the domain's `claimRefusal` decides on, from the order as it is now. */
export const claimFacts = (order: ClaimOrder, now = new Date()) => ({
  state: order.state,
  deliveredAt: order.deliveredAt ? new Date(order.deliveredAt) : null,
  delivered: new Map(order.lines.map((line) => [line.productId, line.units])),
  windowDays: order.windowDays,
  now,
});

const PHOTO_REFUSED = 'A photo is a JPEG, PNG or WebP picture of at most 10 MB.';

/**
 * The buyer's claims: one on a delivered order within the window (the domain's `claimRefusal` decides), its photos
 * while it is open, and reading it. Every claim and order is checked against its buyer: another's is not found.
 */
export function claimService({ db, mailer, publicUrl }: ClaimServiceOptions) {
  const repository = claimRepository(db);
  const notices = claimNotices({ mailer, publicUrl });

  /** The claim as `reader` sees it; a buyer only their own. */
  async function view(id: number, reader: ClaimReader, locale: Locale, buyerId?: number): Promise<ClaimView> {
    const row = await repository.claim(id);
    if (!row || (buyerId !== undefined && row.buyerId !== buyerId)) throw notFound('Claim');
    return presentClaim(row, reader, locale);
  }

  return {
    view,

    /** Reports a problem on the buyer's delivered order; a retry with the same key answers the same claim. */
    async create(buyerId: number, orderId: number, body: ClaimBody, key: string | null, locale: Locale) {
      if (key) {
        const earlier = await repository.byKey(buyerId, key);
        if (earlier) return view(earlier.id, 'buyer', locale, buyerId);
      }
      const id = await transaction(db, async (tx) => {
        const inTx = claimRepository(tx);
        const order = await inTx.order(orderId, true);
        if (!order || order.buyerId !== buyerId) throw notFound('Order');
        const refusal = claimRefusal(claimFacts(order), body.lines);
        if (refusal) throw refusal;
        const created = await inTx.insert({
          orderId,
          buyerId,
          kind: body.kind,
          note: body.note,
          key,
          lines: body.lines,
        });
        if (created === null) return (await inTx.byKey(buyerId, key!))!.id;
        await notices.send(tx, created, 'claimReceived');
        return created;
      });
      void mailer.flush();
      return view(id, 'buyer', locale, buyerId);
    },

    /** Adds a photo to the buyer's open claim: a picture by its content, at most 10 MB, at most 10 per claim. */
    async addPhoto(buyerId: number, claimId: number, file: { name: string; data: Buffer }, locale: Locale) {
      if (file.data.length === 0 || file.data.length > CLAIM_PHOTO_MAX_BYTES)
        throw new DomainError('BAD_REQUEST', PHOTO_REFUSED);
      const contentType = sniffFileType(file.data);
      if (!contentType || !(CLAIM_PHOTO_TYPES as readonly string[]).includes(contentType))
        throw new DomainError('BAD_REQUEST', PHOTO_REFUSED);
      await transaction(db, async (tx) => {
        const inTx = claimRepository(tx);
        const head = await inTx.head(claimId);
        if (!head || head.buyerId !== buyerId) throw notFound('Claim');
        if (head.state !== 'OPEN') throw new DomainError('CONFLICT', 'Photos are added while the claim is open.');
        if (head.photos >= MAX_CLAIM_PHOTOS)
          throw new DomainError('CONFLICT', `A claim holds at most ${MAX_CLAIM_PHOTOS} photos.`);
        await inTx.addPhoto(claimId, { name: fileNameFor(file.name, contentType), contentType, data: file.data });
      });
      return view(claimId, 'buyer', locale, buyerId);
    },

    /** A photo of a claim: the buyer's own claim's, or any for an operator (`buyerId` undefined). */
    async photo(claimId: number, photoId: number, buyerId?: number) {
      const photo = await repository.photo(claimId, photoId);
      if (!photo || (buyerId !== undefined && photo.buyerId !== buyerId)) throw notFound('Photo');
      return photo;
    },

    /** An order's claims, whether a new one may be made now, and the credit taken off it: the buyer's own order only. */
    async ofOrder(
      buyerId: number | undefined,
      orderId: number,
      reader: ClaimReader,
      locale: Locale,
    ): Promise<OrderClaims> {
      const order = await repository.order(orderId);
      if (!order || (buyerId !== undefined && order.buyerId !== buyerId)) throw notFound('Order');
      const facts = claimFacts(order);
      const [claims, appliedCredit] = await Promise.all([repository.ofOrder(orderId), repository.appliedTo(orderId)]);
      return {
        appliedCredit,
        canClaim: claimOpen(facts),
        claimUntil: facts.deliveredAt ? claimDeadline(facts.deliveredAt, order.windowDays).toISOString() : null,
        claims: claims.map((row) => presentClaim(row, reader, locale)),
      };
    },
  };
}

export type ClaimService = ReturnType<typeof claimService>;
