import type { Locator, Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { E2E } from '../support/e2e-env.ts';

/** /check-purchase-enquiries and /check-sales-offers. */
export class BoardPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly pageSize: Locator;
  readonly credits: Locator;
  readonly count: Locator;
  readonly next: Locator;
  readonly empty: Locator;
  readonly table: Locator;
  readonly toast: Locator;

  constructor(
    readonly page: Page,
    readonly kind: 'enquiry' | 'offer',
  ) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.search = page.getByRole('searchbox', { name: kind === 'enquiry' ? 'Search enquiries' : 'Search offers' });
    this.pageSize = page.getByRole('combobox', { name: 'Rows per page' });
    this.credits = page.locator('.board__credits strong');
    this.count = page.locator('.board__count');
    this.next = page.getByRole('button', { name: 'Next' });
    this.empty = page.locator('.board__empty');
    this.table = page.getByRole('region', { name: kind === 'enquiry' ? 'Purchase enquiries' : 'Sales offers' });
    this.toast = page.locator('.toast');
  }

  async goto(): Promise<void> {
    await this.page.goto(this.kind === 'enquiry' ? paths.purchaseEnquiries.href() : paths.salesOffers.href());
  }

  async searchFor(term: string): Promise<void> {
    await this.search.fill(term);
  }

  /** The table row of a post by its number (ENQ-… / OFF-…). */
  row(number: string): Locator {
    return this.table.getByRole('row').filter({ hasText: number });
  }

  /** The newest post shown (the first body row; on phones the header row is hidden). */
  firstPost(): Locator {
    return this.table.locator('tbody tr').first();
  }

  interestButton(number: string): Locator {
    return this.row(number).getByRole('button', { name: "I'm Interested" });
  }

  /** The column headers once the table has loaded. */
  async headers(): Promise<string[]> {
    await this.table.getByRole('columnheader').first().waitFor();
    return this.table.getByRole('columnheader').allInnerTexts();
  }
}

interface TextMessage {
  ID: string;
  To: { Address: string }[];
  Created: string;
}

/** The newest WhatsApp message to `to` whose text contains `needle`, waiting up to 10 s (the mail API's capture). */
export async function whatsappMessage(to: string, needle: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${E2E.mailUrl}/api/v1/messages?channel=whatsapp`)).json()) as {
      messages: TextMessage[];
    };
    for (const message of list.messages.filter((m) => m.To.some((t) => t.Address === to))) {
      const { Text } = (await (await fetch(`${E2E.mailUrl}/api/v1/message/${message.ID}`)).json()) as { Text: string };
      if (Text.includes(needle)) return Text;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no WhatsApp message to ${to} mentioning ${needle}`);
}
