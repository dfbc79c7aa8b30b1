/**
 * Home route benchmark: the initial JS of the home route (gzipped; the entry chunk and its static
 * imports from the Vite manifest; goal ≤ 170 KB), the JS the page loads after its first paint until its
 * counters show, and the home page's load time in Chromium, as the median of N loads from `vite preview`,
 * beside a blank page served the same way in the same run.
 * Run: npx tsx tests/bench/home/run.ts [--loads 9]   (builds into tests/artifacts/bench-home)
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { buildAndPreview, type WebPreview } from '../support/web-preview.ts';
import { startStack } from '../../../supabase/local/stack.ts';
import { chromiumLaunchOptions } from '../../support/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const OUT_DIR = path.join(ROOT, 'tests/artifacts/bench-home');
const GOAL_KB = 170;
const PREVIEW_PORT = 4391;
const loadsArg = process.argv.indexOf('--loads');
const LOADS = loadsArg > 0 ? Number(process.argv[loadsArg + 1]) : 9;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The entry chunk and everything it imports statically: what the browser must fetch before the home page runs. */
function initialChunks(manifest: Record<string, ManifestChunk>): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]!.imports ?? []) visit(next);
  };
  visit(entryKey);
  return [...seen].map((key) => manifest[key]!.file);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each load's time until `ready` shows, and the JS files (paths) the page had requested by then. */
async function timeLoads(
  browser: Browser,
  url: string,
  ready: string,
): Promise<{ times: number[]; scripts: Set<string> }> {
  const times: number[] = [];
  const scripts = new Set<string>();
  for (let i = 0; i < LOADS; i++) {
    // A fresh context each time: nothing cached, no service worker, like a first visit.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) requested.push(pathname.slice(1));
    });
    const start = performance.now();
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    times.push(performance.now() - start);
    for (const script of requested) scripts.add(script);
    await context.close();
  }
  return { times, scripts };
}

async function main() {
  // A seeded in-memory stack: the page's own calls (session, counters, ads) get real answers.
  const config = { ...configFromEnv({}), port: 0, mailPort: 0, dataDir: null, logRequests: false, scheduler: false };
  const stack = await startStack(config, () => {});
  let preview: WebPreview | null = null;
  try {
    preview = await buildAndPreview({
      apiUrl: stack.url,
      outDir: OUT_DIR,
      port: PREVIEW_PORT,
      buildArgs: ['--manifest'],
      // A blank page served the same way is the load-time baseline.
      beforeServe: () =>
        fs.writeFileSync(path.join(OUT_DIR, 'blank.html'), '<!doctype html><title>blank</title><p>blank</p>'),
      readyPath: '/blank.html',
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(OUT_DIR, '.vite/manifest.json'), 'utf8'));
    const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(OUT_DIR, file))).length / 1024;
    const files = initialChunks(manifest);
    const sizes = files.map((file) => ({ file, kb: gzipKb(file) }));
    const totalKb = sizes.reduce((sum, s) => sum + s.kb, 0);
    const base = preview.url;

    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const blank = await timeLoads(browser, `${base}/blank.html`, 'p');
      // Ready: the hero heading and the live counters are on screen.
      const home = await timeLoads(browser, `${base}/`, '[data-testid="counter-activeMembers"]:not(:empty)');
      console.log(`Initial JS of the home route (gzipped): ${totalKb.toFixed(1)} KB (goal ≤ ${GOAL_KB} KB)`);
      for (const s of sizes) console.log(`  ${s.file.padEnd(44)} ${s.kb.toFixed(1).padStart(7)} KB`);
      // What loads after the first paint (the data cache, counters, ads, toasts) still costs the visitor.
      const later = [...home.scripts].filter((file) => !files.includes(file));
      const laterKb = later.reduce((sum, file) => sum + gzipKb(file), 0);
      console.log(
        `JS loaded after first paint, before the counters show (gzipped): ${laterKb.toFixed(1)} KB in ${later.length} chunks; ` +
          `all JS until ready: ${(totalKb + laterKb).toFixed(1)} KB`,
      );
      const [h, b] = [median(home.times), median(blank.times)];
      console.log(
        `Home page load, median of ${LOADS}: ${h.toFixed(0)} ms; blank page: ${b.toFixed(0)} ms; ratio ${(h / b).toFixed(1)}×`,
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
