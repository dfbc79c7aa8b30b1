/**
 * The permission matrix: every role × every table × select/insert/update/delete, through
 * supabase-js as that role, against the expected allow or deny. Each case works on a row made
 * for it (as the database owner), so cases are independent; allow/deny of writes is checked in
 * the database afterwards, not from the reply alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';
import {
  createCompany,
  createRoleSet,
  createUser,
  insertAuthUser,
  uniqueSuffix,
  type RoleSet,
  type TestUser,
} from './support/users.ts';
import { randomUUID } from 'node:crypto';

type Role = 'anon' | 'free' | 'paid' | 'vendor' | 'execA' | 'execB' | 'limitedAdmin' | 'admin';
type Op = 'select' | 'insert' | 'update' | 'delete';

const ROLES: Role[] = ['anon', 'free', 'paid', 'vendor', 'execA', 'execB', 'limitedAdmin', 'admin'];
const EVERYONE = ROLES;
const SIGNED_IN = ROLES.filter((r) => r !== 'anon');
const STAFF: Role[] = ['limitedAdmin', 'admin'];
const COMPANY_A: Role[] = ['execA', 'admin'];
const NOBODY: Role[] = [];

interface Ctx {
  stack: TestStack;
  roles: RoleSet;
  user(role: Role): TestUser | null;
  sql<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
}

interface TableSpec {
  /** Case label; the table name unless a variant of the same table. */
  label?: string;
  table: string;
  pk?: string;
  /** Makes (or picks) the row that select/update/delete act on; returns its key. */
  row(ctx: Ctx): Promise<string>;
  /** The row that delete acts on when it must differ from `row` (e.g. not an actor's own profile). */
  deleteRow?(ctx: Ctx): Promise<string>;
  /** A new row the role tries to insert. */
  insert(ctx: Ctx, actor: TestUser | null): Promise<Record<string, unknown>>;
  /** One column the role tries to set, with a value no fixture uses. */
  patch: { column: string; value: string | number | boolean };
  can: Record<Op, Role[]>;
}

const one = async (ctx: Ctx, text: string, params: unknown[] = []) =>
  String((await ctx.sql<{ id: string }>(text, params))[0].id);

// Fixture rows, made as the database owner.
const enquiryBy = (ctx: Ctx, userId: string) =>
  one(ctx, `insert into public.purchase_enquiries (user_id, fibre_type) values ($1, 'Cotton') returning id`, [userId]);
const offerBy = (ctx: Ctx, userId: string) =>
  one(ctx, `insert into public.sales_offers (user_id, fibre_type, price) values ($1, 'Nylon', 150) returning id`, [
    userId,
  ]);
const productOfA = (ctx: Ctx, visibility: 'Reveal' | 'Hide') =>
  one(
    ctx,
    `insert into public.corporate_products (company_id, department_name, fibre_type, basic_price, visibility_status)
     values ($1, 'Filament Yarn', 'Polyester Filament', 150, $2) returning id`,
    [ctx.roles.companyA, visibility],
  );
/** An RFQ of company A's trims department, raised by execA, with one open round. */
const rfqOfA = async (ctx: Ctx, bidStatus: 'private' | 'open') => {
  const rfq = await one(
    ctx,
    `insert into public.sourcing_requests (user_id, company_id, department, custom_item, quantity, bid_status)
     values ($1, $2, 'trims', 'Buttons', '1000', $3) returning id`,
    [ctx.roles.execA.id, ctx.roles.companyA, bidStatus],
  );
  const round = await one(
    ctx,
    `insert into public.sourcing_bid_rounds (sourcing_request_id, round_number, company_id) values ($1, 1, $2) returning id`,
    [rfq, ctx.roles.companyA],
  );
  return { rfq, round };
};
const freshMember = async (ctx: Ctx) => (await createUser(ctx.stack)).id;
const freshLogin = async (ctx: Ctx) => {
  const id = randomUUID();
  await insertAuthUser(ctx.stack.db, id, `login${uniqueSuffix()}@test.loomconnect.test`);
  return id;
};
const staffContent = (table: string, insertRow: () => Record<string, unknown>, patchColumn: string): TableSpec => ({
  table,
  row: (ctx) => {
    const row = insertRow();
    const cols = Object.keys(row);
    return one(
      ctx,
      `insert into public.${table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
      Object.values(row),
    );
  },
  insert: async () => insertRow(),
  patch: { column: patchColumn, value: `Edited ${table}` },
  can: { select: EVERYONE, insert: STAFF, update: STAFF, delete: STAFF },
});
const rfqInsert = (ctx: Ctx, actor: TestUser | null) => ({
  user_id: actor?.id,
  company_id: ctx.roles.companyA,
  department: 'trims',
  custom_item: 'Zippers',
  quantity: '500',
});

const TABLES: TableSpec[] = [
  {
    table: 'app_settings',
    pk: 'key',
    row: async () => 'platform',
    insert: async () => ({ key: `k${uniqueSuffix()}`, value: {} }),
    patch: { column: 'value', value: '{"edited":true}' },
    can: { select: EVERYONE, insert: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    table: 'staff',
    pk: 'user_id',
    row: async (ctx) => ctx.roles.limitedAdmin.id,
    insert: async (ctx) => ({ user_id: ctx.roles.paid.id, role: 'admin' }),
    patch: { column: 'role', value: 'admin' },
    can: { select: STAFF, insert: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    table: 'company_details',
    row: async (ctx) => ctx.roles.companyA,
    deleteRow: (ctx) => createCompany(ctx.stack),
    insert: async () => ({ company_name: `New Company ${uniqueSuffix()}` }),
    patch: { column: 'marketing_team_info', value: 'Edited marketing' },
    can: { select: EVERYONE, insert: STAFF, update: COMPANY_A, delete: ['admin'] },
  },
  {
    table: 'company_executives',
    pk: 'user_id',
    row: async (ctx) => {
      const id = await freshLogin(ctx);
      await ctx.sql('insert into public.company_executives (user_id, company_id) values ($1, $2)', [
        id,
        ctx.roles.companyA,
      ]);
      return id;
    },
    insert: async (ctx) => ({ user_id: await freshLogin(ctx), company_id: ctx.roles.companyA }),
    patch: { column: 'company_id', value: '00000000-0000-4000-8000-000000000000' },
    can: { select: SIGNED_IN, insert: STAFF, update: NOBODY, delete: ['admin'] },
  },
  {
    // The Free Member's own profile: directory viewers, executives and staff read it; only
    // the member and admins edit it; a member never inserts someone else's profile.
    table: 'yarnconnect_free',
    row: async (ctx) => ctx.roles.free.id,
    deleteRow: freshMember,
    insert: async (ctx) => ({
      id: await freshLogin(ctx),
      member_name: 'Someone Else',
      business_name: 'Elsewhere',
      email: `else${uniqueSuffix()}@test.loomconnect.test`,
    }),
    patch: { column: 'city', value: 'Edited City' },
    can: {
      select: ['free', 'paid', 'execA', 'execB', 'limitedAdmin', 'admin'],
      insert: NOBODY,
      update: ['free', 'admin'],
      delete: ['admin'],
    },
  },
  {
    // A member who opted out of the directory: only staff (and the member) read the profile.
    label: 'yarnconnect_free (not in directory)',
    table: 'yarnconnect_free',
    row: async (ctx) => (await createUser(ctx.stack, { listInDirectory: false })).id,
    insert: async (ctx) => ({
      id: await freshLogin(ctx),
      member_name: 'Someone Else',
      business_name: 'Elsewhere',
      email: `else${uniqueSuffix()}@test.loomconnect.test`,
    }),
    patch: { column: 'city', value: 'Edited City' },
    can: { select: STAFF, insert: NOBODY, update: ['admin'], delete: ['admin'] },
  },
  {
    table: 'credit_ledger',
    row: (ctx) =>
      one(
        ctx,
        `insert into public.credit_ledger (user_id, delta, reason) values ($1, 1, 'admin_adjustment') returning id`,
        [ctx.roles.paid.id],
      ),
    insert: async (ctx, actor) => ({ user_id: actor?.id ?? ctx.roles.paid.id, delta: 100, reason: 'admin_adjustment' }),
    patch: { column: 'delta', value: 999 },
    can: { select: ['paid', 'admin'], insert: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    table: 'purchase_enquiries',
    row: (ctx) => enquiryBy(ctx, ctx.roles.paid.id),
    insert: async (ctx, actor) => ({ user_id: actor?.id ?? ctx.roles.paid.id, fibre_type: 'Cotton' }),
    patch: { column: 'grade', value: 'PQ edited' },
    can: { select: EVERYONE, insert: SIGNED_IN, update: ['paid', 'admin'], delete: ['paid', 'admin'] },
  },
  {
    table: 'sales_offers',
    row: (ctx) => offerBy(ctx, ctx.roles.paid.id),
    insert: async (ctx, actor) => ({ user_id: actor?.id ?? ctx.roles.paid.id, fibre_type: 'Nylon', price: 99.5 }),
    patch: { column: 'grade', value: 'PQ edited' },
    can: { select: EVERYONE, insert: SIGNED_IN, update: ['paid', 'admin'], delete: ['paid', 'admin'] },
  },
  {
    // The Free Member's interest in the Paid Member's enquiry.
    table: 'post_interests',
    row: async (ctx) =>
      one(ctx, 'insert into public.post_interests (user_id, enquiry_id) values ($1, $2) returning id', [
        ctx.roles.free.id,
        await enquiryBy(ctx, ctx.roles.paid.id),
      ]),
    insert: async (ctx, actor) => ({
      user_id: actor?.id ?? ctx.roles.free.id,
      enquiry_id: await enquiryBy(ctx, ctx.roles.paid.id),
    }),
    patch: { column: 'created_at', value: '2020-01-01 00:00:00+00' },
    can: { select: ['free', 'paid', 'admin'], insert: NOBODY, update: NOBODY, delete: NOBODY },
  },
  staffContent(
    'price_updates_pdfs',
    () => ({ file_url: '/storage/v1/object/public/prices/list.pdf', description: 'Price list' }),
    'description',
  ),
  staffContent('news_items', () => ({ headline: 'Cotton rises', content: 'Arrivals slow.' }), 'headline'),
  staffContent('news_snippets', () => ({ headline: 'Note', snippet_content: 'DTY steady.' }), 'headline'),
  staffContent(
    'partner_organisations',
    () => ({ name: 'Partner', logo_url: '/storage/v1/object/public/companyfiles/partner_logos/p.png' }),
    'name',
  ),
  {
    table: 'corporate_enquiries',
    row: (ctx) =>
      one(
        ctx,
        `insert into public.corporate_enquiries (name, organisation_name, email, mobile_number)
         values ('Neha', 'Kapoor Home', 'neha@kapoor.example', '9811122233') returning id`,
      ),
    insert: async () => ({
      name: 'Tom',
      organisation_name: 'Becker GmbH',
      email: 'tom@becker.example',
      country_code: '+49',
      mobile_number: '15112345678',
    }),
    patch: { column: 'name', value: 'Edited name' },
    can: { select: ['admin'], insert: EVERYONE, update: NOBODY, delete: ['admin'] },
  },
  ...(['active', 'inactive'] as const).map((state): TableSpec => ({
    label: `corporate_ads (${state})`,
    table: 'corporate_ads',
    row: (ctx) =>
      one(
        ctx,
        `insert into public.corporate_ads (company_name, from_date, to_date, placement_type, page_location,
             ad_image_url, alt_text, status)
           values ('Ad Co', current_date - 1, current_date + 1, 'Home', 'Home', '/ad.png', 'Ad', $1) returning id`,
        [state === 'active'],
      ),
    insert: async () => ({
      company_name: 'Ad Co',
      from_date: '2026-01-01',
      to_date: '2026-12-31',
      placement_type: 'Premium',
      page_location: 'Premium',
      ad_image_url: '/ad.png',
      alt_text: 'Ad',
    }),
    patch: { column: 'alt_text', value: 'Edited alt' },
    can: { select: state === 'active' ? EVERYONE : STAFF, insert: STAFF, update: STAFF, delete: STAFF },
  })),
  ...(['Reveal', 'Hide'] as const).map((visibility): TableSpec => ({
    label: `corporate_products (${visibility})`,
    table: 'corporate_products',
    row: (ctx) => productOfA(ctx, visibility),
    insert: async (ctx) => ({
      company_id: ctx.roles.companyA,
      department_name: 'Spun Yarn',
      fibre_type: 'Cotton',
      basic_price: 210,
      visibility_status: visibility,
    }),
    patch: { column: 'basic_price', value: 321.5 },
    can: {
      select: visibility === 'Reveal' ? EVERYONE : ['execA', 'limitedAdmin', 'admin'],
      insert: ['execA', 'limitedAdmin', 'admin'],
      // Prices and visibility change only through save_product_changes (20261125006000).
      update: NOBODY,
      delete: COMPANY_A,
    },
  })),
  {
    // The history row a new product of company A starts with (written by the trigger, never through the API).
    table: 'corporate_product_history',
    row: async (ctx) =>
      one(ctx, 'select id from public.corporate_product_history where product_id = $1', [
        await productOfA(ctx, 'Hide'),
      ]),
    insert: async (ctx) => ({
      product_id: await productOfA(ctx, 'Reveal'),
      company_id: ctx.roles.companyA,
      new_price: 1,
    }),
    patch: { column: 'new_price', value: 999 },
    can: { select: COMPANY_A, insert: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // The Paid Member's bid on a product of company A.
    table: 'customer_bids',
    row: async (ctx) =>
      one(
        ctx,
        `insert into public.customer_bids (bidder_user_id, bidder_name, bidder_email, company_name, department_name,
           fibre_type, bid_price, bid_quantity, corporate_product_id, corporate_company_id)
         values ($1, 'Paid', 'paid@example.test', 'A', 'Filament Yarn', 'Polyester Filament', 140, 100, $2, $3)
         returning id`,
        [ctx.roles.paid.id, await productOfA(ctx, 'Reveal'), ctx.roles.companyA],
      ),
    insert: async (ctx, actor) => ({
      bidder_user_id: actor?.id ?? ctx.roles.paid.id,
      bidder_name: 'Me',
      bidder_email: 'me@example.test',
      company_name: 'A',
      department_name: 'Filament Yarn',
      fibre_type: 'Polyester Filament',
      bid_price: 1,
      bid_quantity: 1,
      corporate_company_id: ctx.roles.companyA,
    }),
    patch: { column: 'bid_status', value: 'Rejected' },
    can: { select: ['paid', 'execA', 'admin'], insert: NOBODY, update: NOBODY, delete: NOBODY },
  },
  {
    // The vendor's own registration with company A; delete acts on another vendor's.
    table: 'department_vendors',
    row: async (ctx) =>
      one(ctx, `select id from public.department_vendors where vendor_user_id = $1 and company_id = $2`, [
        ctx.roles.vendor.id,
        ctx.roles.companyA,
      ]),
    deleteRow: async (ctx) =>
      one(
        ctx,
        `insert into public.department_vendors (company_id, department, department_name, vendor_user_id)
         values ($1, 'packaging', 'Packaging', $2) returning id`,
        [ctx.roles.companyA, await freshMember(ctx)],
      ),
    insert: async (ctx) => ({
      company_id: ctx.roles.companyA,
      department: 'testing',
      department_name: 'Testing',
      vendor_user_id: await freshMember(ctx),
    }),
    patch: { column: 'department_name', value: 'Edited department' },
    can: { select: ['vendor', 'execA', 'admin'], insert: COMPANY_A, update: NOBODY, delete: COMPANY_A },
  },
  {
    table: 'sourcing_item_categories',
    row: (ctx) =>
      one(
        ctx,
        `insert into public.sourcing_item_categories (name, department, company_id) values ('Buttons', 'trims', $1)
         returning id`,
        [ctx.roles.companyA],
      ),
    insert: async (ctx) => ({ name: 'Zippers', unit_type: 'pcs', department: 'trims', company_id: ctx.roles.companyA }),
    patch: { column: 'name', value: 'Edited category' },
    can: { select: ['vendor', 'execA', 'admin'], insert: COMPANY_A, update: COMPANY_A, delete: COMPANY_A },
  },
  ...(['private', 'open'] as const).map((bidStatus): TableSpec => ({
    label: `sourcing_requests (${bidStatus})`,
    table: 'sourcing_requests',
    row: async (ctx) => (await rfqOfA(ctx, bidStatus)).rfq,
    insert: async (ctx, actor) => rfqInsert(ctx, actor),
    patch: { column: 'description', value: 'Edited description' },
    can: {
      select: bidStatus === 'open' ? EVERYONE : ['vendor', 'execA', 'admin'],
      insert: COMPANY_A,
      update: COMPANY_A,
      delete: COMPANY_A,
    },
  })),
  {
    table: 'sourcing_bid_rounds',
    row: async (ctx) => (await rfqOfA(ctx, 'private')).round,
    insert: async (ctx, actor) => {
      const rfq = await one(
        ctx,
        `insert into public.sourcing_requests (user_id, company_id, department, custom_item,
        quantity) values ($1, $2, 'trims', 'Hooks', '10') returning id`,
        [actor?.id ?? ctx.roles.execA.id, ctx.roles.companyA],
      );
      return { sourcing_request_id: rfq, round_number: 1, company_id: ctx.roles.companyA };
    },
    patch: { column: 'status', value: 'closed' },
    can: { select: ['vendor', 'execA', 'admin'], insert: COMPANY_A, update: COMPANY_A, delete: NOBODY },
  },
  {
    // The vendor's bid in round 1 of a private RFQ of company A.
    table: 'sourcing_bids',
    row: async (ctx) => {
      const { rfq, round } = await rfqOfA(ctx, 'private');
      return one(
        ctx,
        `insert into public.sourcing_bids (sourcing_request_id, vendor_user_id, quoted_price, delivery_time_days,
           round_id, round_number) values ($1, $2, 10, 5, $3, 1) returning id`,
        [rfq, ctx.roles.vendor.id, round],
      );
    },
    insert: async (ctx, actor) => {
      const { rfq, round } = await rfqOfA(ctx, 'private');
      return {
        sourcing_request_id: rfq,
        vendor_user_id: actor?.id ?? ctx.roles.vendor.id,
        company_user_id: ctx.roles.execA.id,
        quoted_price: 9.5,
        delivery_time_days: 7,
        round_id: round,
        round_number: 1,
      };
    },
    patch: { column: 'quoted_price', value: 1.25 },
    can: { select: ['vendor', 'execA', 'admin'], insert: ['vendor'], update: NOBODY, delete: NOBODY },
  },
  {
    table: 'fabric_sourcing_requests',
    row: (ctx) =>
      one(
        ctx,
        `insert into public.fabric_sourcing_requests (user_id, company_id, fabric_category, product_title)
         values ($1, $2, 'Knit', 'Jersey 180 GSM') returning id`,
        [ctx.roles.execA.id, ctx.roles.companyA],
      ),
    insert: async (ctx, actor) => ({
      user_id: actor?.id,
      company_id: ctx.roles.companyA,
      fabric_category: 'Woven',
      product_title: 'Twill 220 GSM',
    }),
    patch: { column: 'remarks', value: 'Edited remarks' },
    can: { select: COMPANY_A, insert: COMPANY_A, update: COMPANY_A, delete: COMPANY_A },
  },
];

describe(`permission matrix (${TEST_DB})`, () => {
  let ctx: Ctx;
  beforeAll(async () => {
    const stack = await startTestStack();
    const roles = await createRoleSet(stack);
    ctx = {
      stack,
      roles,
      user: (role) => (role === 'anon' ? null : roles[role]),
      sql: async (text, params) => (await stack.db.query(text, params)).rows as never,
    };
  });
  afterAll(() => ctx?.stack.close());

  /** Every role tries every table's rows, allowed or not: the clients as untyped ones. */
  const client = (role: Role): SupabaseClient => ctx.user(role)?.client ?? ctx.stack.anon;

  /** Does the row (still) exist, and what is `column` now, as the database owner sees it. */
  const current = async (spec: TableSpec, key: string, column: string) =>
    (
      await ctx.sql<{ v: string | null }>(
        `select ${column}::text as v from public.${spec.table} where ${spec.pk ?? 'id'}::text = $1`,
        [key],
      )
    )[0];

  const ACTIONS: Record<Op, (spec: TableSpec, role: Role) => Promise<boolean>> = {
    async select(spec, role) {
      const key = await spec.row(ctx);
      const { data, error } = await client(role)
        .from(spec.table)
        .select(spec.pk ?? 'id')
        .eq(spec.pk ?? 'id', key);
      return !error && (data ?? []).length === 1;
    },
    async insert(spec, role) {
      const { error } = await client(role)
        .from(spec.table)
        .insert(await spec.insert(ctx, ctx.user(role)));
      if (error) expect(error.code, error.message).toBe('42501');
      return !error;
    },
    async update(spec, role) {
      const key = await spec.row(ctx);
      const before = await current(spec, key, spec.patch.column);
      await client(role)
        .from(spec.table)
        .update({ [spec.patch.column]: spec.patch.value })
        .eq(spec.pk ?? 'id', key);
      const after = await current(spec, key, spec.patch.column);
      const changed = after?.v !== before?.v;
      // Restore a shared fixture row so later cases see it unchanged.
      if (changed) {
        await ctx.sql(`update public.${spec.table} set ${spec.patch.column} = $1 where ${spec.pk ?? 'id'}::text = $2`, [
          before?.v,
          key,
        ]);
      }
      return changed;
    },
    async delete(spec, role) {
      const key = await (spec.deleteRow ?? spec.row)(ctx);
      await client(role)
        .from(spec.table)
        .delete()
        .eq(spec.pk ?? 'id', key);
      return (await current(spec, key, spec.pk ?? 'id')) === undefined;
    },
  };

  for (const spec of TABLES) {
    describe(spec.label ?? spec.table, () => {
      for (const op of ['select', 'insert', 'update', 'delete'] as Op[]) {
        for (const role of ROLES) {
          const allowed = spec.can[op].includes(role);
          it(`${role} ${allowed ? 'may' : 'may not'} ${op}`, async () => {
            expect(await ACTIONS[op](spec, role)).toBe(allowed);
          });
        }
      }
    });
  }
});

/**
 * Column privacy of member profiles: other members see only card columns; the private ones are
 * readable by the member and staff through member_profile(), never through the table (nor its
 * embeds), and not at all by visitors.
 */
describe(`member profile columns (${TEST_DB})`, () => {
  const CARD = [
    'id', 'member_name', 'business_name', 'email', 'mobile_number', 'country_code', 'state', 'district', 'city',
    'pin_zip_code', 'country', 'business_type', 'my_yarns', 'membership_type', 'is_verified_member',
    'is_corporate_member', 'list_in_directory', 'created_at', 'updated_at', 'version',
  ]; // prettier-ignore
  const PRIVATE = [
    'messaging_credits', 'referral_code', 'referral_credits_earned', 'gst_number', 'last_credit_reset_date',
    'monthly_credits_until', 'mobile_verified', 'vendor_category', 'directory_search',
  ]; // prettier-ignore
  let stack: TestStack;
  let roles: RoleSet;
  const client = (role: Role) => (role === 'anon' ? stack.anon : roles[role].client);

  beforeAll(async () => {
    stack = await startTestStack();
    roles = await createRoleSet(stack);
    // The paid member is listed in the directory: every directory viewer may see the card.
    await stack.db.query(
      `update public.yarnconnect_free set gst_number = '27ABCDE1234F1Z5', vendor_category = 'trims' where id = $1`,
      [roles.paid.id],
    );
  });
  afterAll(() => stack?.close());

  it('lets every signed-in role read card columns of the members its policies show, and no private column', async () => {
    for (const role of SIGNED_IN) {
      const cards = await client(role).from('yarnconnect_free').select(CARD.join(',')).eq('id', roles.paid.id);
      expect(cards.error, role).toBeNull();
      for (const column of PRIVATE) {
        const { error } = await client(role).from('yarnconnect_free').select(`id,${column}`).eq('id', roles.paid.id);
        expect(error?.code, `${role} ${column}`).toBe('42501');
      }
      // Not even through `*`.
      expect((await client(role).from('yarnconnect_free').select('*').eq('id', roles[role].id)).error?.code).toBe(
        '42501',
      );
    }
  });

  it('shows the private columns to the member and to staff through member_profile(), to nobody else', async () => {
    const readable = (role: Role, id: string) =>
      client(role).rpc('member_profile', { p_user_id: id }).select('id, messaging_credits, gst_number');
    for (const role of SIGNED_IN) {
      const own = await client(role).rpc('member_profile').select('id, messaging_credits, referral_code');
      expect(own.data, role).toEqual([
        { id: roles[role].id, messaging_credits: expect.any(Number), referral_code: expect.anything() },
      ]);
      const other = await readable(role, roles.paid.id);
      const staff = role === 'admin' || role === 'limitedAdmin' || role === 'paid';
      expect(other.data, role).toEqual(
        staff ? [{ id: roles.paid.id, messaging_credits: expect.any(Number), gst_number: '27ABCDE1234F1Z5' }] : [],
      );
    }
    const visitor = await readable('anon', roles.paid.id);
    expect(visitor.error?.code).toBe('42501');
  });

  it('keeps private columns out of embeds, and the card columns in', async () => {
    const vendors = (select: string) =>
      roles.execA.client.from('department_vendors').select(select).eq('company_id', roles.companyA);
    expect((await vendors('id, vendor:yarnconnect_free(member_name, email, mobile_number)')).data).toEqual([
      {
        id: expect.any(String),
        vendor: { member_name: expect.any(String), email: roles.vendor.email, mobile_number: expect.any(String) },
      },
    ]);
    expect((await vendors('id, vendor:yarnconnect_free(messaging_credits)')).error?.code).toBe('42501');
  });

  it('leaves private columns out of the directory', async () => {
    const { data, error } = await roles.execA.client.rpc('search_directory', {
      p_term: undefined,
      p_offset: 0,
      p_limit: 100,
    });
    expect(error).toBeNull();
    const rows = (data as { rows: Record<string, unknown>[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) for (const column of PRIVATE) expect(row, column).not.toHaveProperty(column);
  });

  it('refuses visitors every profile column', async () => {
    const { error, status } = await stack.anon.from('yarnconnect_free').select('member_name').eq('id', roles.paid.id);
    expect([status, error?.code]).toEqual([401, '42501']);
  });
});
