/** The page furniture: the first page's letterhead, the running header of later pages, the column heads, the footer. */
import type { PDFDocument, PDFImage, PDFPage } from 'pdf-lib';
import type { PriceListDocument } from '../domain/price-list-publish.ts';
import { formatCount, formatDate } from '../domain/format.ts';
import type { Typesetter } from './text.ts';
import { BODY_TOP, COLOURS, COLUMNS, LEFT, PAGE, RIGHT, SIZE } from './theme.ts';

const GST_NOTE = 'All prices in ₹ per unit, ex-mill. GST extra at the applicable rate.';

export interface Furniture {
  doc: PriceListDocument;
  ts: Typesetter;
  logo: PDFImage | null;
  productCount: number;
  changedCount: number;
}

export const listTitle = (doc: PriceListDocument) =>
  `Price list · ${doc.department ?? 'All departments'} · Edition ${doc.edition}`;

/** The logo's bytes as PNG or JPEG (told apart by their signature), or null when it is neither. */
export async function embedLogo(pdf: PDFDocument, bytes: Uint8Array | null): Promise<PDFImage | null> {
  if (!bytes || bytes.length < 4) return null;
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return pdf.embedPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return pdf.embedJpg(bytes);
  return null;
}

function drawLogo(page: PDFPage, logo: PDFImage, top: number): number {
  const scale = Math.min(120 / logo.width, 52 / logo.height);
  const width = logo.width * scale;
  const height = logo.height * scale;
  page.drawImage(logo, { x: LEFT, y: top - height, width, height });
  return width;
}

/**
 * The name, as large as fits beside the dates on the right: down to 13 pt on one line, then on two lines.
 * Returns its last baseline.
 */
function drawCompanyName(page: PDFPage, ts: Typesetter, name: string, x: number, top: number): number {
  const room = RIGHT - 160 - x;
  const full = { size: SIZE.name, bold: true };
  const size = Math.max(13, Math.min(SIZE.name, (SIZE.name * room) / ts.width(name, full)));
  const lines = ts.width(name, { size, bold: true }) <= room ? [name] : ts.wrap(name, room, { size, bold: true });
  const style = { size, bold: true, color: COLOURS.ink };
  lines.slice(0, 2).forEach((text, i) => ts.draw(page, text, x, top - size - i * size * 1.2, style));
  return top - size - (Math.min(lines.length, 2) - 1) * size * 1.2;
}

export function drawLetterhead(page: PDFPage, f: Furniture): void {
  const { doc, ts } = f;
  const top = PAGE.height - PAGE.margin;
  const textX = LEFT + (f.logo ? drawLogo(page, f.logo, top) + 14 : 0);
  const nameBottom = drawCompanyName(page, ts, doc.companyName, textX, top);
  ts.draw(page, listTitle(doc), textX, nameBottom - 17, { size: SIZE.title, color: COLOURS.accent });
  ts.drawRight(page, `Published ${formatDate(doc.publishedOn)}`, RIGHT, top - 12, {
    size: SIZE.meta,
    color: COLOURS.muted,
  });
  ts.drawRight(page, `Prices valid until ${formatDate(doc.validUntil)}`, RIGHT, top - 25, {
    size: SIZE.meta,
    bold: true,
    color: COLOURS.ink,
  });
  const ruleY = top - 62;
  page.drawLine({ start: { x: LEFT, y: ruleY }, end: { x: RIGHT, y: ruleY }, thickness: 1.2, color: COLOURS.accent });
  ts.draw(page, GST_NOTE, LEFT, ruleY - 14, { size: SIZE.note, color: COLOURS.ink });
  const counts = `${formatCount(f.productCount)} products · ${formatCount(f.changedCount)} changed since the last list`;
  ts.drawRight(page, counts, RIGHT, ruleY - 14, { size: SIZE.note, color: COLOURS.muted });
  drawColumnHeads(page, ts, BODY_TOP.first);
}

export function drawRunningHeader(page: PDFPage, f: Furniture): void {
  const { doc, ts } = f;
  const y = PAGE.height - PAGE.margin - 10;
  ts.draw(page, doc.companyName, LEFT, y, { size: SIZE.meta + 1, bold: true, color: COLOURS.ink });
  const nameWidth = ts.width(doc.companyName, { size: SIZE.meta + 1, bold: true });
  const title = `  ${listTitle(doc)}`;
  // The title gives way to a long name rather than run into the validity on the right (the footer has the edition).
  if (nameWidth + ts.width(title, { size: SIZE.meta }) < RIGHT - LEFT - 150)
    ts.draw(page, title, LEFT + nameWidth, y, { size: SIZE.meta, color: COLOURS.accent });
  ts.drawRight(page, `Prices valid until ${formatDate(doc.validUntil)}`, RIGHT, y, {
    size: SIZE.meta,
    color: COLOURS.muted,
  });
  page.drawLine({ start: { x: LEFT, y: y - 8 }, end: { x: RIGHT, y: y - 8 }, thickness: 0.8, color: COLOURS.accent });
  drawColumnHeads(page, ts, BODY_TOP.later);
}

/** The heads sit in a band just above `bodyTop`. */
function drawColumnHeads(page: PDFPage, ts: Typesetter, bodyTop: number): void {
  page.drawRectangle({ x: LEFT, y: bodyTop + 2, width: RIGHT - LEFT, height: 15, color: COLOURS.band });
  const y = bodyTop + 7;
  const style = { size: SIZE.head, bold: true, color: COLOURS.muted };
  ts.draw(page, 'DESCRIPTION', COLUMNS.description.x, y, style);
  ts.draw(page, 'UNIT', COLUMNS.unit.x, y, style);
  ts.drawRight(page, 'PRICE (₹)', COLUMNS.priceRight, y, style);
  ts.drawRight(page, 'CHANGE SINCE LAST LIST', COLUMNS.changeRight, y, style);
}

export function drawFooter(page: PDFPage, f: Furniture, pageNumber: number, pageCount: number): void {
  const { doc, ts } = f;
  const y = 30;
  page.drawLine({ start: { x: LEFT, y: y + 11 }, end: { x: RIGHT, y: y + 11 }, thickness: 0.5, color: COLOURS.rule });
  const left = `${doc.companyName} · Edition ${doc.edition} · Prices in ₹ per unit, GST extra`;
  ts.draw(page, left, LEFT, y, { size: SIZE.footer, color: COLOURS.muted });
  ts.drawRight(page, `Page ${pageNumber} of ${pageCount}`, RIGHT, y, { size: SIZE.footer, color: COLOURS.ink });
}
