/**
 * Small real files of each type the buckets hold, for tests that upload: storage recognises files by their
 * content (@domain/uploads.ts contentType), so a test's "PNG" must be one.
 */

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG of about `bytes` bytes: the signature, then padding (enough for size limits). */
export const pngOfSize = (bytes: number) =>
  Buffer.concat([PNG_BYTES, Buffer.alloc(Math.max(0, bytes - PNG_BYTES.length))]);
/** A 1×1 JPEG's first bytes (the JFIF header is all a signature check reads). */
export const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
export const GIF_BYTES = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const WEBP_BYTES = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L')]);
/** A small valid PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const SVG_BYTES = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18"/></svg>',
);
/** An XLSX's container signature (a ZIP). */
export const XLSX_BYTES = Buffer.from('PK\u0003\u0004 spreadsheet', 'latin1');
/** Plain text, as a file renamed `.png` or `.pdf` still is. */
export const TEXT_BYTES = Buffer.from('This is not an image, whatever its name says.\n');
