/**
 * The first page of a list in the in-app viewer, as tests/bench/pdf measures it: the production build in
 * headless Chromium, the Price List page's card clicked, timed until the viewer draws a page. "Warm": another
 * list was opened first (pdf.js and its worker loaded); "cold": a first visit, the code downloaded too.
 */
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../support/chromium.ts';
import { buildAndPreview } from '../support/web-preview.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Slot 11's port, apart from tests/bench/pdf's 4392. */
const PREVIEW_PORT = 4411;

export interface ViewerTimes {
  warmMs: number[];
  coldMs: number[];
}

/** Milliseconds from clicking the card `description` to the first drawn page; the dialog closed again. */
async function firstPageMs(page: Page, description: string): Promise<number> {
  await page.getByRole('searchbox', { name: 'Search by description' }).fill(description);
  const card = page.locator('.price-card', { hasText: description }).first();
  await card.waitFor();
  const clicked = performance.now();
  await card.click();
  await page.locator('.pdf-page[data-rendered]').first().waitFor({ timeout: 30_000 });
  const elapsed = performance.now() - clicked;
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return elapsed;
}

async function visit(browser: Browser, base: string, description: string, warmUpWith: string | null) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/price-updates`);
    if (warmUpWith) await firstPageMs(page, warmUpWith);
    return await firstPageMs(page, description);
  } finally {
    await context.close();
  }
}

/** Times opening each list (by its card's description) `runs` times cold and warm (warmed on `warmUp`). */
export async function viewerTimes(
  apiUrl: string,
  descriptions: string[],
  warmUp: string,
  runs: number,
): Promise<Map<string, ViewerTimes>> {
  const preview = await buildAndPreview({
    apiUrl,
    outDir: path.join(ROOT, 'tests/artifacts/bench-publish'),
    port: PREVIEW_PORT,
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const times = new Map<string, ViewerTimes>();
    for (const description of descriptions) {
      const t: ViewerTimes = { warmMs: [], coldMs: [] };
      for (let i = 0; i < runs; i++) {
        t.coldMs.push(await visit(browser, preview.url, description, null));
        t.warmMs.push(await visit(browser, preview.url, description, warmUp));
      }
      times.set(description, t);
    }
    return times;
  } finally {
    await browser.close();
    preview.stop();
  }
}
