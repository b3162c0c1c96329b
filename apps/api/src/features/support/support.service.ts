import {
  type BrandRequestBody,
  type ContactBody,
  confirmationEchoes,
  DomainError,
  fileNameFor,
  type IssueReportBody,
  mailboxOf,
  notFound,
  type SupplierApplicationBody,
  type SupportKind,
  type SupportStatus,
  supportFileType,
} from '@hive/domain';
import { auditRepository } from '../../audit/audit.repository.js';
import type { Db } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import type { Mailer } from '../../mail/mail.service.js';
import type { MailTemplate } from '../../mail/templates/types.js';
import type { Operator } from '../../plugins/operator-session.js';
import { countHits } from '../../plugins/rate-limits.js';
import { recordEvent } from '../../webhooks/webhook-events.js';
import { presentDetail, presentRow, reference } from './support.presenter.js';
import { type NewSupportRequest, type SupportFile, supportRepository } from './support.repository.js';

/** The confirmation that repeats what was sent, to the signed-in buyer's own address (`confirmationEchoes`). */
const CONFIRMATION: Record<SupportKind, MailTemplate> = {
  supplier: 'supportSupplier',
  brandRequest: 'supportBrandRequest',
  contact: 'supportContact',
  issue: 'supportIssue',
};

/** The attached file's bytes, its type read from them: a renamed executable is refused whatever its name says. */
function fileOf(file: SupplierApplicationBody['file']): SupportFile | null {
  if (!file) return null;
  const data = Buffer.from(file.data, 'base64');
  const contentType = supportFileType(data);
  if (!contentType || data.length === 0)
    throw new DomainError('BAD_REQUEST', 'body.file: must be a PDF or an image (PNG, JPEG or WebP)');
  return { name: fileNameFor(file.name, contentType), contentType, data };
}

export type SupportService = ReturnType<typeof supportService>;

/** A request as the console's detail shows it, read with `db` (the changing transaction's, for an event). */
async function supportDetail(db: Db, id: number) {
  const row = await supportRepository(db).detail(id);
  if (!row) throw notFound('Support request');
  const history = await auditRepository(db).page({ targetType: 'support', targetId: String(id) }, 1, 50);
  return presentDetail(row, history.list);
}
/** A mailbox's confirmations are counted over this window from the first. */
const DAY_SECONDS = 86_400;

export function supportService({
  db,
  mailer,
  confirmationsPerDay,
}: {
  db: Db;
  mailer: Mailer;
  /** Confirmations one mailbox gets a day, every form together; past them a request is stored without one. */
  confirmationsPerDay: number;
}) {
  /**
   * Stores what was sent and, when there is an address to answer and its mailbox has not had its day's confirmations,
   * the confirmation e-mail: both or neither. It repeats what was written only to the signed-in buyer's own address.
   */
  async function receive(request: NewSupportRequest, file: SupportFile | null, values: Record<string, string>) {
    const id = await transaction(db, async (tx) => {
      const repository = supportRepository(tx);
      const id = await repository.add(request, file);
      await recordEvent(tx, 'support.request_created', `support:${id}`, () => supportDetail(tx, id));
      if (!request.email) return id;
      const [count] = await countHits(tx, [`support-confirmations|${mailboxOf(request.email)}`], DAY_SECONDS);
      if (count!.hits > confirmationsPerDay) return id;
      const echo =
        request.buyerId !== null && confirmationEchoes(request.email, await repository.buyerEmail(request.buyerId));
      await mailer.enqueue(tx, {
        to: request.email,
        language: request.language,
        ...(echo
          ? {
              template: CONFIRMATION[request.kind],
              values: { name: request.name, reference: reference(id), ...values },
            }
          : { template: 'supportReceived' as const, values: { reference: reference(id) } }),
      });
      return id;
    });
    void mailer.flush();
    return { reference: reference(id) };
  }

  return {
    supplierApplication: (body: SupplierApplicationBody, buyerId: number | null) =>
      receive(
        {
          kind: 'supplier',
          name: body.name,
          email: body.email,
          company: body.company,
          phone: body.phone,
          topic: body.brand,
          message: body.message,
          fields: { website: body.website, categories: body.categories },
          language: body.language,
          buyerId,
        },
        fileOf(body.file),
        { brand: body.brand },
      ),

    brandRequest: (body: BrandRequestBody, buyerId: number | null) =>
      receive(
        {
          kind: 'brandRequest',
          name: body.name,
          email: body.email,
          company: body.company,
          phone: '',
          topic: body.brand,
          message: body.message,
          fields: body.product ? { product: body.product } : {},
          language: body.language,
          buyerId,
        },
        null,
        { brand: body.brand },
      ),

    contact: (body: ContactBody, buyerId: number | null) =>
      receive(
        {
          kind: 'contact',
          name: body.name,
          email: body.email,
          company: body.company,
          phone: '',
          topic: body.subject,
          message: body.message,
          fields: {},
          language: body.language,
          buyerId,
        },
        null,
        { subject: body.subject },
      ),

    issue: (body: IssueReportBody, buyerId: number | null) =>
      receive(
        {
          kind: 'issue',
          name: '',
          email: body.email,
          company: '',
          phone: '',
          topic: body.page,
          message: body.message,
          fields: { error: body.error, requestId: body.requestId },
          language: body.language,
          buyerId,
        },
        null,
        {},
      ),

    async page(filter: { kind?: SupportKind; status?: SupportStatus }, page: number, size: number) {
      const { list, total } = await supportRepository(db).page(filter, page, size);
      return { list: list.map(presentRow), page, size, total, totalPages: Math.ceil(total / size) };
    },

    newCount: async () => ({ new: await supportRepository(db).newCount() }),

    detail: (id: number) => supportDetail(db, id),

    async file(id: number) {
      const file = await supportRepository(db).file(id);
      if (!file) throw notFound('File');
      return file;
    },

    /** New, in progress or done: the change is kept in the audit log with the request. */
    async setStatus(operator: Operator, id: number, status: SupportStatus) {
      await transaction(db, async (tx) => {
        const repository = supportRepository(tx);
        const before = await repository.detail(id, true);
        if (!before) throw notFound('Support request');
        if (before.status === status) return;
        await repository.setStatus(id, status);
        await auditRepository(tx).record({
          operatorId: operator.id,
          action: 'support.status',
          targetType: 'support',
          targetId: id,
          before: { status: before.status },
          after: { status },
        });
      });
      return this.detail(id);
    },
  };
}
