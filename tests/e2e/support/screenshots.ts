/**
 * Screenshots on demand: with SCREENSHOTS=1 the browser tests save pictures of the pages they visit in
 * tests/artifacts/screenshots (for a look at the pages at desktop and phone widths); without it they save none.
 * The layout assertions beside them (nothing wider than 1280 or 390 px, no header or cell cut short) run either way.
 */
import path from 'node:path';
import { expect, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';

/** Whether this run saves screenshots (SCREENSHOTS=1). */
export const SCREENSHOTS_WANTED = process.env.SCREENSHOTS === '1';
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../artifacts/screenshots');

const fileFor = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`);

/** Saves a picture of the page as `<name>.png` when screenshots are wanted. */
export async function screenshot(
  page: Page,
  name: string,
  options: Pick<PageScreenshotOptions, 'fullPage' | 'clip'> = {},
): Promise<void> {
  if (SCREENSHOTS_WANTED) await page.screenshot({ ...options, path: fileFor(name) });
}

/** Saves a picture of one element as `<name>.png` when screenshots are wanted. */
export async function screenshotOf(element: Locator, name: string): Promise<void> {
  if (SCREENSHOTS_WANTED) await element.screenshot({ path: fileFor(name) });
}

/** The desktop and phone viewports the layout checks use. */
export const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Pixels the page is wider than the viewport (0 or less when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  // A string: this file is type-checked without the DOM library.
  return page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
}

/**
 * Column headers and table or grid cells whose text the page cuts short, as "header: text" or "cell: text": the
 * header or cell itself, or a box inside it (a summary's line, AG Grid's header label), clips text wider or taller
 * than the box (an ellipsis, or a hidden overflow). A grid scrolling sideways inside its frame is not a cut: its
 * cells are whole, only out of view. A string evaluated in the page: this file is type-checked without the DOM.
 */
function cutHeadersAndCells(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    // AG Grid's header cell is a frame of icons, a filter and a resize handle around its label: the label is checked.
    const roots = 'th, td, [role=columnheader]:not(.ag-header-cell, .ag-header-group-cell), [role=gridcell], ' +
      '.ag-header-cell-label, .ag-header-group-cell-label';
    const clipsX = (s) => s.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(s.overflowX);
    const clipsY = (s) => ['hidden', 'clip'].includes(s.overflowY) || s.webkitLineClamp !== 'none';
    const isCut = (el) => {
      if (el.getClientRects().length === 0 || !(el.textContent || '').trim()) return false;
      // Text for screen readers only (.visually-hidden: a 1 px box clipped to nothing) is not shown, so not cut.
      if (el.closest('.visually-hidden')) return false;
      if (el.matches('input, select, textarea, button, .ag-floating-filter, .ag-floating-filter *')) return false;
      const s = getComputedStyle(el);
      // A grid cell's box is the row's: text past it is clipped or drawn over the next row, both cut.
      const fixedBox = el.matches('.ag-cell');
      const wider = el.scrollWidth > el.clientWidth + 1;
      const taller = el.scrollHeight > el.clientHeight + 1;
      return ((fixedBox || clipsX(s)) && wider) || ((fixedBox || clipsY(s)) && taller);
    };
    const cut = [];
    for (const root of document.querySelectorAll(roots)) {
      if (![root, ...root.querySelectorAll('*')].some(isCut)) continue;
      const header = root.matches('th, [role=columnheader], .ag-header-cell-label, .ag-header-group-cell-label');
      cut.push((header ? 'header: ' : 'cell: ') + (root.textContent || '').trim().slice(0, 60));
    }
    return [...new Set(cut)];
  })()`);
}

/** Two frames after a resize: what resize observers redraw (grids, charts) has been drawn. */
const nextFrames = (page: Page) =>
  page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');

/**
 * The page fits 1280 and 390 px: nothing scrolls sideways at either width, once the page has redrawn for it (a
 * grid may take a few frames more to shrink, which the check waits for), and no header or cell is cut short (a grid
 * widens its columns to their content once drawn, which the check waits for too). With SCREENSHOTS=1 it saves a
 * full-page picture at each width (`<name>-1280.png`, `<name>-390.png`). Ends at 1280 px.
 */
export async function expectFitsBothWidths(page: Page, name: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await nextFrames(page);
    await expect
      .poll(() => horizontalOverflow(page), { message: `${name} scrolls sideways at ${viewport.width} px` })
      .toBeLessThanOrEqual(0);
    await expect
      .poll(() => cutHeadersAndCells(page), { message: `${name}: headers and cells cut short at ${viewport.width} px` })
      .toEqual([]);
    await screenshot(page, `${name}-${viewport.width}`, { fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS[0]);
}

/** Pictures of the viewport (a dialog fixed to it) at 1280 and 390 px, when screenshots are wanted. Ends at 1280 px. */
export async function screenshotViewports(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  await page.setViewportSize(VIEWPORTS[0]);
}
