import type { CHAT_ATTACHMENT_TYPES } from '@hive/domain';

type AttachmentType = (typeof CHAT_ATTACHMENT_TYPES)[number];

const starts = (data: Buffer, bytes: number[], at = 0) => bytes.every((byte, i) => data[at + i] === byte);

/** What a file is, read from its first bytes (never from its name or the type the client claims); else undefined. */
export function attachmentType(data: Buffer): AttachmentType | undefined {
  if (starts(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(data, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (starts(data, [0x52, 0x49, 0x46, 0x46]) && starts(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (starts(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return undefined;
}
