/**
 * Every menu entry of every role, in the browser (issue 24 deliverables 4 and 7): the menu is the capability table's
 * (@domain/capabilities.ts through @domain/nav.ts), and every page it leads to loads its data with no 401 or 403
 * in the network, no Access Denied screen and no failure banner, and has no serious or critical WCAG 2.1 A/AA
 * violation (axe-core through `@axe-core/playwright`). The public pages no menu leads to are scanned too. Entries are
 * followed as a user follows them: by clicking, the staff tools through the Workstation menu.
 * Each role is one signed-in page walked entry by entry (a serial group: one test per entry, one sign-in per role); the
 * roles' groups run in parallel across the workers.
 * axe scans each page once, and the home page as every role (scanFirstVisit); there the page must also fit 1280 and
 * 390 px with nothing scrolling sideways. The pages run under the web's content-security policy (`npm start` sends it,
 * built by @domain/content-policy.ts): a page that loads or runs anything the policy refuses fails its entry.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '@playwright/test';
import { ACCESS_ROLES, type AccessFacts, type AccessRole } from '@domain/capabilities.ts';
import { menuBar, visibleNavItems, type NavItem } from '@domain/nav.ts';
import { paths } from '@domain/paths.ts';
import { ACCESS_LOGINS } from '../page-models/demo-access.ts';
import { signInAs } from '../page-models/profile-session.ts';
import { ShellPage } from '../page-models/shell-page.ts';
import { E2E } from '../support/e2e-env.ts';
import { expectFitsBothWidths } from '../support/screenshots.ts';

/** Each role's demo login (ACCESS_LOGINS), and nobody for the visitor. */
const LOGINS: Record<AccessRole, { email: string | null; id: string | null; facts: AccessFacts }> = {
  visitor: { email: null, id: null, facts: { isAuthenticated: false, role: 'Free Member' } },
  ...ACCESS_LOGINS,
};

/**
 * The API's refusals of the caller (401, 403) seen while a page loads, as "METHOD url → status", and what the
 * content-security policy refused, as "directive blocked-URL".
 */
function watchRefusals(page: Page): { refusals: string[]; violations: string[]; inflight: () => number } {
  const refusals: string[] = [];
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith(CSP_VIOLATION)) violations.push(message.text().slice(CSP_VIOLATION.length));
  });
  let inflight = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(E2E.apiUrl)) inflight += 1;
  });
  const settle = (url: string) => {
    if (url.startsWith(E2E.apiUrl)) inflight -= 1;
  };
  page.on('requestfinished', (request) => settle(request.url()));
  page.on('requestfailed', (request) => settle(request.url()));
  page.on('response', (response: Response) => {
    if (response.url().startsWith(E2E.apiUrl) && [401, 403].includes(response.status())) {
      refusals.push(`${response.request().method()} ${response.url()} → ${response.status()}`);
    }
  });
  return { refusals, violations, inflight: () => inflight };
}

const CSP_VIOLATION = 'CSP violation: ';
/** Runs in every page before its scripts (a string: this file has no DOM types): each refusal becomes a console line. */
const REPORT_POLICY_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) =>
  console.error(${JSON.stringify(CSP_VIOLATION)} + event.effectiveDirective + ' ' + event.blockedURI));`;

/**
 * Waits until no API request has been open for a moment: called once the page shows its content (pageLoaded), it
 * catches a request the page makes after its first data (a count, an ad) before the refusals are read.
 */
async function settled(page: Page, inflight: () => number): Promise<void> {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (inflight() > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { timeout: 20_000, intervals: [50] },
    )
    .toBeGreaterThanOrEqual(400);
}

async function follow(shell: ShellPage, name: string, inWorkstation: boolean): Promise<void> {
  if (inWorkstation) {
    await shell.workstationButton.click();
    await shell.workstationMenu.getByRole('menuitem', { name, exact: true }).click();
  } else {
    await shell.mainNav.getByRole('link', { name, exact: true }).click();
  }
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The open page's serious and critical WCAG 2.1 A/AA violations, one line each: the rule and what to fix where. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    // Only the violations come back: the passes' node lists are most of axe's work on a big page.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const node = v.nodes[0];
      const more = v.nodes.length > 1 ? ` (+${v.nodes.length - 1} more)` : '';
      return `${v.id} [${v.impact}] at ${JSON.stringify(node?.target)}${more}: ${node?.failureSummary?.replace(/\n/g, ' ')}`;
    });
}

/**
 * What every page owes every user, checked where axe scans (scanFirstVisit): no serious or critical WCAG 2.1 A/AA
 * violation, and nothing scrolling sideways at 1280 or 390 px (issue 23). SCREENSHOTS=1 saves both widths.
 */
async function checkLayoutAndAccessibility(page: Page, role: AccessRole, path: string): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
  const name = `walk-${role}${path === '/' ? '-home' : path.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-+$/, '');
  await expectFitsBothWidths(page, name);
}

/** The page shows its heading, nothing is loading, nothing failed or was denied. */
async function pageLoaded(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  await expect(main.locator('.alert-banner--danger')).toHaveCount(0);
  await expect(main.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/** A role's menu entries in the order the bar shows them: the staff tools under Workstation, before My Profile. */
function menuOf(role: AccessRole): NavItem[] {
  const login = LOGINS[role];
  const visible = visibleNavItems({ ...login.facts, userId: login.id, isAdmin2: role === 'admin2' });
  return menuBar(visible).flatMap((e) => (e.kind === 'link' ? [e.item] : e.groups.flatMap((g) => g.items)));
}

/** Pages no menu entry leads to, opened by address as the role that reaches them. */
const PAGES_OFF_THE_MENU: Partial<Record<AccessRole, string[]>> = {
  visitor: [
    paths.login,
    paths.signup,
    paths.membershipPlans,
    paths.contactCorporate,
    paths.faq,
    paths.privacyPolicy,
    paths.termsOfUse,
    paths.partners,
    paths.purchaseEnquiries,
    paths.salesOffers,
  ].map((route) => route.href()),
  freeMember: [paths.payment.href(), paths.profileEdit.href(LOGINS.freeMember.id ?? '')],
  paidMember: [
    paths.postPurchaseEnquiry.href(),
    paths.postSalesOffer.href(),
    paths.vendorApplication.href(),
    paths.company.href('c0000000-0000-4000-a000-000000000001'),
    // The Market page is in the menu; a class page (chart and mills) is reached from it.
    paths.marketClass.href('cotton/combed/40s', 'Tiruppur'),
  ],
  admin: [paths.corporateProducts.href(), paths.membershipManagement.href(), paths.adManagement.href()],
  admin2: [paths.admin2.href()],
};

/*
 * Which pages axe scans: the home page as every role (the header and menu are the role's), and every other page
 * once, as the first role in ACCESS_ROLES that reaches it. A scan takes seconds; the same page for the next role
 * differs by a button or two, which the first scan's rules already cover.
 */
const scanned = new Set<string>();
function scanFirstVisit(path: string): boolean {
  if (path !== paths.home.href() && scanned.has(path)) return false;
  scanned.add(path);
  return true;
}

test.use({ viewport: { width: 1280, height: 900 } });
// The roles are walked side by side on the run's workers (each role's walk is one serial group in one worker): the
// walk is the longest spec, and on one worker it held the browser phase up while the other worker idled.
test.describe.configure({ mode: 'parallel' });

for (const role of ACCESS_ROLES) {
  test.describe(`${role}`, () => {
    // One page signed in once, walked entry after entry; an entry that fails stops the role's walk.
    test.describe.configure({ mode: 'serial' });
    const menu = menuOf(role).map((item) => ({ ...item, scan: scanFirstVisit(item.path) }));
    const offMenu = (PAGES_OFF_THE_MENU[role] ?? []).map((path) => ({ path, scan: scanFirstVisit(path) }));
    let page: Page;
    let shell: ShellPage;
    let watch: ReturnType<typeof watchRefusals>;

    test.beforeAll(async ({ browser }) => {
      // The project's options (base URL, no service worker) apply to a context the test makes itself.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // Third-party scripts and frames (videos, maps) are not the page under test; the payment button's script
      // loads as an empty one, so the payment page shows as it does when the provider answers.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
        route.request().url().startsWith('https://checkout.razorpay.com/')
          ? route.fulfill({ contentType: 'application/javascript', body: '' })
          : route.abort(),
      );
      await context.addInitScript(REPORT_POLICY_VIOLATIONS);
      page = await context.newPage();
      shell = new ShellPage(page);
      watch = watchRefusals(page);
      const login = LOGINS[role];
      if (login.email) await signInAs(page, login.email);
      else await page.goto(paths.home.href());
    });
    test.afterAll(async () => {
      await page?.context().close();
    });

    test("the menu is the capability table's", async () => {
      await expect.poll(() => shell.menuNames()).toEqual(menu.map((item) => item.name));
    });

    for (const item of menu) {
      test(`${item.name}: loads its data with no 401/403${item.scan ? '; axe; fits 1280 and 390 px' : ''}`, async () => {
        watch.refusals.length = 0;
        watch.violations.length = 0;
        await follow(shell, item.name, Boolean(item.workstation));
        await expect(page).toHaveURL(new URL(item.path, E2E.appUrl).href);
        await pageLoaded(page);
        await settled(page, watch.inflight);
        expect(watch.refusals, `${item.name} (${item.path})`).toEqual([]);
        expect(watch.violations, `${item.name} (${item.path}): refused by the content-security policy`).toEqual([]);
        if (item.scan) await checkLayoutAndAccessibility(page, role, item.path);
      });
    }

    for (const { path, scan } of offMenu) {
      test(`${path}: loads with no 401/403${scan ? '; axe; fits 1280 and 390 px' : ''}`, async () => {
        watch.refusals.length = 0;
        watch.violations.length = 0;
        await page.goto(path);
        await pageLoaded(page);
        await settled(page, watch.inflight);
        expect(watch.refusals, path).toEqual([]);
        expect(watch.violations, `${path}: refused by the content-security policy`).toEqual([]);
        if (scan) await checkLayoutAndAccessibility(page, role, path);
      });
    }
  });
}
