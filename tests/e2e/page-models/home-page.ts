import type { Locator, Page } from '@playwright/test';

/** The landing page at `/`: hero with the product name, and the backend status panel. */
export class HomePage {
  readonly productName: Locator;
  readonly tagline: Locator;
  readonly statusPanel: Locator;
  readonly alert: Locator;
  readonly skipLink: Locator;
  readonly main: Locator;
  readonly brandLink: Locator;

  constructor(readonly page: Page) {
    this.productName = page.getByRole('heading', { level: 1 });
    this.tagline = page.locator('.hero__tagline');
    this.statusPanel = page.getByRole('region', { name: 'Backend status' });
    this.alert = page.getByRole('alert');
    this.skipLink = page.getByRole('link', { name: 'Skip to content' });
    this.main = page.getByRole('main');
    this.brandLink = page.getByRole('banner').getByRole('link', { name: 'LoomConnect' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  /** Pixels the page is wider than the viewport (0 when nothing overflows sideways). */
  horizontalOverflow(): Promise<number> {
    // A string: this file is type-checked without the DOM library.
    return this.page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  }

  /** The script URL of the service worker once one is active for this page. */
  activeServiceWorker(): Promise<string> {
    return this.page.evaluate<string>(
      'navigator.serviceWorker.ready.then((registration) => registration.active.scriptURL)',
    );
  }

  serviceWorkerCount(): Promise<number> {
    return this.page.evaluate<number>('navigator.serviceWorker.getRegistrations().then((all) => all.length)');
  }

  /** The value shown for one fact of the status panel, e.g. 'Database' → 'Reachable'. */
  status(label: string): Locator {
    return this.statusPanel
      .locator('.status-row')
      .filter({ has: this.page.getByRole('term').filter({ hasText: label }) })
      .getByRole('definition');
  }
}
