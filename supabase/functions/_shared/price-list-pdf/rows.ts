/** Drawing the body rows: department and class headings, and the product lines with their change marks. */
import type { PDFPage } from 'pdf-lib';
import { type Row, rowHeight } from './layout.ts';
import { changeMark, type ChangeKind, rupees } from './money.ts';
import type { Typesetter } from './text.ts';
import { COLOURS, COLUMNS, LEFT, RIGHT, ROW_TEXT_OFFSET, SIZE } from './theme.ts';

const MARK_COLOUR: Record<ChangeKind, (typeof COLOURS)[keyof typeof COLOURS]> = {
  up: COLOURS.up,
  down: COLOURS.down,
  new: COLOURS.new,
  same: COLOURS.muted,
};

function drawLine(page: PDFPage, ts: Typesetter, row: Extract<Row, { kind: 'line' }>, top: number): void {
  const height = rowHeight(row);
  if (row.shaded) page.drawRectangle({ x: LEFT, y: top - height, width: RIGHT - LEFT, height, color: COLOURS.zebra });
  const y = top - ROW_TEXT_OFFSET;
  const body = { size: SIZE.body, color: COLOURS.ink };
  row.description.forEach((text, i) => ts.draw(page, text, COLUMNS.description.x, y - i * 9.5, body));
  ts.draw(page, row.line.unit, COLUMNS.unit.x, y, { size: SIZE.body, color: COLOURS.muted });
  ts.drawRight(page, rupees(row.line.price), COLUMNS.priceRight, y, { ...body, bold: true });
  const mark = changeMark(row.line.price, row.line.previousPrice);
  if (mark.text)
    ts.drawRight(page, mark.text, COLUMNS.changeRight, y, { size: SIZE.mark, color: MARK_COLOUR[mark.kind] });
}

/** Draws `rows` downwards from `top`. */
export function drawRows(page: PDFPage, ts: Typesetter, rows: Row[], top: number): void {
  let y = top;
  for (const row of rows) {
    if (row.kind === 'department') {
      ts.draw(page, row.name, LEFT, y - 15, { size: SIZE.title + 0.5, bold: true, color: COLOURS.accent });
      page.drawLine({
        start: { x: LEFT, y: y - 19 },
        end: { x: RIGHT, y: y - 19 },
        thickness: 0.7,
        color: COLOURS.accent,
      });
    } else if (row.kind === 'class') {
      const label = row.continued ? `${row.label} (continued)` : row.label;
      ts.draw(page, label, LEFT + 2, y - 11.5, { size: SIZE.body, bold: true, color: COLOURS.ink });
      page.drawLine({
        start: { x: LEFT, y: y - 15 },
        end: { x: RIGHT, y: y - 15 },
        thickness: 0.4,
        color: COLOURS.rule,
      });
    } else drawLine(page, ts, row, y);
    y -= rowHeight(row);
  }
}
