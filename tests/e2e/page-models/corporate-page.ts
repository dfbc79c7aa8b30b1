import type { Locator, Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';

/** The corporate company page (/corporate/{id}). */
export class CompanyPageModel {
  constructor(readonly page: Page) {}

  goto(companyId: string) {
    return this.page.goto(paths.company.href(companyId));
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  loginPrompt(): Locator {
    return this.page.getByRole('heading', { name: 'Login to see the team' });
  }

  /** The first product row of the page (departments first, newest first within each). */
  firstProductRow(): Locator {
    return this.page.locator('.company-department tbody tr').first();
  }

  async bidOnFirstProduct(price: string, quantity: string): Promise<void> {
    const row = this.firstProductRow();
    await row.getByRole('textbox', { name: /Bid price/ }).fill(price);
    await row.getByRole('textbox', { name: /Bid quantity/ }).fill(quantity);
    await row.getByRole('button', { name: /Bid on/ }).click();
  }

  confirmDialog(): Locator {
    return this.page.getByRole('alertdialog');
  }
}

export function toastTitle(page: Page): Locator {
  return page.locator('.toast__title');
}

export function toastDescription(page: Page): Locator {
  return page.locator('.toast__description');
}
