import type { Locator, Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';

/** The home page at `/`: hero, live counters, sourcing tiles, value points and the welcome banner. */
export class HomePage {
  readonly heading: Locator;
  readonly startSourcing: Locator;
  readonly joinNow: Locator;
  readonly tiles: Locator;
  readonly valuePoints: Locator;
  readonly welcomeBanner: Locator;
  readonly skipLink: Locator;
  readonly main: Locator;
  /** The product name beside the header logo. */
  readonly productName: Locator;
  readonly brandLink: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.startSourcing = page.getByRole('link', { name: 'Start Sourcing' });
    this.joinNow = page.getByRole('link', { name: 'Join Now' });
    this.tiles = page.getByRole('region', { name: 'Source by category' }).getByRole('link');
    this.valuePoints = page.getByRole('region', { name: 'Why trade here' }).getByRole('heading', { level: 3 });
    this.welcomeBanner = page.getByTestId('welcome-banner');
    this.skipLink = page.getByRole('link', { name: 'Skip to content' });
    this.main = page.getByRole('main');
    this.brandLink = page.getByRole('banner').getByRole('link', { name: 'LoomConnect' });
    this.productName = this.brandLink.locator('span');
    this.alert = page.getByRole('main').getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto(paths.home.href());
  }

  counter(key: 'fabricListings' | 'sourcingListings' | 'activeMembers'): Locator {
    return this.page.getByTestId(`counter-${key}`);
  }

  /** The script URL of the service worker once one is active for this page. */
  activeServiceWorker(): Promise<string> {
    return this.page.evaluate<string>(
      'navigator.serviceWorker.ready.then((registration) => registration.active.scriptURL)',
    );
  }
}
