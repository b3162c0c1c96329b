import { type FileType, fileNameFor } from '@hive/domain';
import type { FastifyReply } from 'fastify';

/**
 * Sends a file someone uploaded as a download, never as a page: its checked type, a name with that type's extension,
 * `attachment`, nosniff, and a policy that runs nothing should a browser open it anyway.
 */
export function sendUploadedFile(reply: FastifyReply, file: { name: string; contentType: FileType; data: Buffer }) {
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(fileNameFor(file.name, file.contentType))}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

/** An uploaded body's bytes as a Buffer, without copying them (the body parser made a Buffer already). */
export const bytesOf = (body: Uint8Array): Buffer => Buffer.from(body.buffer, body.byteOffset, body.byteLength);
