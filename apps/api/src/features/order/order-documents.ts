import { type DocumentType, notFound } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlRunner } from '../../db/sql.js';
import { renderOrderDocument } from '../../documents/order-pdf.js';
import type { OrderSnapshot } from '../../documents/order-snapshot.js';
import { buildSnapshot, type SnapshotSource } from '../../documents/order-snapshot-builder.js';
import { NO_SELLER, sellerJson } from '../../documents/seller.js';
import type { AttachmentLoader } from '../../mail/mail.service.js';
import { lineFields } from './order.repository.js';

const NO_BANK = { bankName: '', accountName: '', accountNumber: '', swift: '', bankAddress: '' };

export const documentFilename = (number: string, type: DocumentType, version: number) =>
  `${number}-${type.toUpperCase()}-v${version}.pdf`;

type StoredDocument = {
  id: number;
  type: DocumentType;
  version: number;
  number: string;
  pdf: Buffer | null;
  snapshot: OrderSnapshot | null;
};

/**
 * Trade documents: issued as a frozen snapshot of the order (a new version each time), rendered to PDF on first need
 * (a download or a mail) and then kept, so that every download of a version is the same bytes.
 */
export function orderDocuments(db: Db) {
  /** The stored PDF, or the snapshot to render it from when it has none yet. */
  const stored = (condition: ReturnType<typeof sql>) =>
    sqlRunner(db).one<StoredDocument>(sql`select d.id, d.type, d.version, o.number, d.pdf,
        case when d.pdf is null then d.snapshot end as snapshot
      from order_documents d join orders o on o.id = d.order_id ${condition}
      order by d.version desc limit 1`);

  /** Renders a document's snapshot and keeps the PDF; a concurrent first render keeps the one stored first. */
  async function pdfOf(document: StoredDocument): Promise<Buffer> {
    if (document.pdf) return document.pdf;
    const rendered = await renderOrderDocument(document.snapshot!);
    const { one } = sqlRunner(db);
    const kept =
      (await one<{ pdf: Buffer }>(
        sql`update order_documents set pdf = ${rendered} where id = ${document.id} and pdf is null returning pdf`,
      )) ?? (await one<{ pdf: Buffer }>(sql`select pdf from order_documents where id = ${document.id}`));
    return kept!.pdf;
  }

  const file = async (document: StoredDocument | undefined) => {
    if (!document) throw notFound('Document');
    return {
      filename: documentFilename(document.number, document.type, document.version),
      content: await pdfOf(document),
    };
  };

  return {
    /** A document of an order (the newest version unless one is asked for); `buyerId` limits it to that buyer's. */
    find(orderId: number, type: DocumentType, version: number | undefined, buyerId?: number) {
      return stored(sql`where d.order_id = ${orderId} and d.type = ${type}
        ${version === undefined ? sql`` : sql`and d.version = ${version}`}
        ${buyerId === undefined ? sql`` : sql`and o.buyer_id = ${buyerId}`}`).then(file);
    },

    /** What the mailer calls for each attachment. */
    attachment: (async (documentId: number) =>
      file(await stored(sql`where d.id = ${documentId}`))) satisfies AttachmentLoader,

    /**
     * Issues the next version of a document for the order as it is now (its parties, lines and packing; the seller and
     * bank as the settings say today); call it in the transaction that made the change, with the order locked.
     */
    async issue(
      tx: Db,
      orderId: number,
      type: DocumentType,
      /** What a document of its own makes of the order's snapshot (a credit note: its claim's lines and amount). */
      shape: (snapshot: OrderSnapshot) => OrderSnapshot = (snapshot) => snapshot,
    ): Promise<{ id: number; snapshot: OrderSnapshot }> {
      const { one } = sqlRunner(tx);
      const source = await one<SnapshotSource & { nextVersion: number; issuedAt: Date }>(sql`select o.number,
          o.po_number as "poNumber", o.placed_at as "placedAt", q.number as "quotationNumber", o.currency, o.incoterm,
          o.named_place as "namedPlace", o.shipping_method as "shippingMethod",
          o.requested_date::text as "requestedDate", o.payment_method as "paymentMethod", o.memo, o.pay_by as "payBy",
          (select f.note from quotation_offers f where f.quotation_id = o.quotation_id order by f.version desc limit 1)
            as "offerNote",
          (select m.name from order_events e join buyer_members m on m.id = e.member_id
            where e.order_id = o.id and e.action = 'place' order by e.id limit 1) as "orderedBy",
          (select m.name from order_events e join buyer_members m on m.id = e.member_id
            where e.order_id = o.id and e.action = 'approve' order by e.id desc limit 1) as "approvedBy",
          case o.payment_terms when 'ADVANCE' then json_build_object('kind', 'ADVANCE')
            when 'DEPOSIT' then json_build_object('kind', 'DEPOSIT', 'depositPercent', o.deposit_percent) end as terms,
          json_build_object('freight', o.freight, 'insurance', o.insurance, 'duties', o.duties, 'discount', o.discount,
            'credit', o.credit, 'toBeQuoted', o.freight_to_be_quoted) as costs,
          o.shipment, o.ship_to as "shipTo", o.consignee, o.notify_party as "notifyParty",
          case when s.id is not null then ${sellerJson('s')} end as seller,
          case when s.id is not null then json_build_object('bankName', s.bank_name,
            'accountName', s.bank_account_name, 'accountNumber', s.bank_account_number, 'swift', s.bank_swift,
            'bankAddress', s.bank_address) end as bank,
          json_build_object('company', b.company_name, 'contact', b.rep_contact_name, 'email', b.rep_contact_email,
            'phone', '+' || ltrim(pc.calling_code, '+') || ' ' || b.phone_number, 'country', c.name) as buyer,
          (select coalesce(json_agg(json_build_object(${lineFields}) order by l.position), '[]')
            from order_lines l join products p on p.id = l.product_id join brands br on br.id = p.brand_id
            where l.order_id = o.id) as lines,
          (select coalesce(max(version), 0) + 1 from order_documents where order_id = o.id and type = ${type})
            as "nextVersion",
          now() as "issuedAt"
        from orders o join buyers b on b.id = o.buyer_id join countries c on c.id = b.country_id
          join countries pc on pc.id = b.phone_country_id
          left join quotations q on q.id = o.quotation_id left join settings s on s.id = 1
        where o.id = ${orderId}`);
      if (!source) throw notFound('Order');
      const snapshot = shape(
        buildSnapshot(type, source.nextVersion, new Date(source.issuedAt), {
          ...source,
          seller: source.seller ?? NO_SELLER,
          bank: source.bank ?? NO_BANK,
        }),
      );
      return { id: (await this.insert(tx, orderId, snapshot)).id, snapshot };
    },

    /** Stores an issued document (its PDF comes later). */
    async insert(tx: Db, orderId: number, snapshot: OrderSnapshot) {
      const row = await sqlRunner(tx).one<{ id: number }>(sql`insert into order_documents
          (order_id, type, version, snapshot, issued_at)
        values (${orderId}, ${snapshot.type}, ${snapshot.version}, ${JSON.stringify(snapshot)}::jsonb, now())
        returning id`);
      return row!;
    },
  };
}

export type OrderDocuments = ReturnType<typeof orderDocuments>;
