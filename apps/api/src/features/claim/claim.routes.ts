import {
  CLAIM_PHOTO_MAX_BYTES,
  claimBody,
  claimPhotoParams,
  claimPhotoQuery,
  claimView,
  envelope,
  idParams,
  localeQuery,
  orderClaims,
  orderDetailQuery,
  orderIdParams,
  uploadBody,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bytesOf, sendUploadedFile } from '../../lib/uploaded-files.js';
import { buyerOnly, signedInBuyer } from '../../plugins/session.js';
import type { ClaimService } from './claim.service.js';

const tags = ['claims'];
/** The routes under an order's address are listed with the orders. */
const orderTags = ['orders'];
/** What a photo may be sent as: the picture's own type, or plain bytes; its content decides what it is. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

/**
 * The buyer's claims after delivery: reporting one on their own delivered order (once per Idempotency-Key), its
 * photos, reading it and an order's claims. Every route is the signed-in buyer's (401 otherwise), decided by the route;
 * another buyer's order, claim or photo is not found.
 */
export const claimRoutes: FastifyPluginAsyncZod<{ claims: ClaimService }> = async (app, { claims }) => {
  app.addContentTypeParser(PHOTO_TYPES, { parseAs: 'buffer', bodyLimit: CLAIM_PHOTO_MAX_BYTES }, (_r, body, done) =>
    done(null, body),
  );
  app.addHook('preHandler', buyerOnly);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/client/api/v1/orders/:id/claims',
    {
      config: { idempotent: true },
      schema: {
        tags: orderTags,
        summary:
          'Report a problem on a delivered order within the terms’ window: lines in units (at most those delivered), ' +
          'kind, note; once per Idempotency-Key',
        params: orderIdParams,
        querystring: localeQuery,
        body: claimBody,
        response: { 200: envelope(claimView) },
      },
    },
    async (request) => ({
      payload: await claims.create(
        signedInBuyer(request).buyerId,
        request.params.id,
        request.body,
        request.idempotencyClaim?.key ?? null,
        request.query.locale,
      ),
    }),
  );

  app.get(
    '/client/api/v1/orders/:id/claims',
    {
      schema: {
        tags: orderTags,
        summary: "An order's claims, and whether one may be reported now (delivered, within the window)",
        params: orderIdParams,
        querystring: orderDetailQuery,
        response: { 200: envelope(orderClaims) },
      },
    },
    async (request) => ({
      payload: await claims.ofOrder(signedInBuyer(request).buyerId, request.params.id, 'buyer', request.query.locale),
    }),
  );

  app.post(
    '/client/api/v1/claims/:id/photos',
    {
      config: { idempotent: true },
      bodyLimit: CLAIM_PHOTO_MAX_BYTES,
      schema: {
        tags,
        consumes: ['image/jpeg', 'image/png', 'image/webp'],
        summary:
          'Add a photo to your open claim: the picture as the body (JPEG, PNG or WebP, read from its content, up to ' +
          '10 MB), at most 10 per claim; once per Idempotency-Key',
        params: idParams,
        querystring: claimPhotoQuery.extend(localeQuery.shape),
        body: uploadBody,
        response: { 200: envelope(claimView) },
      },
    },
    async (request) => ({
      payload: await claims.addPhoto(
        signedInBuyer(request).buyerId,
        request.params.id,
        { name: request.query.name, data: bytesOf(request.body) },
        request.query.locale,
      ),
    }),
  );

  app.get(
    '/client/api/v1/claims/:id',
    {
      schema: {
        tags,
        summary: 'Your claim: lines, photos, state, outcome and credit note',
        params: idParams,
        querystring: localeQuery,
        response: { 200: envelope(claimView) },
      },
    },
    async (request) => ({
      payload: await claims.view(request.params.id, 'buyer', request.query.locale, signedInBuyer(request).buyerId),
    }),
  );

  app.get(
    '/client/api/v1/claims/:id/photos/:photoId',
    { schema: { tags, summary: 'A photo of your claim, as a download', params: claimPhotoParams } },
    async (request, reply) =>
      sendUploadedFile(
        reply,
        await claims.photo(request.params.id, request.params.photoId, signedInBuyer(request).buyerId),
      ),
  );
};
