/**
 * Price list viewer benchmark: time from opening a PDF in the in-app viewer to its first rendered
 * page, in headless Chromium against the production build, for a generated 100-page PDF served by
 * the stack's Storage API (goal < 1 s), beside a 1-page PDF in the same run as the baseline. Timed
 * with the viewer's code already loaded (another PDF opened first) and on a first visit. Also reports
 * how many bytes of the file the viewer fetched (range loading: the rest is never downloaded).
 * Run: npx tsx tests/bench/pdf/run.ts [--runs 7]   (builds into tests/artifacts/bench-pdf)
 */
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '@domain/database.ts';
import { configFromEnv, DEMO_SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts';
import { buildAndPreview, type WebPreview } from '../support/web-preview.ts';
import { startStack } from '../../../supabase/local/stack.ts';
import { makeTextPdf } from './make-pdf.ts';
import { chromiumLaunchOptions } from '../../support/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const OUT_DIR = path.join(ROOT, 'tests/artifacts/bench-pdf');
const PREVIEW_PORT = 4392;
const GOAL_MS = 1000;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Sample {
  /** Click to first rendered page with the viewer's code (pdf.js, its worker) already loaded. */
  warmMs: number;
  /** The same on a first visit: the code downloads too. */
  coldMs: number;
  bytes: number;
}

const WARM_UP = { file: 'bench-warm-up.pdf', description: 'Benchmark warm-up' };

/** Opens the card `description` and returns the milliseconds until the viewer shows a rendered page. */
async function openAndTime(page: Page, description: string): Promise<number> {
  const search = page.getByRole('searchbox', { name: 'Search by description' });
  await search.fill(description);
  const card = page.locator('.price-card', { hasText: description });
  await card.waitFor();
  const start = performance.now();
  await card.click();
  await page.locator('.pdf-page[data-rendered]').waitFor({ timeout: 30_000 });
  const ms = performance.now() - start;
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  return ms;
}

/** One sample in fresh browser contexts: a first visit (cold), then a visit that opened another PDF first (warm). */
async function sample(browser: Browser, base: string, description: string, file: string): Promise<Sample> {
  const visit = async (warmUp: boolean) => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    let bytes = 0;
    page.on('response', (response) => {
      if (response.url().includes(file)) bytes += Number(response.headers()['content-length'] ?? 0);
    });
    await page.goto(`${base}/price-updates`);
    if (warmUp) await openAndTime(page, WARM_UP.description);
    const ms = await openAndTime(page, description);
    await context.close();
    return { ms, bytes };
  };
  const cold = await visit(false);
  const warm = await visit(true);
  return { coldMs: cold.ms, warmMs: warm.ms, bytes: warm.bytes };
}

async function main() {
  const config = { ...configFromEnv({}), port: 0, mailPort: 0, dataDir: null, logRequests: false, scheduler: false };
  const stack = await startStack(config, () => {});
  let preview: WebPreview | null = null;
  try {
    const service = createClient<Database>(stack.url, DEMO_SERVICE_ROLE_KEY, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    const files = [
      { file: 'bench-100-pages.pdf', description: 'Benchmark hundred pages', body: makeTextPdf({ pages: 100 }) },
      { file: 'bench-1-page.pdf', description: 'Benchmark one page', body: makeTextPdf({ pages: 1 }) },
    ];
    const uploads = [...files, { ...WARM_UP, body: makeTextPdf({ pages: 1, title: 'Warm-up' }) }];
    for (const { file, description, body } of uploads) {
      const upload = await service.storage
        .from('prices')
        .upload(file, body, { contentType: 'application/pdf', upsert: true });
      if (upload.error) throw new Error(upload.error.message);
      const { error } = await service.from('price_updates_pdfs').insert({
        file_url: service.storage.from('prices').getPublicUrl(file).data.publicUrl,
        description,
        file_name: file,
        bucket_name: 'prices',
        storage_file_path: file,
      });
      if (error) throw new Error(error.message);
    }

    preview = await buildAndPreview({ apiUrl: stack.url, outDir: OUT_DIR, port: PREVIEW_PORT });
    const base = preview.url;

    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const results = [];
      for (const { file, description, body } of files) {
        const samples: Sample[] = [];
        for (let i = 0; i < RUNS; i++) samples.push(await sample(browser, base, description, file));
        results.push({
          file,
          size: body.length,
          warm: median(samples.map((s) => s.warmMs)),
          cold: median(samples.map((s) => s.coldMs)),
          bytes: median(samples.map((s) => s.bytes)),
        });
      }
      const [long, short] = results as [(typeof results)[0], (typeof results)[0]];
      for (const r of results) {
        console.log(
          `${r.file.padEnd(20)} ${(r.size / 1024).toFixed(0).padStart(4)} KB: first page ${r.warm.toFixed(0).padStart(4)} ms ` +
            `(first visit, code included: ${r.cold.toFixed(0)} ms), median of ${RUNS}; ${(r.bytes / 1024).toFixed(0)} KB of the file fetched`,
        );
      }
      console.log(
        `100-page PDF: ${long.warm.toFixed(0)} ms to first page (goal < ${GOAL_MS} ms: ${long.warm < GOAL_MS ? 'met' : 'NOT met'}; ` +
          `first visit ${long.cold.toFixed(0)} ms); 1-page baseline ${short.warm.toFixed(0)} ms; ratio ${(long.warm / short.warm).toFixed(2)}×; ` +
          `${((100 * long.bytes) / long.size).toFixed(0)}% of the file fetched`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    preview?.stop();
    await stack.close();
  }
}

await main();
