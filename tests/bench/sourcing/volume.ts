/**
 * Sourcing volume for the benchmark: one company's trims desk with RFQS RFQs, each run over ROUNDS rounds
 * in which all VENDORS vendors bid (RFQS × VENDORS × ROUNDS bids), plus the rest of a marketplace as noise:
 * 19 other companies with 200 RFQs each (two rounds apiece, a few bids), across departments.
 * Members and companies come from tests/bench/generate; bids go through the real insert trigger (so each
 * is checked and stamped like a vendor's), rounds 1…ROUNDS-1 are then closed, and every fourth RFQ's last
 * round is sealed and still open.
 */
import type { Database } from '../../../supabase/local/db/database.ts';
import { benchId, generateVolume } from '../generate/index.ts';

export interface SourcingSizes {
  rfqs: number;
  vendors: number;
  rounds: number;
}

export const SOURCING_BENCH_SIZES: SourcingSizes = { rfqs: 200, vendors: 50, rounds: 5 };

/** Bench member 1 is the executive of bench company 1; members 2…vendors+1 are its trims vendors. */
export const BENCH_EXECUTIVE = benchId('member', 1);
export const BENCH_COMPANY = benchId('company', 1);
export const benchVendor = (n: number) => benchId('member', 1 + n);

export async function generateSourcingVolume(db: Database, s: SourcingSizes = SOURCING_BENCH_SIZES): Promise<void> {
  await generateVolume(db, { members: 2000, companies: 20, products: 2000, enquiries: 0, offers: 0 });
  const member = (n: string) => `('b0000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
  const company = (n: string) => `('b0000000-0000-4000-9000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
  await db.transaction(async (tx) => {
    for (const sql of [
      `insert into public.company_executives (user_id, company_id) values ('${BENCH_EXECUTIVE}', '${BENCH_COMPANY}')`,
      `insert into public.department_vendors (company_id, department, department_name, vendor_user_id)
       select '${BENCH_COMPANY}', 'trims', 'Trims & Accessories', ${member('1 + n')} from generate_series(1, ${s.vendors}) n`,
      // The desk's RFQs (bidding privately) and another company's, for the indexes to tell apart.
      `insert into public.sourcing_requests (user_id, company_id, department, custom_item, quantity, quantity_unit,
         description, bid_status, target_price, created_at)
       select '${BENCH_EXECUTIVE}', '${BENCH_COMPANY}', 'trims', 'Bench item ' || n, (1000 + n * 10)::text, 'pcs',
         'Benchmark RFQ ' || n, 'private', 10 + n % 50, now() - n * interval '1 hour'
       from generate_series(1, ${s.rfqs}) n`,
      `insert into public.sourcing_requests (user_id, company_id, department, custom_item, quantity, bid_status, created_at)
       select ${member('1000 + c')}, ${company('1 + c')},
         (array['trims','packaging','finishing','printing','testing','machinery','manpower','fabrics'])[1 + n % 8],
         'Other item ' || n, '500', 'private', now() - n * interval '1 hour'
       from generate_series(1, 19) c, generate_series(1, ${s.rfqs}) n`,
      `insert into public.sourcing_bid_rounds (sourcing_request_id, round_number, status, company_id)
       select r.id, k, case when k = 1 then 'closed' else 'open' end, r.company_id
       from public.sourcing_requests r, generate_series(1, 2) k
       where r.company_id <> '${BENCH_COMPANY}'`,
      `insert into public.sourcing_bid_rounds (sourcing_request_id, round_number, status, company_id, sealed)
       select r.id, k, 'open', r.company_id, false
       from public.sourcing_requests r, generate_series(1, ${s.rounds}) k
       where r.company_id = '${BENCH_COMPANY}'`,
      // Every vendor bids in every round, through the bid trigger (rounds are open now).
      `insert into public.sourcing_bids (sourcing_request_id, vendor_user_id, quoted_price, delivery_time_days, moq,
         vendor_notes, round_id, round_number)
       select b.sourcing_request_id, ${member('1 + v')}, round(8 + ((v * 37 + b.round_number * 11) % 400) / 100.0, 2),
         7 + (v + b.round_number) % 21, (500 * (1 + v % 6))::text, null, b.id, b.round_number
       from public.sourcing_bid_rounds b, generate_series(1, ${s.vendors}) v
       where b.company_id = '${BENCH_COMPANY}'`,
      `update public.sourcing_bid_rounds set status = 'closed' where company_id = '${BENCH_COMPANY}' and round_number < ${s.rounds}`,
      `update public.sourcing_bid_rounds b set sealed = true from public.sourcing_requests r
       where r.id = b.sourcing_request_id and b.round_number = ${s.rounds} and r.company_id = '${BENCH_COMPANY}'
         and (hashtext(r.id::text) % 4) = 0`,
    ]) {
      await tx.query(sql);
    }
  });
  await db.exec('vacuum analyze');
}
