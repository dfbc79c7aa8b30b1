import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  acceptedType,
  checkFile,
  contentProblem,
  contentType,
  fileProblem,
  formatBytes,
  sanitiseFileName,
  storagePathOf,
  typeOfPath,
  uploadPath,
  type FileRule,
} from '@domain/uploads.ts';
import {
  GIF_BYTES,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  pngOfSize,
  SVG_BYTES,
  TEXT_BYTES,
  WEBP_BYTES,
  XLSX_BYTES,
} from '../../support/file-bytes.ts';

const BANNER: FileRule = {
  accept: ['image/jpeg', 'image/png'],
  maxBytes: 1024 * 1024,
  typeMessage: 'Banner must be JPG or PNG.',
  sizeMessage: 'Image must be under 1MB.',
};

describe('file checks before upload', () => {
  it('accepts a file whose type is listed and which is small enough', () => {
    expect(fileProblem({ name: 'banner.png', size: 200_000, type: 'image/png' }, BANNER)).toBeNull();
  });

  it('refuses another type with the caller’s message, whatever the extension says', () => {
    expect(fileProblem({ name: 'banner.png', size: 10, type: 'image/webp' }, BANNER)).toBe(
      'Banner must be JPG or PNG.',
    );
  });

  it('refuses a file over the size cap with the size message (type checked first)', () => {
    expect(fileProblem({ name: 'banner.jpg', size: 1024 * 1024 + 1, type: 'image/jpeg' }, BANNER)).toBe(
      'Image must be under 1MB.',
    );
    expect(fileProblem({ name: 'banner.gif', size: 5e6, type: 'image/gif' }, BANNER)).toBe(
      'Banner must be JPG or PNG.',
    );
  });

  it('says the cap itself when the caller gives no size message', () => {
    expect(fileProblem({ name: 'a.pdf', size: 11, type: 'application/pdf' }, { ...PDF, maxBytes: 10 })).toBe(
      'The file must be at most 10 bytes.',
    );
  });

  it('types an untyped file by its extension, among the accepted types only', () => {
    expect(acceptedType({ name: 'list.PDF', size: 1, type: '' }, PDF)).toBe('application/pdf');
    expect(acceptedType({ name: 'list.txt', size: 1, type: '' }, PDF)).toBeNull();
    expect(acceptedType({ name: 'photo.jpeg', size: 1, type: '' }, { accept: ['image/*'] })).toBe('image/jpeg');
  });

  it('matches image/* wildcards and ignores MIME parameters', () => {
    expect(acceptedType({ name: 'x', size: 1, type: 'image/gif' }, { accept: ['image/*'] })).toBe('image/gif');
    expect(acceptedType({ name: 'x', size: 1, type: 'application/pdf; charset=binary' }, PDF)).toBe(
      'application/pdf; charset=binary',
    );
  });

  it('builds the input accept attribute from types and their extensions', () => {
    expect(acceptAttribute(BANNER)).toBe('image/jpeg,image/png,.jpg,.jpeg,.png');
  });
});

const PDF: FileRule = { accept: ['application/pdf'], typeMessage: 'Please select a PDF file.' };

describe('storage names', () => {
  it('keeps letters, digits, dots, dashes and underscores; the rest becomes single dashes', () => {
    expect(sanitiseFileName('Price List (Surat) – Oct 2026.PDF')).toBe('Price-List-Surat-Oct-2026.pdf');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('Café menu.png')).toBe('Cafe-menu.png');
    expect(sanitiseFileName('.hidden')).toBe('hidden');
  });

  it('never returns an empty stem and caps the length, extension kept', () => {
    expect(sanitiseFileName('???.jpg')).toBe('file.jpg');
    const long = sanitiseFileName(`${'a'.repeat(200)}.pdf`);
    expect(long).toHaveLength(80);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('puts each upload under its prefix with a timestamp, adding the type’s extension when missing', () => {
    expect(uploadPath('logos', { name: 'My Logo.png' }, 'image/png', 1700000000000)).toBe(
      'logos/1700000000000-My-Logo.png',
    );
    expect(uploadPath('/news_images/', { name: 'photo' }, 'image/jpeg', 5)).toBe('news_images/5-photo.jpg');
    expect(uploadPath('', { name: 'a.pdf' }, 'application/pdf', 7)).toBe('7-a.pdf');
    expect(uploadPath('x', { name: 'scan.jpeg' }, 'image/jpeg', 1)).toBe('x/1-scan.jpeg');
  });

  it('finds a file again from its public URL, only in its own bucket', () => {
    const url = 'http://127.0.0.1:54321/storage/v1/object/public/companyfiles/logos/17-My%20Logo.png?v=1';
    expect(storagePathOf(url, 'companyfiles')).toBe('logos/17-My Logo.png');
    expect(storagePathOf(url, 'prices')).toBeNull();
    expect(storagePathOf(null, 'prices')).toBeNull();
    expect(storagePathOf('https://example.com/logo.png', 'companyfiles')).toBeNull();
  });

  it('formats sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024)).toBe('1 MB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });
});

describe('types of stored paths', () => {
  it('names the type of a known extension, else octet-stream', () => {
    expect(typeOfPath('logos/1-a.PNG')).toBe('image/png');
    expect(typeOfPath('brochures/1-b.pdf')).toBe('application/pdf');
    expect(typeOfPath('x/1-readme')).toBe('application/octet-stream');
  });
});

describe('what a file is by its content', () => {
  const head = (b: Buffer) => new Uint8Array(b);
  const AD: FileRule = {
    accept: ['image/jpeg', 'image/png', 'image/webp'],
    typeMessage: 'Only JPG, PNG, or WEBP allowed.',
  };

  it('recognises each stored format by its signature, whatever is declared', () => {
    expect(contentType(head(PNG_BYTES), 'application/pdf')).toBe('image/png');
    expect(contentType(head(JPEG_BYTES))).toBe('image/jpeg');
    expect(contentType(head(GIF_BYTES))).toBe('image/gif');
    expect(contentType(head(WEBP_BYTES))).toBe('image/webp');
    expect(contentType(head(PDF_BYTES), 'image/png')).toBe('application/pdf');
    expect(contentType(head(SVG_BYTES))).toBe('image/svg+xml');
  });

  it('calls text text, even named .png or declared an image, and unknown bytes octet-stream', () => {
    expect(contentType(head(TEXT_BYTES), 'image/png')).toBe('text/plain');
    expect(contentType(head(Buffer.from('BMW spares, 40s count\n')))).toBe('text/plain');
    expect(contentType(head(Buffer.from('<html><body>no svg here</body></html>')))).toBe('text/plain');
    expect(contentType(head(Buffer.from([0x00, 0x01, 0x02, 0xff])))).toBe('application/octet-stream');
    expect(contentType(new Uint8Array(0), 'image/png')).toBe('application/octet-stream');
  });

  it('takes the declared Office type only when the container matches it', () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(contentType(head(XLSX_BYTES), xlsx)).toBe(xlsx);
    expect(contentType(head(XLSX_BYTES), 'image/png')).toBe('application/zip');
    expect(contentType(head(TEXT_BYTES), xlsx)).toBe('text/plain');
  });

  it('refuses a text file named .png with the rule’s own words, and takes a real image', () => {
    expect(contentProblem(head(TEXT_BYTES), 'image/png', AD)).toBe('Only JPG, PNG, or WEBP allowed.');
    expect(contentProblem(head(PNG_BYTES), 'image/png', AD)).toBeNull();
    expect(contentProblem(head(PDF_BYTES), 'application/pdf', PDF)).toBeNull();
    expect(contentProblem(head(PNG_BYTES), 'application/pdf', PDF)).toBe('Please select a PDF file.');
  });

  it('checks a chosen file: declared type, then size, then content', async () => {
    const file = (bytes: Buffer, name: string, type: string) =>
      Object.assign(new Blob([new Uint8Array(bytes)], { type }), { name });
    const sized: FileRule = { ...AD, maxBytes: 100, sizeMessage: 'Image must be under 1MB.' };
    expect(await checkFile(file(TEXT_BYTES, 'ad.png', 'image/png'), sized)).toBe('Only JPG, PNG, or WEBP allowed.');
    expect(await checkFile(file(GIF_BYTES, 'ad.gif', 'image/gif'), sized)).toBe('Only JPG, PNG, or WEBP allowed.');
    expect(await checkFile(file(pngOfSize(101), 'ad.png', 'image/png'), sized)).toBe('Image must be under 1MB.');
    expect(await checkFile(file(PNG_BYTES, 'ad.png', 'image/png'), sized)).toBeNull();
  });
});
