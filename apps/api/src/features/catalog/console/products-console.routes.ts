import {
  bulkResult,
  cappedPageOf,
  consoleProductDetail,
  consoleProductRow,
  consoleProductsQuery,
  envelope,
  idParams,
  productBody,
  productImagesBody,
  productsBulkBody,
  uploadBody,
  uploadedImage,
} from '@hive/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.js';
import { bytesOf } from '../../../lib/uploaded-files.js';
import { operatorOf } from '../../../plugins/operator-session.js';
import {
  MAX_UPLOAD_BYTES,
  PRODUCT_IMAGE_WIDTH,
  storeUploadedImage,
  uploadedImageUrl,
} from '../../../products/uploaded-images.js';
import type { ProductsConsoleService } from './products-console.service.js';

const tags = ['console'];
const detail = { 200: envelope(consoleProductDetail) };
/** What an upload may be sent as: the file's own type, or plain bytes; its content decides what it is. */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

/** The catalogue's products in the console: every operator (staff too) may keep them. */
export const productsConsoleRoutes: FastifyPluginAsyncZod<{ products: ProductsConsoleService; db: Db }> = async (
  app,
  { products, db },
) => {
  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/console/api/products',
    {
      schema: {
        tags,
        summary: 'Products, newest first, by name, SKU or barcode and filters',
        querystring: consoleProductsQuery,
        response: { 200: envelope(cappedPageOf(consoleProductRow)) },
      },
    },
    async ({ query }) => ({ payload: await products.page(query, query.page, query.size) }),
  );

  app.get(
    '/console/api/products/:id',
    { schema: { tags, summary: 'A product as operators edit it', params: idParams, response: detail } },
    async ({ params }) => ({ payload: await products.detail(params.id) }),
  );

  app.post(
    '/console/api/products',
    {
      config: { idempotent: true },
      schema: { tags, summary: 'Create a product', body: productBody, response: detail },
    },
    async (request) => ({ payload: await products.create(operatorOf(request), request.body) }),
  );

  app.put(
    '/console/api/products/:id',
    { schema: { tags, summary: 'Change a product', params: idParams, body: productBody, response: detail } },
    async (request) => ({ payload: await products.update(operatorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/console/api/products/:id/images',
    {
      schema: {
        tags,
        summary: "Set a product's pictures, in order",
        params: idParams,
        body: productImagesBody,
        response: detail,
      },
    },
    async (request) => ({
      payload: await products.setImages(operatorOf(request), request.params.id, request.body.images),
    }),
  );

  app.post(
    '/console/api/products/bulk',
    {
      schema: {
        tags,
        summary: 'Hide, show, move to a brand or set the stock of checked products',
        body: productsBulkBody,
        response: { 200: envelope(bulkResult) },
      },
    },
    async (request) => ({ payload: await products.bulk(operatorOf(request), request.body) }),
  );

  app.post(
    '/console/api/images',
    {
      schema: {
        tags,
        summary: 'Upload a JPEG, PNG or WebP image (the bytes as the body): resized and kept; answers its address',
        consumes: UPLOAD_TYPES,
        body: uploadBody,
        response: { 200: envelope(uploadedImage) },
      },
    },
    async (request) => {
      operatorOf(request);
      const hash = await storeUploadedImage(db, bytesOf(request.body));
      return { payload: { url: uploadedImageUrl(hash, PRODUCT_IMAGE_WIDTH) } };
    },
  );
};
