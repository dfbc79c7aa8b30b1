/**
 * The published price list's PDF (issue 28): the company's letterhead, the lines grouped by department and
 * class with en-IN prices and what changed since the last list, a running header and "Page n of N" on A4.
 */
import { PDFDocument } from 'pdf-lib';
import type { PriceListDocument } from '../domain/price-list-publish.ts';
import { embedFonts } from './fonts.ts';
import { groupLines } from './groups.ts';
import { bodyRows, paginate } from './layout.ts';
import { drawFooter, drawLetterhead, drawRunningHeader, embedLogo, type Furniture, listTitle } from './letterhead.ts';
import { changeMark } from './money.ts';
import { drawRows } from './rows.ts';
import { hasDevanagari } from './scripts.ts';
import { typesetter } from './text.ts';
import { BODY_BOTTOM, BODY_TOP, COLUMNS, PAGE, SIZE } from './theme.ts';

const needsDevanagari = (doc: PriceListDocument) =>
  hasDevanagari(doc.companyName) ||
  doc.lines.some((l) => hasDevanagari(l.description) || hasDevanagari(l.unit) || hasDevanagari(l.classLabel));

export async function renderPriceListPdf(doc: PriceListDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const [fonts, logo] = await Promise.all([embedFonts(pdf, needsDevanagari(doc)), embedLogo(pdf, doc.logo)]);
  const ts = typesetter(fonts);
  const departments = groupLines(doc);
  const rows = bodyRows(departments, (text) => ts.wrap(text, COLUMNS.description.width, { size: SIZE.body }));
  const pages = paginate(rows, (i) => (i === 0 ? BODY_TOP.first : BODY_TOP.later) - BODY_BOTTOM);

  const listed = departments.flatMap((d) => d.classes.flatMap((c) => c.lines));
  const furniture: Furniture = {
    doc,
    ts,
    logo,
    productCount: listed.length,
    changedCount: listed.filter((l) => changeMark(l.price, l.previousPrice).kind !== 'same').length,
  };
  pages.forEach((pageRows, i) => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    if (i === 0) drawLetterhead(page, furniture);
    else drawRunningHeader(page, furniture);
    drawRows(page, ts, pageRows, i === 0 ? BODY_TOP.first : BODY_TOP.later);
    drawFooter(page, furniture, i + 1, pages.length);
    ts.finish(page);
  });

  pdf.setTitle(`${doc.companyName} · ${listTitle(doc)}`);
  pdf.setAuthor(doc.companyName);
  pdf.setCreator('LoomConnect');
  pdf.setLanguage('en-IN');
  // pdf-lib yields to the event loop every 50 objects by default; a server render has nothing to yield to.
  return pdf.save({ objectsPerTick: Infinity });
}
