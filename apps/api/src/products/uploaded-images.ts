import { createHash } from 'node:crypto';
import { DomainError } from '@hive/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sqlRunner } from '../db/sql.js';

/**
 * Images operators upload (product pictures, brand logos): the console's catalogue stores them, the images feature
 * serves them. Each upload is checked by its content, resized into the sizes the storefront draws and kept in the
 * database, so that every API process serves it; its address names the hash of the upload, so it never changes and
 * is cached for good.
 */

/** The widths kept of each upload: thumbnails, cards, the product page and its double-density screens. */
export const IMAGE_WIDTHS = [96, 300, 600, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The width a product picture's address names (the product page's), and a brand logo's (cards and headers). */
export const PRODUCT_IMAGE_WIDTH: ImageWidth = 600;
export const LOGO_WIDTH: ImageWidth = 300;
/** The largest upload taken, and the most pixels decoded (a small file can unpack into a huge picture). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;

/** `/img/u/{32 hex}-{width}.webp` */
export const UPLOADED_IMAGE = /^\/img\/u\/([0-9a-f]{32})-(\d{2,4})\.webp$/;
export const uploadedImageUrl = (hash: string, width: ImageWidth) => `/img/u/${hash}-${width}.webp`;

/** What the first bytes say the file is: only JPEG, PNG and WebP are taken, whatever the name or the header claim. */
export function imageKind(bytes: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

const refuse = (message: string) => new DomainError('BAD_REQUEST', message);

/**
 * Checks an upload, resizes it (never enlarged, turned as its EXIF says, metadata dropped) and stores every size; the
 * same content uploaded twice is stored once. Answers its hash. Runs in the caller's transaction when given one.
 */
export async function storeUploadedImage(db: Db, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw refuse('The image is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) throw refuse('The image is larger than 8 MB.');
  if (!imageKind(bytes)) throw refuse('Only JPEG, PNG and WebP images are taken.');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const known = await sqlRunner(db).one(sql`select 1 from uploaded_images where hash = ${hash} limit 1`);
  if (known) return hash;
  let sizes: { width: number; data: Buffer }[];
  // Loaded with the first upload: the image library and its native threads cost every API process ≈ 25 MB.
  const { default: sharp } = await import('sharp');
  try {
    sizes = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(bytes, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
  } catch {
    throw refuse('The image cannot be read.');
  }
  for (const { width, data } of sizes) {
    await db.execute(sql`insert into uploaded_images (hash, width, content_type, bytes)
      values (${hash}, ${width}, 'image/webp', ${data}) on conflict do nothing`);
  }
  return hash;
}

/** Whether an address is an uploaded image that is there (a picture or logo an operator may choose). */
export async function isUploadedImage(db: Db, url: string): Promise<boolean> {
  const match = UPLOADED_IMAGE.exec(url);
  if (!match) return false;
  const row = await sqlRunner(db).one(
    sql`select 1 from uploaded_images where hash = ${match[1]} and width = ${Number(match[2])}`,
  );
  return row !== undefined;
}

/** One size of an upload, to serve. */
export async function readUploadedImage(db: Db, hash: string, width: number) {
  return sqlRunner(db, 'images').one<{ contentType: string; bytes: Buffer }>(
    sql`select content_type as "contentType", bytes from uploaded_images where hash = ${hash} and width = ${width}`,
  );
}
