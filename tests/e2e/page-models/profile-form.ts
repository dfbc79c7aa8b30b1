import type { Locator, Page } from '@playwright/test';

/** The member details to type into the profile form; only what a test sets is filled. */
export interface ProfileDetails {
  memberName?: string;
  businessName?: string;
  mobileNumber?: string;
  /** The ISO code of the country whose dial code to pick, e.g. 'US' for +1. */
  dialCountry?: string;
  country?: string;
  state?: string;
  district?: string;
  city?: string;
  pinZipCode?: string;
  businessTypes?: string[];
  yarns?: string[];
  membershipType?: 'Free Member' | 'Paid Member';
  referralCode?: string;
}

/** The profile form shared by /register-profile and /profile/edit/{userId}. */
export class ProfileFormModel {
  readonly form: Locator;
  readonly memberName: Locator;
  readonly businessName: Locator;
  readonly email: Locator;
  readonly countryCode: Locator;
  readonly mobileNumber: Locator;
  readonly country: Locator;
  readonly state: Locator;
  readonly district: Locator;
  readonly city: Locator;
  readonly pinZipCode: Locator;
  readonly referralCode: Locator;
  readonly yarnInput: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    submitLabel: string,
  ) {
    this.form = page.locator('form.profile-form');
    this.memberName = this.form.getByLabel('Member Name');
    this.businessName = this.form.getByLabel('Business Name');
    this.email = this.form.getByRole('textbox', { name: 'Email', exact: true });
    this.countryCode = this.form.getByLabel('Country Code');
    this.mobileNumber = this.form.getByLabel('Mobile Number');
    this.country = this.form.getByRole('combobox', { name: 'Country', exact: true });
    this.state = this.form.getByLabel('State');
    this.district = this.form.getByLabel('District');
    this.city = this.form.getByLabel('City / Region');
    this.pinZipCode = this.form.getByLabel('PIN / ZIP Code');
    this.referralCode = this.form.getByLabel('Referral Code');
    this.yarnInput = this.form.getByLabel('My Yarns', { exact: true });
    this.submit = this.form.getByRole('button', { name: submitLabel });
  }

  async fill(details: ProfileDetails): Promise<void> {
    if (details.memberName !== undefined) await this.memberName.fill(details.memberName);
    if (details.businessName !== undefined) await this.businessName.fill(details.businessName);
    if (details.dialCountry !== undefined) await this.countryCode.selectOption(details.dialCountry);
    if (details.mobileNumber !== undefined) await this.mobileNumber.fill(details.mobileNumber);
    if (details.country !== undefined) await this.country.selectOption(details.country);
    if (details.state !== undefined) await this.state.selectOption(details.state);
    if (details.district !== undefined) await this.district.selectOption(details.district);
    if (details.city !== undefined) await this.city.fill(details.city);
    if (details.pinZipCode !== undefined) await this.pinZipCode.fill(details.pinZipCode);
    for (const type of details.businessTypes ?? []) await this.form.getByRole('checkbox', { name: type }).check();
    for (const yarn of details.yarns ?? []) {
      await this.yarnInput.fill(yarn);
      await this.form.getByRole('button', { name: 'Add', exact: true }).click();
    }
    if (details.membershipType) await this.form.getByRole('radio', { name: details.membershipType }).check();
    if (details.referralCode !== undefined) await this.referralCode.fill(details.referralCode);
  }
}
