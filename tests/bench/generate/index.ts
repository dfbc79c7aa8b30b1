/**
 * Large-volume marketplace data for benchmarks, generated inside the database with
 * generate_series (one statement per table, no row-by-row round trips). Rows get
 * deterministic ids (prefix b0000000-…) so a benchmark can address member n directly, and they
 * do not collide with the demo seed. Credits are booked in the ledger like everywhere else.
 */
import type { Database } from '../../../supabase/local/db/database.ts';

export interface VolumeSizes {
  members: number;
  companies: number;
  products: number;
  enquiries: number;
  offers: number;
}

export const BENCH_SIZES: VolumeSizes = {
  members: 100_000,
  companies: 500,
  products: 50_000,
  enquiries: 200_000,
  offers: 100_000,
};

/** The deterministic id of generated row n (1-based) of a kind. */
export const benchId = (kind: 'member' | 'company', n: number) =>
  `b0000000-0000-4000-${kind === 'member' ? '8000' : '9000'}-${n.toString(16).padStart(12, '0')}`;

const idSql = (kind: 'member' | 'company', n: string) =>
  `('b0000000-0000-4000-${kind === 'member' ? '8000' : '9000'}-' || lpad(to_hex(${n}), 12, '0'))::uuid`;

// Values cycled through by row number; the lists mirror the spec's option lists.
const FIBRES = `array['Polyester Filament','Cotton','Viscose Rayon','Nylon','Polyester Spun','Linen','Wool','Modal']`;
const STATES = `array['Gujarat','Maharashtra','Tamil Nadu','Punjab','Rajasthan','West Bengal','Haryana','Karnataka']`;
const BUSINESS = `array['Fabric Manufacturer','Yarn Supplier','Fabric Trader / Wholesaler','Fabric Exporter','Embroidery Unit']`;
const pick = (list: string, n: string) => `(${list})[1 + (${n}) % cardinality(${list})]`;

function statements(s: VolumeSizes): string[] {
  const member = (n: string) => idSql('member', `1 + (${n}) % ${s.members}`);
  return [
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', ${idSql('member', 'n')}, 'authenticated', 'authenticated',
       'bench' || n || '@bench.loomconnect.test', '', now(), '{"provider":"email","providers":["email"]}', '{}',
       now() - (n % 400) * interval '1 day', now()
     from generate_series(1, ${s.members}) n`,
    // Profiles start with 25 credits (Free) or 200 (Paid), booked in the ledger below.
    `select set_config('loomconnect.credit_write', 'on', true)`,
    `insert into public.yarnconnect_free (id, member_name, business_name, email, mobile_number, country_code, state,
       district, city, country, business_type, my_yarns, membership_type, messaging_credits, referral_code,
       list_in_directory, created_at)
     select ${idSql('member', 'n')}, 'Bench Member ' || n, 'Bench Business ' || (n % 20000),
       'bench' || n || '@bench.loomconnect.test', '6' || lpad(n::text, 9, '0'), '+91', ${pick(STATES, 'n')},
       'District ' || (n % 300), 'City ' || (n % 300), 'India', array[${pick(BUSINESS, 'n')}],
       array[${pick(FIBRES, 'n')}], case when n % 4 = 0 then 'Paid Member' else 'Free Member' end,
       case when n % 4 = 0 then 200 else 25 end, 'B' || lpad(n::text, 9, '0'), n % 10 <> 0,
       now() - (n % 400) * interval '1 day'
     from generate_series(1, ${s.members}) n`,
    `select set_config('loomconnect.credit_write', 'off', true)`,
    `insert into public.credit_ledger (user_id, delta, reason, description)
     select ${idSql('member', 'n')}, case when n % 4 = 0 then 200 else 25 end, 'signup', 'Bench signup credits'
     from generate_series(1, ${s.members}) n`,
    `insert into public.company_details (id, company_name, address)
     select ${idSql('company', 'n')}, 'Bench Company ' || n, 'Industrial Area ' || n
     from generate_series(1, ${s.companies}) n`,
    `insert into public.corporate_products (company_id, department_name, fibre_type, denier_count, filament_count,
       number_of_plys, basic_price, grade, visibility_status, updated_at)
     select ${idSql('company', `1 + n % ${s.companies}`)}, ${pick(`array['Filament Yarn','Spun Yarn','Speciality Yarn']`, 'n')},
       ${pick(FIBRES, 'n')}, 20 + n % 300, n % 96, 1 + n % 16, 50 + (n % 5000) / 10.0, 'PQ',
       case when n % 7 = 0 then 'Hide' else 'Reveal' end, now() - (n % 1000) * interval '1 hour'
     from generate_series(1, ${s.products}) n`,
    `insert into public.purchase_enquiries (user_id, fibre_type, denier_count, filament_count, number_of_plys, grade,
       quantity_required_kgs, lot_no, created_at, updated_at)
     select ${member('n')}, ${pick(FIBRES, 'n')}, 20 + n % 300, n % 96, 1 + n % 4, 'PQ', 100 + n % 10000,
       'LOT-' || n, now() - (n % 10000) * interval '1 minute', now() - (n % 10000) * interval '1 minute'
     from generate_series(1, ${s.enquiries}) n`,
    `insert into public.sales_offers (user_id, fibre_type, denier_count, filament_count, number_of_plys, grade,
       quantity_kgs, price, lot_no, created_at, updated_at)
     select ${member('n * 7')}, ${pick(FIBRES, 'n')}, 20 + n % 300, n % 96, 1 + n % 4, 'PQ', 100 + n % 10000,
       80 + (n % 20000) / 100.0, 'OFF-' || n, now() - (n % 10000) * interval '1 minute', now() - (n % 10000) * interval '1 minute'
     from generate_series(1, ${s.offers}) n`,
    'analyze',
  ];
}

/** Inserts the volumes in one transaction; returns the row counts it added per table. */
export async function generateVolume(db: Database, sizes: VolumeSizes = BENCH_SIZES): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const sql of statements(sizes)) {
      const r = await tx.query(sql);
      const table = /insert into (\S+)/.exec(sql)?.[1];
      if (table) counts[table] = r.affectedRows;
    }
  });
  return counts;
}
