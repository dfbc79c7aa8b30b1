/**
 * Files the demo seed's rows point at (price list PDFs, ad banners, partner logos), generated
 * here rather than stored as binaries, and uploaded through the Storage API with the service
 * role after the seed ran, so the demo shows real PDFs and images.
 */
import { crc32, deflateSync } from 'node:zlib';

export interface SeedAsset {
  bucket: string;
  key: string;
  contentType: string;
  body: Uint8Array;
}

/** A one-page PDF with a title and lines of text (Helvetica), with a correct xref table. */
export function textPdf(title: string, lines: string[]): Uint8Array {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [`BT /F1 18 Tf 50 790 Td (${escape(title)}) Tj ET`]
    .concat(lines.map((l, i) => `BT /F1 11 Tf 50 ${750 - i * 18} Td (${escape(l)}) Tj ET`))
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(pdf);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, 'latin1'));
}

/** An RGB PNG: a background colour with a diagonal band of the accent colour. */
export function bannerPng(width: number, height: number, background: number[], accent: number[]): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const inBand = Math.abs(x - y * 2 - width / 3) < height / 3;
      (inBand ? accent : background).forEach((c, i) => (raw[row + 1 + x * 3 + i] = c));
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([len, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const PRICE_LISTS: [file: string, title: string, items: [string, number][]][] = [
  [
    'polyester-filament-price-list.pdf',
    'Polyester filament yarn price list (Surat)',
    [
      ['DTY 150/48 SIM Semi Dull', 142],
      ['FDY 70/24 Bright', 168],
      ['POY 250/48 Semi Dull', 118],
      ['ATY 300/96 Full Dull', 191],
    ],
  ],
  [
    'cotton-yarn-price-list.pdf',
    'Cotton yarn price list (Tiruppur and Coimbatore)',
    [
      ['Combed 30s compact', 268],
      ['Combed 40s', 289],
      ['Carded 20s open end', 192],
    ],
  ],
  [
    'viscose-and-blends-price-list.pdf',
    'Viscose and PV blend yarn price list',
    [
      ['Viscose 30s ring spun', 231],
      ['PV 65/35 30s', 206],
      ['PV 80/20 40s', 219],
    ],
  ],
];

const ADS: [file: string, background: number[], accent: number[]][] = [
  ['surat-home.png', [20, 44, 92], [242, 140, 40]],
  ['cbe-premium.png', [16, 94, 70], [250, 240, 200]],
  ['bhilwara-nonpremium.png', [120, 30, 50], [240, 200, 120]],
  ['tiruppur-old.png', [60, 60, 60], [200, 200, 200]],
  ['silvassa-paused.png', [30, 70, 130], [180, 220, 250]],
];

const PARTNERS: [file: string, colour: number[]][] = [
  ['surat.png', [242, 140, 40]],
  ['ahmedabad.png', [20, 44, 92]],
  ['tiruppur.png', [16, 94, 70]],
  ['ludhiana.png', [120, 30, 50]],
];

/** Every file supabase/seed.sql refers to. */
export function seedAssets(): SeedAsset[] {
  return [
    ...PRICE_LISTS.map(([key, title, items]) => ({
      bucket: 'prices',
      key,
      contentType: 'application/pdf',
      body: textPdf(title, [
        'Indicative ex-mill prices in INR per kg, before GST. Demo data.',
        '',
        ...items.map(([name, price]) => `${name.padEnd(34, ' ')} Rs ${price.toFixed(2)}`),
      ]),
    })),
    ...ADS.map(([file, background, accent]) => ({
      bucket: 'corporateads',
      key: `public/${file}`,
      contentType: 'image/png',
      body: bannerPng(750, 300, background, accent),
    })),
    ...PARTNERS.map(([file, colour]) => ({
      bucket: 'companyfiles',
      key: `partner_logos/${file}`,
      contentType: 'image/png',
      body: bannerPng(160, 160, [255, 255, 255], colour),
    })),
  ];
}

/** Uploads the seed's files through the Storage API (service role; replaces existing files). */
export async function uploadSeedAssets(apiUrl: string, serviceRoleKey: string): Promise<void> {
  for (const asset of seedAssets()) {
    const res = await fetch(`${apiUrl}/storage/v1/object/${asset.bucket}/${asset.key}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${serviceRoleKey}`,
        apikey: serviceRoleKey,
        'content-type': asset.contentType,
        'x-upsert': 'true',
      },
      body: asset.body,
    });
    if (!res.ok) throw new Error(`Seed asset ${asset.bucket}/${asset.key}: ${res.status} ${await res.text()}`);
  }
}
