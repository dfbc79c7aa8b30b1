import type { Locator, Page } from '@playwright/test';
import { ProfileFormModel } from './profile-form.ts';
import { paths } from '@domain/paths.ts';

/** /profile/{userId|me}: the member card, the owner's facts and tables. */
export class ProfilePage {
  readonly name: Locator;
  readonly card: Locator;
  readonly editLink: Locator;
  readonly upgradeLink: Locator;
  readonly copyReferral: Locator;
  readonly referralCode: Locator;
  readonly regenerateReferral: Locator;
  readonly generateReferral: Locator;
  readonly vendorsToggle: Locator;
  readonly vendors: Locator;
  readonly goBack: Locator;
  readonly incompleteBanner: Locator;

  constructor(readonly page: Page) {
    this.card = page.locator('.member-card');
    this.name = this.card.getByRole('heading', { level: 1 });
    this.editLink = page.getByRole('link', { name: 'Edit Profile' });
    this.upgradeLink = page.getByRole('link', { name: 'Upgrade to Paid' });
    this.copyReferral = page.getByRole('button', { name: 'Copy referral code' });
    this.referralCode = this.card.locator('.referral-code code');
    this.regenerateReferral = page.getByRole('button', { name: 'Regenerate referral code' });
    this.generateReferral = page.getByRole('button', { name: 'Generate referral code' });
    this.vendorsToggle = page.getByRole('button', { name: 'Registered Vendors' });
    this.vendors = page.locator('#registered-vendors');
    this.goBack = page.getByRole('button', { name: 'Go Back' });
    this.incompleteBanner = page.locator('.alert-banner').filter({ hasText: 'Profile Incomplete' });
  }

  async goto(userId: string): Promise<void> {
    await this.page.goto(paths.profile.href(userId));
  }

  /** A fact of the card, e.g. 'Messaging Credits' → '25'. */
  fact(label: string): Locator {
    return this.card
      .locator('.member-card__fact')
      .filter({ has: this.page.getByRole('term').filter({ hasText: label }) })
      .getByRole('definition');
  }

  badge(name: 'Verified Member' | 'Corporate Member'): Locator {
    return this.card.locator('.badge').filter({ hasText: name });
  }

  /** One of the owner's tables: 'My Purchase Enquiries', 'My Sales Offers' or 'Bids Status'. */
  table(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }
}

/** /profile/edit/{userId}. */
export class ProfileEditPage {
  readonly form: ProfileFormModel;
  readonly cancel: Locator;
  readonly deleteProfile: Locator;

  constructor(readonly page: Page) {
    this.form = new ProfileFormModel(page, 'Save Changes');
    this.cancel = page.getByRole('link', { name: 'Cancel' });
    this.deleteProfile = page.getByRole('button', { name: 'Delete Profile' });
  }

  async goto(userId: string): Promise<void> {
    await this.page.goto(paths.profileEdit.href(userId));
  }
}

/** The toast showing (one at a time). */
export function toast(page: Page): Locator {
  return page.locator('.toast');
}
