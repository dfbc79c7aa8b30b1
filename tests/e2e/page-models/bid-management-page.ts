/**
 * /bid-management as a person sees it (an AG Grid blotter), and a company of its own for each spec:
 * two executives and a bidder made with the service client, products and bids placed through the API,
 * so no demo account or seeded bid another spec reads is touched.
 */
import type { Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import { paths } from '@domain/paths.ts';
import { serviceClient } from '../support/backend.ts';
import { anonClient, DEMO_PASSWORD, newEmail } from './profile-session.ts';

export class BidManagementPage {
  readonly heading: Locator;
  readonly grid: Locator;
  readonly rows: Locator;
  readonly quickFilter: Locator;
  readonly toastTitle: Locator;
  readonly toastDescription: Locator;
  readonly confirmDialog: Locator;
  readonly rejectDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Bids Management' });
    this.grid = page.getByRole('region', { name: 'Bids', exact: true });
    // Body rows (header rows carry no row id).
    this.rows = this.grid.locator('.ag-row[row-id]');
    this.quickFilter = page.getByRole('searchbox', { name: 'Filter bids' });
    this.toastTitle = page.locator('.toast__title');
    this.toastDescription = page.locator('.toast__description');
    this.confirmDialog = page.getByRole('alertdialog', { name: 'Confirm Bid Acceptance' });
    this.rejectDialog = page.getByRole('dialog', { name: 'Reject Bid' });
  }

  async open(): Promise<void> {
    await this.page.goto(paths.bidManagement.href());
  }

  /** A bid's row. */
  row(bidDisplayId: string): Locator {
    return this.rows.filter({ hasText: bidDisplayId });
  }

  /** A cell of a bid's row by column id (AG Grid's col-id). */
  cell(bidDisplayId: string, colId: string): Locator {
    return this.row(bidDisplayId).locator(`[col-id="${colId}"]`);
  }

  acceptButton(bidDisplayId: string): Locator {
    return this.grid.getByRole('button', { name: `Accept ${bidDisplayId}` });
  }

  rejectButton(bidDisplayId: string): Locator {
    return this.grid.getByRole('button', { name: `Reject ${bidDisplayId}` });
  }

  /** The bid display ids in the order the grid shows them. */
  async shownBidIds(): Promise<string[]> {
    const rows = await this.rows.all();
    const shown = await Promise.all(
      rows.map(async (row) => ({
        index: Number(await row.getAttribute('row-index')),
        id: await row.locator('[col-id="bidDisplayId"]').innerText(),
      })),
    );
    return shown.sort((a, b) => a.index - b.index).map((r) => r.id);
  }
}

interface DeskMember {
  id: string;
  email: string;
  name: string;
  /** E.164, as WhatsApp messages are addressed. */
  phone: string;
  client: SupabaseClient<Database>;
}

export interface BidDesk {
  companyId: string;
  companyName: string;
  executives: [DeskMember, DeskMember];
  bidder: DeskMember;
  /** Products of the company, basic prices 200.00, 150.50 and 320.00. */
  productIds: string[];
  /** Places a bid as the bidder and answers its display id and id. */
  placeBid(productIndex: number, price: number, quantity: number): Promise<{ id: string; displayId: string }>;
}

let serial = 0;

async function member(label: string, companyId?: string): Promise<DeskMember> {
  const service = serviceClient();
  serial += 1;
  const email = newEmail(`bids-${label}`);
  const created = await service.auth.admin.createUser({ email, password: DEMO_PASSWORD, email_confirm: true });
  if (created.error) throw created.error;
  const id = created.data.user.id;
  const mobile = `7${String(Date.now() % 1e5).padStart(5, '0')}${String(serial).padStart(4, '0')}`;
  const name = `${label[0].toUpperCase()}${label.slice(1)} ${Date.now().toString(36).slice(-4)}`;
  const profile = await service.rpc('create_member_profile', {
    p_user_id: id,
    p_profile: {
      member_name: name,
      business_name: `${name} Traders`,
      email,
      mobile_number: mobile,
      country_code: '+91',
      state: 'Gujarat',
      city: 'Surat',
      membership_type: companyId ? 'Paid Member' : 'Free Member',
    },
  });
  if (profile.error) throw new Error(profile.error.message);
  if (companyId) {
    const exec = await service.from('company_executives').insert({ user_id: id, company_id: companyId });
    if (exec.error) throw new Error(exec.error.message);
  }
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (signIn.error) throw signIn.error;
  return { id, email, name, phone: `+91${mobile}`, client };
}

/** A company with two executives, three revealed products and a bidder with credits. */
export async function arrangeBidDesk(label: string): Promise<BidDesk> {
  const service = serviceClient();
  const companyName = `${label} Mills ${Date.now().toString(36)}`;
  const company = await service.from('company_details').insert({ company_name: companyName }).select('id').single();
  if (company.error) throw new Error(company.error.message);
  const companyId = company.data.id;
  const products = await service
    .from('corporate_products')
    .insert(
      [
        ['Polyester Filament', 'DTY', 150, 48, 200],
        ['Cotton', 'Combed', 40, null, 150.5],
        ['Viscose Rayon', null, 120, 30, 320],
      ].map(([fibre, specific, denier, filament, price]) => ({
        company_id: companyId,
        department_name: 'Yarn',
        fibre_type: fibre as string,
        specific_type: specific as string | null,
        denier_count: denier as number,
        filament_count: filament as number | null,
        number_of_plys: 1,
        grade: 'First Equal Packing(A+)',
        basic_price: price as number,
        visibility_status: 'Reveal',
      })),
    )
    .select('id, basic_price')
    .order('basic_price', { ascending: false });
  if (products.error) throw new Error(products.error.message);
  const byPrice = new Map(products.data.map((p) => [Number(p.basic_price), p.id]));
  const productIds = [200, 150.5, 320].map((p) => byPrice.get(p)!);
  const executives: [DeskMember, DeskMember] = [
    await member('executive', companyId),
    await member('colleague', companyId),
  ];
  const bidder = await member('bidder');
  return {
    companyId,
    companyName,
    executives,
    bidder,
    productIds,
    async placeBid(productIndex, price, quantity) {
      const placed = await bidder.client.rpc('place_corporate_bid', {
        p_product_id: productIds[productIndex],
        p_bid_price: price,
        p_bid_quantity: quantity,
      });
      if (placed.error) throw new Error(placed.error.message);
      const bid = placed.data as { id: string; bid_display_id: string };
      return { id: bid.id, displayId: bid.bid_display_id };
    },
  };
}
