/**
 * The published price list's PDF (issue 28). A plain first version: one line per product in a standard
 * font; the branded layout (logo, fonts embedded, groups, page numbers, change marks) replaces it.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PriceListDocument } from '../domain/price-list-publish.ts';

// The standard fonts encode WinAnsi only; the branded layout embeds a font that has ₹ and Devanagari.
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

export async function renderPriceListPdf(doc: PriceListDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [
    `${doc.companyName} price list ${doc.edition} (${doc.department ?? 'All departments'})`,
    `Published ${doc.publishedOn}, prices valid until ${doc.validUntil}. GST extra.`,
    ...doc.lines.map((l) => `${l.description}  Rs ${l.price.toFixed(2)}/${l.unit}`),
  ];
  const perPage = 50;
  for (let start = 0; start < lines.length; start += perPage) {
    const page = pdf.addPage([595, 842]);
    lines.slice(start, start + perPage).forEach((line, i) => {
      page.drawText(winAnsi(line), { x: 40, y: 800 - i * 15, size: 10, font });
    });
  }
  return pdf.save();
}
