import { describe, expect, it } from 'vitest';
import { fileNameFor, sniffFileType } from '../src/files.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('uploaded files', () => {
  it('tells a file by its first bytes, never its name', () => {
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffFileType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffFileType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffFileType(new TextEncoder().encode('<html><script>'))).toBeUndefined();
  });

  it("names a file with its type's extension, keeping a name that already has one of them", () => {
    expect(fileNameFor('invoice.html', 'application/pdf')).toBe('invoice.pdf');
    expect(fileNameFor('report.pdf.html', 'application/pdf')).toBe('report.pdf.pdf');
    expect(fileNameFor('Price list.PDF', 'application/pdf')).toBe('Price list.PDF');
    expect(fileNameFor('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(fileNameFor('photo.png', 'image/jpeg')).toBe('photo.jpg');
    expect(fileNameFor('label', 'image/png')).toBe('label.png');
    expect(fileNameFor('.htaccess', 'image/gif')).toBe('.htaccess.gif');
    expect(fileNameFor('shot. .', 'image/webp')).toBe('shot.webp');
  });
});
