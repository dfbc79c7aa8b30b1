/**
 * Membership management, ad management and /admin2 in the browser: members and staff made for each test with
 * the service client (never the shared demo accounts), and what the pages' controls are called.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { serviceClient } from '../support/backend.ts';
import { DEMO_PASSWORD } from './profile-session.ts';

export interface Made {
  id: string;
  email: string;
  name: string;
}

let serial = 0;

/** A member with a profile of its own (a unique name containing `tag`), and optionally a staff role. */
export async function newMember(
  tag: string,
  options: { plan?: 'Free Member' | 'Paid Member'; staff?: 'admin' | 'limited_admin'; email?: string } = {},
): Promise<Made> {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${serial}`;
  const email = options.email ?? `${tag.toLowerCase()}.${stamp}@e2e.loomconnect.test`;
  const name = `${tag} ${stamp}`;
  const service = serviceClient();
  const created = await service.auth.admin.createUser({ email, password: DEMO_PASSWORD, email_confirm: true });
  if (created.error) throw created.error;
  const id = created.data.user.id;
  const profile = await service.rpc('create_member_profile', {
    p_user_id: id,
    p_profile: {
      member_name: name,
      business_name: `${tag} Textiles`,
      email,
      membership_type: options.plan ?? 'Free Member',
    },
  });
  if (profile.error) throw new Error(profile.error.message);
  if (options.staff) {
    const staff = await service.from('staff').insert({ user_id: id, role: options.staff });
    if (staff.error) throw new Error(staff.error.message);
  }
  return { id, email, name };
}

/** A member's profile row as the server has it. */
export async function profileRow(id: string) {
  const { data, error } = await serviceClient().from('yarnconnect_free').select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/** /admin/membership-management. */
export class MembershipPage {
  readonly search: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search members' });
    this.table = page.getByRole('region', { name: 'Members' });
  }

  row(name: string): Locator {
    return this.table.locator('tbody tr[data-row]').filter({ hasText: name });
  }

  rows(): Locator {
    return this.table.locator('tbody tr[data-row]');
  }

  async find(term: string, expected: number): Promise<void> {
    await this.search.fill(term);
    await expect(this.rows()).toHaveCount(expected);
  }

  plan(label: string): Locator {
    return this.page.getByRole('group', { name: 'Plan' }).getByRole('button', { name: new RegExp(`^${label}`) });
  }
}

/** /admin/ad-management and its dialog. */
export class AdManagementPage {
  readonly dialog: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.table = page.getByRole('region', { name: 'Ads' });
  }

  row(company: string): Locator {
    return this.table.locator('tbody tr[data-row]').filter({ hasText: company });
  }

  /** A field of the dialog by the start of its label (required fields carry a marker after it). */
  field(label: string): Locator {
    return this.dialog.getByLabel(new RegExp(`^${label}`));
  }
}
