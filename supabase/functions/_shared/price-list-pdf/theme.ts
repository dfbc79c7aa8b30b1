/** The list's page geometry (A4, points) and its calm, print-friendly colours. */
import { rgb } from 'pdf-lib';

export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
export const LEFT = PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
/** Top of the body below the first page's letterhead and below the running header on later pages. */
export const BODY_TOP = { first: 690, later: 752 } as const;
/** The body stops above the footer. */
export const BODY_BOTTOM = 52;

/** Columns: description, unit, price (right-aligned), change since the last list (right-aligned). */
export const COLUMNS = {
  description: { x: LEFT + 4, width: 262 },
  unit: { x: 312 },
  priceRight: 432,
  changeRight: RIGHT - 4,
} as const;

export const COLOURS = {
  ink: rgb(0.13, 0.15, 0.18),
  muted: rgb(0.42, 0.45, 0.5),
  accent: rgb(0.09, 0.3, 0.37),
  rule: rgb(0.8, 0.82, 0.85),
  zebra: rgb(0.955, 0.963, 0.972),
  band: rgb(0.92, 0.94, 0.95),
  up: rgb(0.7, 0.16, 0.12),
  down: rgb(0.1, 0.47, 0.24),
  new: rgb(0.1, 0.33, 0.62),
} as const;

export const SIZE = {
  name: 17,
  title: 10.5,
  meta: 8.5,
  note: 8,
  head: 7.5,
  body: 8.5,
  mark: 7.5,
  footer: 7.5,
} as const;
/** Baseline of a line's text below the row's top. */
export const ROW_TEXT_OFFSET = 9;
