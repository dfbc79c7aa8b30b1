import { expect, type Locator, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { serviceClient } from '../support/backend.ts';

/** Company A of the seed (Surat Synthetics Ltd): exec.a runs its trims desk; vendor@ is its trims vendor. */
export const COMPANY_A = { id: 'c0000000-0000-4000-a000-000000000001', name: 'Surat Synthetics Ltd' };

/** A department dashboard, /sourcing/{slug}. */
export class SourcingDashboard {
  constructor(readonly page: Page) {}

  async goto(slug: string, tab?: string): Promise<void> {
    await this.page.goto(`${paths.sourcing.href(slug)}${tab ? `?tab=${tab}` : ''}`);
  }

  tab(name: string | RegExp): Locator {
    return this.page.getByRole('tab', { name });
  }

  panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  toastTitle(): Locator {
    return this.page.locator('.toast__title');
  }

  toastDescription(): Locator {
    return this.page.locator('.toast__description');
  }

  /** Waits for a toast with this title (and description, when given). */
  async expectToast(title: string | RegExp, description?: string | RegExp): Promise<void> {
    await expect(this.toastTitle()).toHaveText(title);
    if (description) await expect(this.toastDescription()).toHaveText(description);
  }

  /** An RFQ of the Bid Mgmt list, by number. */
  rfqInPicker(requestNumber: string): Locator {
    return this.page.getByRole('navigation', { name: 'RFQs' }).getByRole('button', { name: new RegExp(requestNumber) });
  }

  /** The accordion row of an RFQ under RFQ & Bids. */
  rfqRow(requestNumber: string): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('button', { name: new RegExp(requestNumber) }) });
  }

  async openRfq(requestNumber: string): Promise<Locator> {
    const row = this.rfqRow(requestNumber);
    const toggle = row.getByRole('button', { name: new RegExp(requestNumber) });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    return row;
  }
}

/** The vendor's page, /bid-submission. */
export class BidSubmissionPage {
  constructor(readonly page: Page) {}

  goto(): Promise<unknown> {
    return this.page.goto(paths.bidSubmission.href());
  }

  openRfqs(): Locator {
    return this.page.getByRole('region', { name: 'Open RFQs you can bid on' });
  }

  row(requestNumber: string): Locator {
    return this.openRfqs().getByRole('row').filter({ hasText: requestNumber });
  }

  myBids(): Locator {
    return this.page.getByRole('region', { name: 'My bids' });
  }

  async bid(
    requestNumber: string,
    quote: { price: string; days: string; moq?: string; notes?: string },
  ): Promise<void> {
    await this.row(requestNumber)
      .getByRole('button', { name: /Submit Bid|Revise Bid/ })
      .click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Quoted Price/ }).fill(quote.price);
    await dialog.getByRole('textbox', { name: /Delivery \(Days\)/ }).fill(quote.days);
    if (quote.moq) await dialog.getByRole('textbox', { name: 'MOQ' }).fill(quote.moq);
    if (quote.notes) await dialog.getByRole('textbox', { name: 'Notes' }).fill(quote.notes);
    await dialog.getByRole('button', { name: 'Submit Bid' }).click();
  }
}

/** The id of an RFQ by its number (for checks and cleanup through the service role). */
export async function rfqByNumber(requestNumber: string) {
  const { data, error } = await serviceClient()
    .from('sourcing_requests')
    .select('id, bid_status, fabric_sourcing_request_id, attachment_url, attachment_type')
    .eq('request_number', requestNumber)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/** The RFQ number a success toast names ("… RFQ-000012 …"). */
export async function rfqNumberIn(locator: Locator): Promise<string> {
  const text = (await locator.textContent()) ?? '';
  const number = /RFQ-\d{6}/.exec(text)?.[0];
  if (!number) throw new Error(`no RFQ number in: ${text}`);
  return number;
}
