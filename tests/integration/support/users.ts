/**
 * Test users made directly in SQL (auth.users + auth.identities, then profile, staff, company
 * and vendor rows), each with a supabase-js client whose Authorization header carries a JWT
 * signed with the stack's secret, so database tests do not depend on the auth API.
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { MembershipType } from '@domain/constants.ts';
import type { Database } from '@domain/database.ts';
import { signJwt } from '../../../supabase/local/http/jwt.ts';
import type { Queryable } from '../../../supabase/local/db/database.ts';
import type { TestStack } from './stack.ts';

export interface TestUser {
  id: string;
  email: string;
  /** The JWT claims, e.g. for `asRole(stack.db, user.claims, …)`. */
  claims: { sub: string; role: 'authenticated'; aud: 'authenticated'; email: string; exp: number };
  client: SupabaseClient<Database>;
}

export interface UserOptions {
  /** Profile membership; `null` makes a login without a yarnconnect_free row. */
  membership?: MembershipType | null;
  staff?: 'admin' | 'limited_admin';
  isAdmin2?: boolean;
  /** Makes the user a corporate executive of this company. */
  executiveOf?: string;
  /** Registers the user as vendor of these company departments. */
  vendorOf?: { companyId: string; department: string }[];
  /** Sets the balance exactly (booked as an admin_adjustment ledger row). */
  credits?: number;
  listInDirectory?: boolean;
  referralCode?: string;
}

let counter = 0;
/** Unique per process and call, for e-mails, names and mobile numbers. */
export function uniqueSuffix(): string {
  counter += 1;
  return `${process.pid % 100000}${String(counter).padStart(4, '0')}`;
}

/** A supabase-js client that sends `token` as its bearer token, like a signed-in browser. */
export function clientWithToken(stack: TestStack, token: string): SupabaseClient<Database> {
  return createClient<Database>(stack.url, stack.config.anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Inserts a confirmed e-mail login (no usable password) and its identity. */
export async function insertAuthUser(db: Queryable, id: string, email: string): Promise<void> {
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '',
       now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
    [id, email],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $3, jsonb_build_object('sub', $1::text, 'email', $2::text), 'email', now(), now())`,
    [id, email, id],
  );
}

export async function createCompany(stack: TestStack, name = `Company ${uniqueSuffix()}`): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    'insert into public.company_details (company_name) values ($1) returning id',
    [name],
  );
  return rows[0].id;
}

export async function createUser(stack: TestStack, options: UserOptions = {}): Promise<TestUser> {
  const { db } = stack;
  const id = randomUUID();
  const suffix = uniqueSuffix();
  const email = `user${suffix}@test.loomconnect.test`;
  await insertAuthUser(db, id, email);

  const membership = options.membership === undefined ? 'Free Member' : options.membership;
  if (membership) {
    await db.query('select public.create_member_profile($1, $2::jsonb)', [
      id,
      JSON.stringify({
        member_name: `Member ${suffix}`,
        business_name: `Business ${suffix}`,
        email,
        mobile_number: `9${suffix.padStart(9, '0').slice(-9)}`,
        country_code: '+91',
        list_in_directory: options.listInDirectory ?? true,
        membership_type: membership === 'Free Member' ? 'Free Member' : 'Paid Member',
        referral_code: options.referralCode,
      }),
    ]);
    if (membership === 'Corporate Member') {
      await db.query(`select public.apply_membership_change_credits($1, 'Corporate Member')`, [id]);
    }
    if (options.credits !== undefined) {
      await db.query('select public.admin_update_member($1, $2::jsonb)', [
        id,
        JSON.stringify({ messaging_credits: options.credits }),
      ]);
    }
  }
  if (options.staff) {
    await db.query('insert into public.staff (user_id, role, is_admin2) values ($1, $2, $3)', [
      id,
      options.staff,
      options.isAdmin2 ?? false,
    ]);
  }
  if (options.executiveOf) {
    await db.query('insert into public.company_executives (user_id, company_id) values ($1, $2)', [
      id,
      options.executiveOf,
    ]);
  }
  for (const v of options.vendorOf ?? []) {
    await db.query(
      `insert into public.department_vendors (company_id, department, department_name, vendor_user_id)
       values ($1, $2, initcap($2), $3)`,
      [v.companyId, v.department, id],
    );
  }

  const claims = {
    sub: id,
    role: 'authenticated' as const,
    aud: 'authenticated' as const,
    email,
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  return { id, email, claims, client: clientWithToken(stack, await signJwt(claims, stack.config.jwtSecret)) };
}

/** The roles of the permission matrix, with companies A and B. */
export interface RoleSet {
  companyA: string;
  companyB: string;
  free: TestUser;
  paid: TestUser;
  vendor: TestUser;
  execA: TestUser;
  execB: TestUser;
  limitedAdmin: TestUser;
  admin: TestUser;
}

/**
 * One user per role: a Free and a Paid Member, a vendor (a Free Member registered for company
 * A's trims department), an executive of each company, a limited admin and an admin.
 */
export async function createRoleSet(stack: TestStack): Promise<RoleSet> {
  const companyA = await createCompany(stack, `Company A ${uniqueSuffix()}`);
  const companyB = await createCompany(stack, `Company B ${uniqueSuffix()}`);
  return {
    companyA,
    companyB,
    free: await createUser(stack),
    paid: await createUser(stack, { membership: 'Paid Member' }),
    vendor: await createUser(stack, { vendorOf: [{ companyId: companyA, department: 'trims' }] }),
    execA: await createUser(stack, { membership: 'Corporate Member', executiveOf: companyA }),
    execB: await createUser(stack, { membership: 'Corporate Member', executiveOf: companyB }),
    limitedAdmin: await createUser(stack, { staff: 'limited_admin' }),
    admin: await createUser(stack, { staff: 'admin' }),
  };
}
