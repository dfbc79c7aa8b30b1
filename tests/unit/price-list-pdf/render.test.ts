import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderPriceListPdf } from '../../../supabase/functions/_shared/price-list-pdf/render.ts';
import { document, largeDocument, line, LOGO_JPEG, LOGO_PNG, pdfText } from './sample.ts';

const textOf = async (doc: Parameters<typeof renderPriceListPdf>[0]) => pdfText(await renderPriceListPdf(doc));

/** The text line pdf.js reads for the row whose description is `description`. */
function rowOf(pages: string[], description: string): string {
  const row = pages.flatMap((p) => p.split('\n')).find((l) => l.includes(description));
  if (!row) throw new Error(`no row for ${description}`);
  return row;
}

/** The image XObjects in the PDF, by their filter: DCTDecode for JPEG, FlateDecode for PNG. */
async function imageFilters(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (o): o is PDFRawStream => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
    .map((o) => String(o.dict.get(PDFName.of('Filter'))));
}

describe('renderPriceListPdf', () => {
  it('heads the first page with the company, the list, its dates and the GST note', async () => {
    const [first] = await textOf(document({ edition: 12, publishedOn: '2026-11-29', validUntil: '2026-12-06' }));
    expect(first).toContain('Shree Ganesh Spinning Mills');
    expect(first).toContain('Price list · All departments · Edition 12');
    expect(first).toContain('Published 29 Nov 2026');
    expect(first).toContain('Prices valid until 06 Dec 2026');
    expect(first).toContain('All prices in ₹ per unit, ex-mill. GST extra at the applicable rate.');
  });

  it('sets a long company name on two lines beside the dates', async () => {
    const companyName = 'Sri Venkateswara Cotton Spinning and Weaving Mills Private Limited';
    const [first] = await textOf(document({ companyName }));
    expect(first).toMatch(/Sri Venkateswara Cotton Spinning\s*\n\s*and Weaving Mills Private Limited/);
    expect(first).toContain('Prices valid until 06 Dec 2026');
  });

  it('lists every line with its unit and en-IN price, and marks what changed since the last list', async () => {
    const lines = [
      line({ productId: 'a', description: 'Cotton combed 40s compact', price: 286, previousPrice: 282 }),
      line({ productId: 'b', description: 'Cotton combed 60s compact', price: 123456.5, previousPrice: 123463 }),
      line({ productId: 'c', description: 'Cotton combed 80s compact', price: 512.25, previousPrice: null }),
      line({ productId: 'd', description: 'Cotton combed 30s ring', price: 250, previousPrice: 250, unit: 'bag' }),
    ];
    const pages = await textOf(document({ lines }));
    expect(rowOf(pages, 'Cotton combed 40s compact')).toMatch(/kg\s*₹286\.00\s*▲ ₹4\.00 \(was ₹282\.00\)/);
    expect(rowOf(pages, 'Cotton combed 60s compact')).toMatch(/₹1,23,456\.50\s*▼ ₹6\.50 \(was ₹1,23,463\.00\)/);
    expect(rowOf(pages, 'Cotton combed 80s compact')).toMatch(/₹512\.25\s*New/);
    const unchanged = rowOf(pages, 'Cotton combed 30s ring');
    expect(unchanged).toMatch(/bag\s*₹250\.00/);
    expect(unchanged).not.toMatch(/▲|▼|was|New/);
  });

  it('groups lines under department and class headings and never prints a department without lines', async () => {
    const lines = [
      line({ productId: 'a', department: 'Yarn', classLabel: 'Polyester spun', description: 'PSF yarn 30s' }),
      line({ productId: 'b', department: 'Fabric', classLabel: 'Poplin', description: 'Poplin 60x60' }),
      line({ productId: 'c', department: 'Yarn', classLabel: 'Cotton combed', description: 'Combed 40s' }),
    ];
    const [page] = await textOf(document({ lines }));
    const order = ['Fabric', 'Poplin', 'Poplin 60x60', 'Yarn', 'Cotton combed', 'Combed 40s', 'Polyester spun'];
    const at = order.map((t) => (page.indexOf(`${t}\n`) >= 0 ? page.indexOf(`${t}\n`) : page.indexOf(t)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);

    const [yarnOnly] = await textOf(document({ department: 'Yarn', lines }));
    expect(yarnOnly).toContain('Price list · Yarn · Edition 12');
    expect(yarnOnly).toContain('Combed 40s');
    expect(yarnOnly).not.toContain('Fabric');
    expect(yarnOnly).not.toContain('Poplin');
  });

  it('numbers the pages and repeats the list heading on every page after the first', async () => {
    const pages = await textOf(largeDocument(400, { companyName: 'Shree Ganesh Spinning Mills' }));
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
    for (const text of pages.slice(1)) {
      expect(text).toContain('Shree Ganesh Spinning Mills');
      expect(text).toContain('Price list · All departments · Edition 12');
      expect(text).toContain('Prices valid until 06 Dec 2026');
    }
  });

  it('prints a Devanagari company name and description that read back intact', async () => {
    const name = 'श्री गणेश स्पिनिंग मिल्स';
    const lines = [line({ description: 'सूती धागा 40s कॉम्पैक्ट (कोन)', price: 1234.5, previousPrice: null })];
    const [page] = await textOf(document({ companyName: name, lines }));
    expect(page).toContain(name);
    expect(rowOf([page], 'सूती धागा 40s कॉम्पैक्ट (कोन)')).toMatch(/₹1,234\.50\s*New/);
  });

  it('embeds the logo whether it is a PNG or a JPEG, and does without one', async () => {
    // A PNG with transparency is an image plus its alpha mask, both deflated.
    const png = await imageFilters(await renderPriceListPdf(document({ logo: LOGO_PNG })));
    expect(png.length).toBeGreaterThan(0);
    expect(png.every((f) => f === '/FlateDecode')).toBe(true);
    expect(await imageFilters(await renderPriceListPdf(document({ logo: LOGO_JPEG })))).toEqual(['/DCTDecode']);
    const bare = await renderPriceListPdf(document({ logo: null }));
    expect(await imageFilters(bare)).toEqual([]);
    expect((await pdfText(bare))[0]).toContain('Shree Ganesh Spinning Mills');
  });

  it('keeps a 2 000-line list under 1 MB', async () => {
    const bytes = await renderPriceListPdf(largeDocument(2000));
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const pages = await pdfText(bytes);
    expect(pages.join('').match(/lot \d+/g)).toHaveLength(2000);
  });
});
