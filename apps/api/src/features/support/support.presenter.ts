import type { SupportDetail, SupportRow } from '@hive/domain';
import { type AuditRow, presentAudit } from '../../audit/audit.repository.js';
import type { SupportDetailData, SupportRowData } from './support.repository.js';

/** The number people quote when they write again: HS-000042. */
export const reference = (id: number) => `HS-${String(id).padStart(6, '0')}`;

const iso = (date: Date) => new Date(date).toISOString();

export const presentRow = (row: SupportRowData): SupportRow => ({
  id: row.id,
  reference: reference(row.id),
  kind: row.kind,
  status: row.status,
  name: row.name,
  email: row.email,
  company: row.company,
  topic: row.topic,
  hasFile: row.hasFile,
  createdAt: iso(row.createdAt),
});

export const presentDetail = (row: SupportDetailData, history: AuditRow[]): SupportDetail => ({
  ...presentRow(row),
  phone: row.phone,
  message: row.message,
  language: row.language,
  fields: row.fields,
  file: row.file,
  buyer: row.buyer,
  updatedAt: iso(row.updatedAt),
  history: history.map(presentAudit),
});
