/** Price list documents for the renderer's tests and the sample render, and the PDF's text as pdf.js reads it. */
import fs from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PriceListDocument, PriceListLine } from '@domain/price-list-publish.ts';

export const LOGO_PNG = new Uint8Array(fs.readFileSync(new URL('./fixtures/logo.png', import.meta.url)));
export const LOGO_JPEG = new Uint8Array(fs.readFileSync(new URL('./fixtures/logo.jpg', import.meta.url)));

export function line(overrides: Partial<PriceListLine> = {}): PriceListLine {
  return {
    productId: 'p-1',
    department: 'Yarn',
    classLabel: 'Cotton combed',
    description: 'Cotton combed 40s Ne, compact, cone',
    price: 286,
    previousPrice: 282,
    unit: 'kg',
    ...overrides,
  };
}

export function document(overrides: Partial<PriceListDocument> = {}): PriceListDocument {
  return {
    companyName: 'Shree Ganesh Spinning Mills',
    logo: LOGO_PNG,
    department: null,
    edition: 12,
    publishedOn: '2026-11-29',
    validUntil: '2026-12-06',
    lines: [line()],
    ...overrides,
  };
}

const DEPARTMENTS = {
  Yarn: ['Cotton combed', 'Cotton carded', 'Polyester viscose', 'Polyester spun', 'Cotton slub'],
  Fabric: ['Poplin', 'Cambric', 'Twill', 'Denim', 'Sheeting'],
  Fibre: ['Viscose staple fibre', 'Polyester staple fibre'],
  Grey: ['Grey cotton', 'Grey PC'],
} as const;

/** A mill's list of `count` products across departments and classes, with rises, falls, new and unchanged prices. */
export function largeDocument(count: number, overrides: Partial<PriceListDocument> = {}): PriceListDocument {
  const groups = Object.entries(DEPARTMENTS).flatMap(([department, classes]) =>
    classes.map((classLabel) => ({ department, classLabel })),
  );
  const lines = Array.from({ length: count }, (_, i): PriceListLine => {
    const { department, classLabel } = groups[i % groups.length];
    const price = 95 + ((i * 37.25) % 4200);
    const previousPrice = i % 9 === 0 ? null : i % 5 === 0 ? price - 4 : i % 11 === 3 ? price + 6.5 : price;
    const count = 10 + (i % 70);
    return {
      productId: `p-${i}`,
      department,
      classLabel,
      description: `${classLabel} ${count}s, ${i % 2 ? 'compact' : 'ring spun'}, ${i % 3 ? 'cone' : 'hank'} · lot ${1000 + i}`,
      price,
      previousPrice,
      unit: department === 'Fabric' ? 'metre' : 'kg',
    };
  });
  return document({ companyName: 'श्री गणेश स्पिनिंग मिल्स', lines, ...overrides });
}

/** Each page's text: pdf.js items joined, with a line break where pdf.js sees the end of a line. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await pdf.destroy();
  return pages;
}
