import type { BrandRequestBody, ContactBody, IssueReportBody, SupplierApplicationBody } from '@hive/domain';
import { api } from '../../../lib/api-client';

/** Each form files one request per submission: `key` is its `Idempotency-Key` (a double click sends it twice). */
const send = (path: string, body: unknown, key: string) =>
  api(`/client/api/v1/support/${path}`, (s) => s.supportReceipt, { method: 'POST', body, idempotencyKey: key });

export const sendSupplierApplication = (body: SupplierApplicationBody, key: string) =>
  send('supplier-application', body, key);
export const sendBrandRequest = (body: BrandRequestBody, key: string) => send('brand-request', body, key);
export const sendContact = (body: ContactBody, key: string) => send('contact', body, key);
export const sendIssueReport = (body: IssueReportBody, key: string) => send('issue', body, key);
