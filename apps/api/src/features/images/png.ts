import { crc32, deflateSync } from 'node:zlib';

/** PNG's chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG of RGBA pixels (8 bits a channel, not premultiplied): with a palette when they have 256 colours or fewer, as
 * a drawing of flat shapes does (about half the bytes), in full RGBA otherwise. Rows unfiltered.
 */
export function encodePng(rgba: Buffer, width: number, height: number): Buffer {
  // A pixel's four bytes read as one number (in the machine's byte order: only compared, and written back as bytes).
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const colours = new Map<number, number>();
  for (let i = 0; i < pixels.length && colours.size <= 256; i++)
    if (!colours.has(pixels[i]!)) colours.set(pixels[i]!, colours.size);
  const indexed = colours.size <= 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, indexed ? 3 : 6, 0, 0, 0], 8); // 8 bits, palette or RGBA, deflate, adaptive filtering, no interlace
  const stride = width * (indexed ? 1 : 4) + 1;
  const image = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    if (!indexed) {
      rgba.copy(image, y * stride + 1, y * width * 4, (y + 1) * width * 4);
      continue;
    }
    let last = -1;
    let index = 0;
    for (let x = 0; x < width; x++) {
      const colour = pixels[y * width + x]!;
      if (colour !== last) {
        last = colour;
        index = colours.get(colour) ?? 0;
      }
      image[y * stride + 1 + x] = index;
    }
  }
  // The palette's colours as bytes again, as they were in `rgba`: red, green, blue (PLTE), then alpha (tRNS).
  const entries = Buffer.from(new Uint32Array([...colours.keys()]).buffer);
  const rgb = Buffer.alloc(colours.size * 3);
  const alpha = Buffer.alloc(colours.size);
  for (let i = 0; i < colours.size; i++) {
    entries.copy(rgb, i * 3, i * 4, i * 4 + 3);
    alpha[i] = entries[i * 4 + 3] ?? 0;
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...(indexed ? [chunk('PLTE', rgb), chunk('tRNS', alpha)] : []),
    chunk('IDAT', deflateSync(image)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
