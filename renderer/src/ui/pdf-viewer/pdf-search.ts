/** The parts of a pdf.js text item the search needs (pdf.js TextItem). */
export interface TextRun {
  str: string;
  /** [a, b, c, d, e, f]: the run's text matrix in PDF units; (e, f) is its baseline start. */
  transform: number[];
  width: number;
  height: number;
}

/** One occurrence of the query: a page (from 1), the run it is in and its character span there. */
export interface PdfMatch {
  page: number;
  run: number;
  start: number;
  end: number;
}

/** Every case-insensitive occurrence of `query` in the page's runs, in reading order. */
export function findInRuns(page: number, runs: TextRun[], query: string): PdfMatch[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const matches: PdfMatch[] = [];
  runs.forEach((run, index) => {
    const haystack = run.str.toLocaleLowerCase();
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
      matches.push({ page, run: index, start: at, end: at + needle.length });
    }
  });
  return matches;
}

/**
 * The match's box in PDF units [x1, y1, x2, y2], for a viewport to convert to screen pixels. Glyph
 * widths are not in the text content, so the span is placed proportionally along the run's width.
 */
export function matchBox(run: TextRun, match: Pick<PdfMatch, 'start' | 'end'>): [number, number, number, number] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = run.transform;
  const fontHeight = run.height || Math.hypot(c, d) || Math.hypot(a, b);
  const perChar = run.str.length ? run.width / run.str.length : 0;
  const descent = fontHeight * 0.25;
  return [e + perChar * match.start, f - descent, e + perChar * match.end, f + fontHeight];
}

/** Zoom steps for zoom in / out, as scale factors. */
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

/** The next zoom step above (direction 1) or below (-1) `scale`, staying within the steps. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  const next =
    direction === 1
      ? ZOOM_STEPS.find((s) => s > scale + 0.001)
      : [...ZOOM_STEPS].reverse().find((s) => s < scale - 0.001);
  return next ?? (direction === 1 ? ZOOM_STEPS[ZOOM_STEPS.length - 1] : ZOOM_STEPS[0]);
}
