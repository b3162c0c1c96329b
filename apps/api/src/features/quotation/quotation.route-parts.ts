import { quotationDetailQuery, quotationIdParams, quotationOfferParams } from '@hive/domain';
import type { FastifyReply } from 'fastify';

/*
 * What the buyer's and the console's quotation routes share: one quotation by id, answered with its detail (the
 * buyer's or the console's), and an offer version's PDF.
 */

/** Reading one quotation: the id in the path, the reader's locale in the query, its detail in the answer. */
export const detailSchema = <Detail>(tags: string[], summary: string, detail: Detail) => ({
  tags,
  summary,
  params: quotationIdParams,
  querystring: quotationDetailQuery,
  response: detail,
});

/** A change to one quotation, with its body; the answer is the quotation's detail after it. */
export const changeSchema = <Body, Detail>(tags: string[], summary: string, body: Body, detail: Detail) => ({
  ...detailSchema(tags, summary, detail),
  body,
});

export const offerPdfSchema = (tags: string[]) => ({
  tags,
  summary: "An offer version's PDF",
  params: quotationOfferParams,
});

/** An offer version's PDF, as a download no cache keeps. */
export const sendOfferPdf = (reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
