/**
 * Workstation volume for the benchmark (issue 11): one company's price sheet of `products` products across the
 * four departments of product-mix.ts, and its corporate executive (a login with a password, a member profile, company_executives),
 * plus `otherCompanies` other companies with `otherProducts` products each as the rest of a marketplace.
 * Generated inside the database with generate_series (one statement per table). Every product satisfies
 * the product rules' check constraints (20261125006000): fibre types from FIBRE_TYPES of @domain/yarn.ts,
 * a specific type only for Cotton, Polyester Filament and Others (which needs one), lustre and twist only for
 * Polyester Filament, a blend ratio only for blend fibre types. Values are mixed by a hash of the row number,
 * so the sheet looks like a real one: prices 80–900 ₹ with paise, about 10 % hidden, updates over two months.
 */
import type { Database } from '../../../supabase/local/db/database.ts';
import { hashPassword } from '../../../supabase/local/auth/users.ts';
import {
  COTTON_SPECIFIC_TYPES,
  GRADES,
  LUSTRES,
  POLYESTER_FILAMENT_SPECIFIC_TYPES,
  TWISTS,
} from '../../../supabase/functions/_shared/domain/yarn.ts';
import { benchId } from '../generate/index.ts';
import {
  BLEND_RATIOS,
  DEPARTMENT_BOUNDS,
  DEPARTMENTS,
  FIBRES_BY_DEPARTMENT,
  FILAMENT_COUNTS,
  FILAMENT_DENIERS,
  OTHERS_SPECIFIED,
  SPUN_COUNTS,
} from './product-mix.ts';

export const WORKSTATION_SIZES = { products: 50_000, otherCompanies: 20, otherProducts: 1_000 };

export const BENCH_COMPANY = benchId('company', 1);
export const BENCH_EXECUTIVE = benchId('member', 1);
export const BENCH_EXECUTIVE_EMAIL = 'executive@bench.loomconnect.test';
export const BENCH_PASSWORD = 'Bench-pass-1';
const list = (values: readonly (string | number)[]) =>
  `array[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`)).join(',')}]`;
/** A stable pseudo-random number 0…m-1 for row n and salt k. */
const h = (k: number, m: number) => `((hashint4(n * 31 + ${k}) & 2147483647) % ${m})`;
const pick = (values: readonly (string | number)[], k: number) => `(${list(values)})[1 + ${h(k, values.length)}]`;

/** The products of `company` (a SQL expression of n), rows n = first…first+count-1. */
function productsSql(company: string, executive: string, first: number, count: number): string {
  return `insert into public.corporate_products (company_id, department_name, associated_corporate_user_id, fibre_type,
      specific_type, lustre, twist_intermingling, blend_ratio, denier_count, filament_count, number_of_plys, basic_price,
      grade, visibility_status, created_at, updated_at)
    select ${company}, d.department, ${executive}, p.fibre,
      case when p.fibre = 'Cotton' then ${pick(COTTON_SPECIFIC_TYPES, 11)}
           when p.fibre = 'Polyester Filament' then ${pick(POLYESTER_FILAMENT_SPECIFIC_TYPES, 12)}
           when p.fibre = 'Others' then ${pick(OTHERS_SPECIFIED, 13)} end,
      case when p.fibre = 'Polyester Filament' then ${pick(
        LUSTRES.filter((l) => l !== 'Others'),
        14,
      )} end,
      case when p.fibre = 'Polyester Filament' then ${pick(
        TWISTS.filter((t) => t !== 'Others'),
        15,
      )} end,
      case when p.fibre ~* 'blend' then ${pick(BLEND_RATIOS, 16)} end,
      case when d.department = 'Filament Yarn' then ${pick(FILAMENT_DENIERS, 17)}
           else ${pick(SPUN_COUNTS, 18)} end,
      case when d.department = 'Filament Yarn' then ${pick(FILAMENT_COUNTS, 19)} end,
      case when ${h(20, 10)} < 7 then 1 when ${h(20, 10)} < 9 then 2 else 3 end,
      round(80 + ${h(21, 82001)} / 100.0, 2),
      ${pick(GRADES, 22)},
      case when ${h(23, 10)} = 0 then 'Hide' else 'Reveal' end,
      now() - interval '120 days',
      now() - ${h(24, 60 * 24 * 60)} * interval '1 minute'
    from (
      select n, case ${DEPARTMENTS.map((d, i) => `when ${h(1, 100)} < ${DEPARTMENT_BOUNDS[i]} then '${d}'`).join(' ')} end
        as department
      from generate_series(${first}, ${first + count - 1}) n
    ) d, lateral (
      select case d.department
          ${DEPARTMENTS.map((d, i) => `when '${d}' then ${pick(FIBRES_BY_DEPARTMENT[d], 2 + i)}`).join('\n          ')}
        end as fibre
    ) p`;
}

/** Loads the volume in one transaction, then vacuums and analyzes. */
export async function generateWorkstationVolume(db: Database, sizes = WORKSTATION_SIZES): Promise<void> {
  const company = (n: string) => `('b0000000-0000-4000-9000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
         '{"provider":"email","providers":["email"]}', '{}', now() - interval '1 year', now())`,
      [BENCH_EXECUTIVE, BENCH_EXECUTIVE_EMAIL, passwordHash],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', true), 'email',
         now(), now())`,
      [BENCH_EXECUTIVE, BENCH_EXECUTIVE_EMAIL],
    );
    await tx.query('select public.create_member_profile($1, $2::jsonb)', [
      BENCH_EXECUTIVE,
      JSON.stringify({
        member_name: 'Bench Executive',
        business_name: 'Bench Mills',
        email: BENCH_EXECUTIVE_EMAIL,
        mobile_number: '9000000001',
        country_code: '+91',
        membership_type: 'Paid Member',
      }),
    ]);
    await tx.query(
      `insert into public.company_details (id, company_name, address)
       select ${company('n')}, case when n = 1 then 'Bench Mills Ltd' else 'Bench Company ' || n end, 'Industrial Area ' || n
       from generate_series(1, ${1 + sizes.otherCompanies}) n`,
    );
    await tx.query('insert into public.company_executives (user_id, company_id) values ($1, $2)', [
      BENCH_EXECUTIVE,
      BENCH_COMPANY,
    ]);
    await tx.query(productsSql(`'${BENCH_COMPANY}'::uuid`, `'${BENCH_EXECUTIVE}'::uuid`, 1, sizes.products));
    await tx.query(
      productsSql(
        company(`2 + n % ${sizes.otherCompanies}`),
        'null::uuid',
        sizes.products + 1,
        sizes.otherCompanies * sizes.otherProducts,
      ),
    );
  });
  await db.exec('vacuum analyze');
}
