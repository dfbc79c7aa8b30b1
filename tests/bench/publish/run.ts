/**
 * Publish benchmark (issue 28, deliverable 5) on seed.ts's company (2 000 revealed products, 200 hidden):
 * 1. publishing the all-departments list through the function (draft read as the executive, PDF rendered,
 *    stored, recorded), p50/p95 over the runs, each after a morning's repricing so the list carries ▲/▼;
 *    beside, in the same run, reading the same rows through the API (REST select and the draft RPC) and the
 *    preview (render without storing). Goal: < 3 s.
 * 2. the stored PDF's size. Goal: < 1 MB.
 * 3. the first page in the in-app viewer (tests/bench/pdf's method), beside a 1-page hand-uploaded list.
 *    Goal: < 1 s.
 * The renderer is whatever supabase/functions/_shared/price-list-pdf/render.ts is on this branch.
 * Run: npx tsx tests/bench/publish/run.ts [--runs 5] [--postgres] [--no-viewer]
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '@domain/database.ts';
import { dayInIndia } from '@domain/format.ts';
import { priceListDocument, type PriceListDraftRow } from '@domain/price-list-publish.ts';
import { renderPriceListPdf } from '../../../supabase/functions/_shared/price-list-pdf/render.ts';
import { DEMO_SERVICE_ROLE_KEY } from '../../../supabase/local/config.ts';
import type { RunningStack } from '../../../supabase/local/stack.ts';
import { makeTextPdf } from '../pdf/make-pdf.ts';
import { startBenchStack, tempPostgres } from '../support/temp-postgres.ts';
import { ms, restTime, stats } from '../support/timing.ts';
import { benchLogo, PUBLISH_SIZES, reprice, seedPublishCompany } from './seed.ts';
import { viewerTimes } from './viewer.ts';

const arg = (name: string) => process.argv.indexOf(name);
const RUNS = arg('--runs') > 0 ? Number(process.argv[arg('--runs') + 1]) : 5;
const GOAL = { publishMs: 3000, pdfBytes: 1024 * 1024, firstPageMs: 1000 };
const BASELINE_LIST = 'Bench hand-uploaded one page';

type ListRow = Database['public']['Tables']['price_updates_pdfs']['Row'];

/** CPU ms this process (the stack, its functions and PGlite run in it) spent since `from`. */
const cpuMsSince = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/** One call of the function as the executive: its wall time, the CPU it cost this process, and its body. */
async function callPublish(stack: RunningStack, token: string, companyId: string, mode: 'preview' | 'publish') {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const res = await fetch(`${stack.url}/functions/v1/publish-price-list`, {
    method: 'POST',
    headers: { apikey: stack.config.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ company_id: companyId, department: null, valid_until: dayInIndia(new Date()), mode }),
  });
  const body = new Uint8Array(await res.arrayBuffer());
  const elapsed = performance.now() - started;
  if (!res.ok) throw new Error(`${mode}: HTTP ${res.status} ${new TextDecoder().decode(body)}`);
  return { ms: elapsed, cpuMs: cpuMsSince(cpu), body };
}

/** The renderer alone, in this process, on the list's own document (read as the executive): wall and CPU ms. */
async function renderTimes(stack: RunningStack, token: string, companyId: string, logo: Uint8Array) {
  const res = await fetch(`${stack.url}/rest/v1/rpc/price_list_draft`, {
    method: 'POST',
    headers: { apikey: stack.config.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_company_id: companyId }),
  });
  const meta = {
    companyName: 'Bench Spinning Mills Pvt Ltd',
    logo,
    department: null,
    publishedOn: dayInIndia(new Date()),
  };
  const doc = priceListDocument((await res.json()) as PriceListDraftRow[], { ...meta, validUntil: meta.publishedOn });
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const [from, started] = [process.cpuUsage(), performance.now()];
    await renderPriceListPdf(doc);
    wall.push(performance.now() - started);
    cpu.push(cpuMsSince(from));
  }
  return { wall: stats(wall), cpu: stats(cpu) };
}

async function uploadBaseline(service: ReturnType<typeof createClient<Database>>) {
  const path = 'bench/one-page.pdf';
  const stored = await service.storage.from('prices').upload(path, makeTextPdf({ pages: 1 }), {
    contentType: 'application/pdf',
    upsert: true,
  });
  if (stored.error) throw new Error(stored.error.message);
  const row = { description: BASELINE_LIST, file_url: path, file_name: 'one-page.pdf', storage_file_path: path };
  const { error } = await service.from('price_updates_pdfs').insert(row);
  if (error) throw new Error(error.message);
}

const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');
const line = (label: string, s: { p50: number; p95: number }, tail = '') =>
  console.log(`${label.padEnd(52)}${ms(s.p50)} ms${ms(s.p95)} ms   ${tail}`);

async function main() {
  const temp = arg('--postgres') > 0 ? await tempPostgres() : null;
  if (typeof temp === 'string') throw new Error(temp);
  const stack = await startBenchStack(temp?.url ?? null);
  try {
    const options = { auth: { persistSession: false }, realtime: { transport: WebSocket as never } };
    const service = createClient<Database>(stack.url, DEMO_SERVICE_ROLE_KEY, options);
    const { companyId, token } = await seedPublishCompany(
      stack,
      service,
      createClient<Database>(stack.url, stack.config.anonKey, options),
    );
    await uploadBaseline(service);

    const publishMs: number[] = [];
    const publishCpuMs: number[] = [];
    let list: ListRow | null = null;
    for (let run = 0; run < RUNS; run++) {
      if (run > 0) await reprice(stack, companyId, run);
      const published = await callPublish(stack, token, companyId, 'publish');
      publishMs.push(published.ms);
      publishCpuMs.push(published.cpuMs);
      list = (JSON.parse(new TextDecoder().decode(published.body)) as { list: ListRow }).list;
    }
    const previewMs: number[] = [];
    for (let run = 0; run < RUNS; run++) previewMs.push((await callPublish(stack, token, companyId, 'preview')).ms);
    const rows = `company_id=eq.${companyId}&visibility_status=eq.Reveal&basic_price=not.is.null`;
    const rest = await restTime(
      stack,
      token,
      { method: 'GET', path: `/rest/v1/corporate_products?select=*&${rows}` },
      RUNS * 2,
    );
    const draft = await restTime(
      stack,
      token,
      { method: 'POST', path: '/rest/v1/rpc/price_list_draft', body: { p_company_id: companyId } },
      RUNS * 2,
    );
    const render = await renderTimes(stack, token, companyId, benchLogo());
    const stored = await service.storage.from('prices').download(list!.storage_file_path!);
    const pdfBytes = (await stored.data!.arrayBuffer()).byteLength;

    const publish = stats(publishMs);
    console.log(
      `\n${PUBLISH_SIZES.revealed} revealed products (${PUBLISH_SIZES.hidden} hidden), ${RUNS} runs, ${temp ? 'PostgreSQL' : 'PGlite'}, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
    );
    console.log(`${'figure'.padEnd(52)}${'p50'.padStart(11)}${'p95'.padStart(11)}   ratio / goal`);
    line('read the rows: REST select (baseline)', rest);
    line('read the rows: price_list_draft RPC', draft, `${(draft.p50 / rest.p50).toFixed(1)}× REST`);
    line(
      'preview (draft + render, nothing stored)',
      stats(previewMs),
      `${(stats(previewMs).p50 / rest.p50).toFixed(1)}× REST`,
    );
    line(
      'publish (draft + render + store + record)',
      publish,
      `${(publish.p50 / rest.p50).toFixed(1)}× REST · goal p95 < ${GOAL.publishMs} ms ${verdict(publish.p95 < GOAL.publishMs)}`,
    );
    line(
      'publish: CPU spent by the stack (load-independent)',
      stats(publishCpuMs),
      temp ? 'database in its own process, not counted' : 'PGlite: database included',
    );
    line('render alone (in-process, same document)', render.wall, `CPU p50 ${render.cpu.p50.toFixed(0)} ms`);
    console.log(
      `stored PDF (edition ${list!.edition}, ${list!.product_count} products, ${list!.changed_count} changed): ` +
        `${(pdfBytes / 1024).toFixed(0)} KB · goal < 1024 KB ${verdict(pdfBytes < GOAL.pdfBytes)}`,
    );
    console.log(`headline: ${list!.headline}`);
    const renderer = execFileSync('git', [
      'log',
      '-1',
      '--format=%h %s',
      '--',
      'supabase/functions/_shared/price-list-pdf',
    ])
      .toString()
      .slice(0, 100);
    const edited =
      execFileSync('git', ['status', '--porcelain', '--', 'supabase/functions/_shared/price-list-pdf']).length > 0;
    console.log(`renderer: ${renderer.trim()}${edited ? ' (+ uncommitted changes)' : ''}`);

    if (arg('--no-viewer') < 0) {
      const times = await viewerTimes(stack.url, [list!.description, BASELINE_LIST], BASELINE_LIST, Math.min(RUNS, 5));
      const [ours, baseline] = [times.get(list!.description)!, times.get(BASELINE_LIST)!];
      const [warm, cold, base] = [stats(ours.warmMs), stats(ours.coldMs), stats(baseline.warmMs)];
      line('viewer first page: 1-page hand list, warm (baseline)', base);
      line('viewer first page: published list, first visit', cold, `${(cold.p50 / base.p50).toFixed(2)}× baseline`);
      line(
        'viewer first page: published list, warm',
        warm,
        `${(warm.p50 / base.p50).toFixed(2)}× baseline · goal < ${GOAL.firstPageMs} ms ${verdict(warm.p50 < GOAL.firstPageMs)}`,
      );
    }
  } finally {
    await stack.close();
    if (temp) await temp.drop();
  }
}

await main();
