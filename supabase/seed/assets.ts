/**
 * Files the demo seed's rows point at (price list PDFs, ad banners, company and partner logos),
 * generated here rather than stored as binaries, and uploaded through the Storage API with the
 * service role after the seed ran, so the demo shows real PDFs and images. The rows hold storage
 * paths; the app builds their URLs from the API URL it is configured with.
 */
import { adBanner, companyMonogram, partnerEmblem, type AdCreative, type Brand } from './creatives.ts';

interface SeedAsset {
  bucket: string;
  key: string;
  contentType: string;
  body: Uint8Array;
}

/** A one-page PDF with a title and lines of text (Helvetica), with a correct xref table. */
function textPdf(title: string, lines: string[]): Uint8Array {
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

/** The companies of supabase/seed.sql (fixed ids) with their monogram colours; logos are logos/{slug}.svg. */
const DEMO_COMPANIES: { id: string; name: string; slug: string; brand: Brand }[] = [
  ['01', 'Surat Synthetics Ltd', 'surat-synthetics', 'SS', '#12325f', '#f28c28'],
  ['02', 'Coimbatore Cotton Mills', 'coimbatore-cotton', 'CC', '#0f5e46', '#f2d16b'],
  ['03', 'Bhiwandi Weaves Pvt Ltd', 'bhiwandi-weaves', 'BW', '#4a2a6b', '#f0a3c4'],
  ['04', 'Ludhiana Woollens', 'ludhiana-woollens', 'LW', '#6b1f2a', '#f3c98b'],
  ['05', 'Tiruppur Knit Yarns', 'tiruppur-knit', 'TK', '#1d4e89', '#7fd1c7'],
  ['06', 'Bhilwara Spinners', 'bhilwara-spinners', 'BS', '#7a2e12', '#f6c36a'],
  ['07', 'Panipat Recycled Fibres', 'panipat-recycled', 'PR', '#24553a', '#a9d86e'],
  ['08', 'Ichalkaranji Textiles', 'ichalkaranji-textiles', 'IT', '#2f3b52', '#e8b04b'],
  ['09', 'Kolkata Jute Exports', 'kolkata-jute', 'KJ', '#5a4420', '#e9d3a1'],
  ['10', 'Silvassa Nylon Works', 'silvassa-nylon', 'SN', '#123c4f', '#8fd3f4'],
].map(([n, name, slug, initials, base, accent]) => ({
  id: `c0000000-0000-4000-a000-0000000000${n}`,
  name,
  slug,
  brand: { initials, base, accent },
}));

const brandOf = (company: string): Brand => {
  const found = DEMO_COMPANIES.find((c) => c.name === company);
  if (!found) throw new Error(`no demo company ${company}`);
  return found.brand;
};

/** The seeded ads' banners (corporateads/public/{file}); each links to its company's page. */
const DEMO_ADS: AdCreative[] = [
  {
    file: 'surat-synthetics.png',
    company: 'Surat Synthetics Ltd',
    headline: 'Polyester filament yarn: DTY, FDY and POY',
    detail: 'Ex-mill Surat prices, dispatch within 48 hours',
    cta: 'View products',
  },
  {
    file: 'coimbatore-cotton.png',
    company: 'Coimbatore Cotton Mills',
    headline: 'Combed and compact cotton yarn, 20s to 60s',
    detail: 'Spun for knitters and weavers across India',
    cta: 'See the catalogue',
  },
  {
    file: 'bhilwara-spinners.png',
    company: 'Bhilwara Spinners',
    headline: 'PV blends for suiting: 65/35 and 80/20',
    detail: 'Grey and dyed yarn, consistent lot to lot',
    cta: 'View products',
  },
  {
    file: 'tiruppur-knit.png',
    company: 'Tiruppur Knit Yarns',
    headline: 'Knitting yarns for the Tiruppur garment hub',
    detail: 'Cotton, modal and melange counts in stock',
    cta: 'View products',
  },
  {
    file: 'silvassa-nylon.png',
    company: 'Silvassa Nylon Works',
    headline: 'Nylon 6 filament for hosiery and fabrics',
    detail: 'FDY 20 to 70 denier, semi dull and bright',
    cta: 'Request a quote',
  },
].map((ad) => ({ ...ad, brand: brandOf(ad.company) }));

/** The partner organisations' emblems (companyfiles/partner_logos/{file}). */
const DEMO_PARTNERS: { file: string; name: string; brand: Brand }[] = [
  { file: 'surat.svg', name: 'Surat Textile Partners', brand: { initials: 'STP', base: '#12325f', accent: '#f28c28' } },
  {
    file: 'ahmedabad.svg',
    name: 'Ahmedabad Yarn Network',
    brand: { initials: 'AYN', base: '#5a1f4f', accent: '#f5b3d7' },
  },
  {
    file: 'tiruppur.svg',
    name: 'Tiruppur Sourcing Desk',
    brand: { initials: 'TSD', base: '#0f5e46', accent: '#f2d16b' },
  },
  {
    file: 'ludhiana.svg',
    name: 'Ludhiana Trade Partners',
    brand: { initials: 'LTP', base: '#6b1f2a', accent: '#f3c98b' },
  },
];

const svg = (body: string) => new Uint8Array(Buffer.from(body, 'utf8'));

/** Every file supabase/seed.sql refers to (by storage path). */
function seedAssets(): SeedAsset[] {
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
    ...DEMO_ADS.map((ad) => ({
      bucket: 'corporateads',
      key: `public/${ad.file}`,
      contentType: 'image/png',
      body: adBanner(ad),
    })),
    ...DEMO_COMPANIES.map((company) => ({
      bucket: 'companyfiles',
      key: `logos/${company.slug}.svg`,
      contentType: 'image/svg+xml',
      body: svg(companyMonogram(company.name, company.brand)),
    })),
    ...DEMO_PARTNERS.map((partner) => ({
      bucket: 'companyfiles',
      key: `partner_logos/${partner.file}`,
      contentType: 'image/svg+xml',
      body: svg(partnerEmblem(partner.name, partner.brand)),
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
