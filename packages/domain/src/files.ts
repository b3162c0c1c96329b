/**
 * Files people send (chat attachments, a supplier's application): what a file is comes from its first bytes, never
 * from its name or the type the sender claims, and the name it is kept and downloaded under ends with that type's
 * extension — a page in disguise never goes back out as `.html`.
 */
export const FILE_EXTENSIONS = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
} as const satisfies Record<string, readonly string[]>;
export type FileType = keyof typeof FILE_EXTENSIONS;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The type a file's first bytes say it is (its magic number), or undefined for anything else. */
export function sniffFileType(bytes: Uint8Array): FileType | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif'; // GIF8
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

/**
 * The name a file of `type` is kept under: the sender's name when its extension is one of the type's, else the name
 * without its extension and with the type's ('invoice.html' of a PDF is 'invoice.pdf').
 */
export function fileNameFor(name: string, type: FileType): string {
  const extensions: readonly string[] = FILE_EXTENSIONS[type];
  const dot = name.lastIndexOf('.');
  if (dot > 0 && extensions.includes(name.slice(dot + 1).toLowerCase())) return name;
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/[.\s]+$/, '');
  return `${stem || 'file'}.${extensions[0]}`;
}
