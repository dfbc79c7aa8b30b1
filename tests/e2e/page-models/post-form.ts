import type { Locator, Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';

/** /post-purchase-enquiry and /post-sales-offer. */
export class PostFormPage {
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    readonly kind: 'enquiry' | 'offer',
  ) {
    this.submit = page.getByRole('button', { name: kind === 'enquiry' ? 'Post Enquiry' : 'Post Offer' });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.kind === 'enquiry' ? paths.postPurchaseEnquiry.href() : paths.postSalesOffer.href());
  }

  field(label: string): Locator {
    return this.page.getByLabel(label);
  }

  /** The error text under a field (its accessible description). */
  error(label: string): Locator {
    return this.page
      .locator('.field')
      .filter({ has: this.field(label) })
      .locator('.field__error');
  }
}
