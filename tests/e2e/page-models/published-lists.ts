import { expect, type Locator, type Page } from '@playwright/test';

/** The price sheet's Publish dialog (issue 28). */
export class PublishDialogModel {
  readonly dialog: Locator;
  readonly scope: Locator;
  readonly validUntil: Locator;
  readonly renderedPage: Locator;
  readonly link: Locator;
  readonly whatsApp: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^Publish price list/ });
    this.scope = this.dialog.getByRole('combobox', { name: 'Departments' });
    this.validUntil = this.dialog.getByLabel('Prices valid until');
    this.renderedPage = this.dialog.locator('.pdf-page[data-rendered]');
    this.link = this.dialog.getByRole('textbox', { name: 'Public link' });
    this.whatsApp = this.dialog.getByRole('link', { name: 'Share on WhatsApp' });
  }

  static async open(page: Page): Promise<PublishDialogModel> {
    await page.getByRole('button', { name: 'Publish price list' }).click();
    const model = new PublishDialogModel(page);
    await expect(model.dialog).toBeVisible();
    return model;
  }

  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  /** Publishes as chosen and returns the list's public link. */
  async publish(): Promise<string> {
    await this.button('Publish').click();
    await expect(this.link).toBeVisible({ timeout: 20_000 });
    return (await this.link.inputValue()).trim();
  }
}

/** A published list's row ('All departments · Edition 2') within `scope` (a company's section or card). */
export function listRow(scope: Locator, title: string): Locator {
  return scope.getByRole('listitem', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`) });
}
