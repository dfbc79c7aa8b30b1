import { expect, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { paths } from '@domain/paths.ts';
import { E2E } from '../support/e2e-env.ts';
import { serviceClient } from '../support/backend.ts';
import { DEMO_PASSWORD, newEmail } from './profile-session.ts';

/** Card test ids of /admin (renderer/src/features/admin-panel). */
const ADMIN_CARDS = {
  priceList: 'card-price-list',
  news: 'card-news',
  snippet: 'card-snippet',
  registerCompany: 'card-register-company',
  registerPartner: 'card-register-partner',
  corporateProducts: 'card-corporate-products',
  manageCompanies: 'card-manage-companies',
  dealers: 'card-dealers',
  membershipManagement: 'card-membership-management',
  adManagement: 'card-ad-management',
  enquiries: 'card-enquiries',
} as const;
export type AdminCard = keyof typeof ADMIN_CARDS;

/** /admin: the admin panel's cards, its section nav and the toast. */
export class AdminPanel {
  readonly heading: Locator;
  readonly sectionNav: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.sectionNav = page.getByRole('navigation', { name: 'Admin panel sections' });
    this.toast = page.locator('.toast');
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.admin.path);
  }

  card(name: AdminCard): Locator {
    return this.page.getByTestId(ADMIN_CARDS[name]);
  }

  /** The test ids of the cards on the page, in order. */
  async cardIds(): Promise<string[]> {
    return this.page
      .locator('[data-testid^="card-"]')
      .evaluateAll((cards) => cards.map((c) => (c as unknown as { dataset: { testid: string } }).dataset.testid));
  }

  async expectToast(title: string | RegExp): Promise<void> {
    await expect(this.toast.filter({ hasText: title })).toBeVisible();
  }
}

/** A file for setInputFiles. */
export const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** A small valid PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="18" fill="#12284a"/></svg>',
);

/** A new login with a member profile, made staff when asked (so no shared demo account is touched). */
export async function createAdminUser(
  role: 'admin' | 'limited_admin' | null,
  name = `E2E ${role ?? 'member'}`,
): Promise<{ id: string; email: string }> {
  const service = serviceClient();
  const email = newEmail(role ?? 'member');
  const created = await service.auth.admin.createUser({ email, password: DEMO_PASSWORD, email_confirm: true });
  if (created.error) throw created.error;
  const id = created.data.user.id;
  const profile = await service.rpc('create_member_profile', {
    p_user_id: id,
    p_profile: {
      member_name: name,
      business_name: `${name} Traders`,
      email,
      mobile_number: `9${String(Date.now()).slice(-9)}`,
      country_code: '+91',
      membership_type: 'Paid Member',
      list_in_directory: false,
    },
  });
  if (profile.error) throw profile.error;
  if (role) {
    const staff = await service.from('staff').insert({ user_id: id, role });
    if (staff.error) throw staff.error;
  }
  return { id, email };
}

/** The stored object's public URL on the test stack. */
export const publicUrl = (bucket: string, path: string) =>
  `${E2E.apiUrl}/storage/v1/object/public/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;

/** Whether storage holds the object (by listing its folder as the service role). */
export async function storedObject(bucket: string, path: string): Promise<boolean> {
  const slash = path.lastIndexOf('/');
  const { data, error } = await serviceClient()
    .storage.from(bucket)
    .list(path.slice(0, slash), { search: path.slice(slash + 1) });
  if (error) throw error;
  return (data ?? []).some((o) => o.name === path.slice(slash + 1));
}

export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
