import type { Locator, Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';

/** /price-updates: the search box, the cards and the in-app PDF viewer. */
export class PriceListPage {
  readonly search: Locator;
  readonly cards: Locator;
  readonly viewer: PdfViewerModel;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search by description' });
    this.cards = page.getByRole('list', { name: 'Price lists' }).locator('.price-card');
    this.viewer = new PdfViewerModel(page);
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.priceList.href());
  }

  card(description: string): Locator {
    return this.cards.filter({ hasText: description });
  }
}

/** The viewer dialog: its toolbar, the rendered page and the search hits. */
export class PdfViewerModel {
  readonly dialog: Locator;
  readonly renderedPage: Locator;
  readonly pageNumber: Locator;
  readonly zoomLevel: Locator;
  readonly find: Locator;
  readonly matches: Locator;
  readonly hits: Locator;
  readonly currentHit: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.renderedPage = this.dialog.locator('.pdf-page[data-rendered]');
    this.pageNumber = this.dialog.getByRole('textbox', { name: 'Page number' });
    this.zoomLevel = this.dialog.getByLabel('Zoom level');
    this.find = this.dialog.getByRole('searchbox', { name: 'Find in document' });
    this.matches = this.dialog.locator('.pdf-toolbar__matches');
    this.hits = this.dialog.locator('mark.pdf-hit');
    this.currentHit = this.dialog.locator('mark.pdf-hit--current');
  }

  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  link(name: string): Locator {
    return this.dialog.getByRole('link', { name });
  }

  async findText(text: string): Promise<void> {
    await this.find.fill(text);
    await this.button('Search').click();
  }
}
