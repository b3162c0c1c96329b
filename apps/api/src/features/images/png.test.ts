import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png.js';

/** Pixels decoded by sharp, a PNG reader of its own. */
const decode = async (png: Buffer) => (await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;

describe('PNG encoding', () => {
  it('keeps every pixel of a picture with more than 256 colours, as RGBA', async () => {
    const rgba = Buffer.alloc(32 * 32 * 4);
    for (let i = 0; i < 32 * 32; i++) rgba.set([i % 256, (i * 7) % 256, i >> 2, 255 - (i % 200)], i * 4);
    const png = encodePng(rgba, 32, 32);
    expect(png[25]).toBe(6); // IHDR's colour type: RGBA
    expect(await decode(png)).toEqual(rgba);
  });

  it('writes a picture of few colours with a palette, transparency kept', async () => {
    const rgba = Buffer.alloc(40 * 20 * 4);
    for (let i = 0; i < 40 * 20; i++)
      rgba.set(i % 40 < 20 ? [0xdf, 0xe7, 0xfd, 255] : [0x5a, 0x7f, 0xd6, i % 3 ? 0 : 128], i * 4);
    const png = encodePng(rgba, 40, 20);
    expect(png[25]).toBe(3); // a palette
    expect(await decode(png)).toEqual(rgba);
    expect(png.length).toBeLessThan(200);
  });
});
