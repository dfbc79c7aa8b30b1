/**
 * Every menu entry of every role, in the browser (issue 24 deliverable 4): the menu is the capability table's
 * (@domain/capabilities.ts through @domain/nav.ts), and every page it leads to loads its data with no 401 or 403
 * in the network, no Access Denied screen and no failure banner. Entries are followed as a user follows them:
 * by clicking, the staff tools through the Workstation menu.
 * Named to run before login.spec.ts (one worker, files in order), which pays for the seeded expired member.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { ACCESS_ROLES, type AccessFacts, type AccessRole } from '@domain/capabilities.ts';
import { menuBar, visibleNavItems } from '@domain/nav.ts';
import { paths } from '@domain/paths.ts';
import { signInAs } from '../page-models/profile-session.ts';
import { ShellPage } from '../page-models/shell-page.ts';
import { E2E } from '../support/e2e-env.ts';

/** Each role's demo login (README "Demo logins") and the facts my_role() gives it. */
const LOGINS: Record<AccessRole, { email: string | null; id: string | null; facts: AccessFacts }> = {
  visitor: { email: null, id: null, facts: { isAuthenticated: false, role: 'Free Member' } },
  freeMember: {
    email: 'free@loomconnect.test',
    id: '00000000-0000-4000-a000-000000000008',
    facts: { isAuthenticated: true, role: 'Free Member' },
  },
  expiredMember: {
    email: 'expired@loomconnect.test',
    id: '00000000-0000-4000-a000-000000000009',
    facts: { isAuthenticated: true, role: 'Free Member', trialOver: true },
  },
  paidMember: {
    email: 'paid@loomconnect.test',
    id: '00000000-0000-4000-a000-000000000007',
    facts: { isAuthenticated: true, role: 'Paid Member' },
  },
  vendor: {
    email: 'vendor@loomconnect.test',
    id: '00000000-0000-4000-a000-000000000006',
    facts: { isAuthenticated: true, role: 'Paid Member', isVendor: true },
  },
  executive: {
    email: 'exec.a@loomconnect.test',
    id: '00000000-0000-4000-a000-000000000004',
    facts: { isAuthenticated: true, role: 'corporate_executive' },
  },
  limitedAdmin: {
    email: 'limited.admin@loomconnect.test',
    id: '00000000-0000-4000-a000-000000000002',
    facts: { isAuthenticated: true, role: 'admin', isLimitedAdmin: true },
  },
  admin: {
    email: 'admin@loomconnect.test',
    id: '00000000-0000-4000-a000-000000000001',
    facts: { isAuthenticated: true, role: 'admin' },
  },
  admin2: {
    email: 'admin2@loomconnect.test',
    id: '00000000-0000-4000-a000-000000000003',
    facts: { isAuthenticated: true, role: 'admin', isAdmin2: true },
  },
};

/** The API's refusals of the caller (401, 403) seen while a page loads, as "METHOD url → status". */
function watchRefusals(page: Page): { refusals: string[]; inflight: () => number } {
  const refusals: string[] = [];
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
  return { refusals, inflight: () => inflight };
}

/** Waits until no API request has been open for a moment: the page has asked for its data and got it. */
async function settled(page: Page, inflight: () => number): Promise<void> {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (inflight() > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(800);
}

async function follow(shell: ShellPage, name: string, inWorkstation: boolean): Promise<void> {
  if (inWorkstation) {
    await shell.workstationButton.click();
    await shell.workstationMenu.getByRole('menuitem', { name, exact: true }).click();
  } else {
    await shell.mainNav.getByRole('link', { name, exact: true }).click();
  }
}

// Nine sign-ins and some sixty pages, each waited on until its data is in.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1280, height: 900 } });

for (const role of ACCESS_ROLES) {
  test(`${role}: every menu entry loads its data, no 401/403`, async ({ page }) => {
    const login = LOGINS[role];
    const shell = new ShellPage(page);
    const watch = watchRefusals(page);
    if (login.email) await signInAs(page, login.email);
    else await page.goto(paths.home.href());

    // The menu is the capability table's, for this role.
    const visible = visibleNavItems({ ...login.facts, userId: login.id, isAdmin2: role === 'admin2' });
    // In the order the bar shows them: the staff tools under Workstation, before My Profile.
    const expected = menuBar(visible).flatMap((e) => (e.kind === 'link' ? [e.item] : e.groups.flatMap((g) => g.items)));
    await expect.poll(() => shell.menuNames()).toEqual(expected.map((item) => item.name));

    for (const item of expected) {
      watch.refusals.length = 0;
      await test.step(item.name, async () => {
        await follow(shell, item.name, Boolean(item.workstation));
        await expect(page).toHaveURL(new URL(item.path, E2E.appUrl).href);
        await settled(page, watch.inflight);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(main.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
        await expect(main.locator('.alert-banner--danger')).toHaveCount(0);
        await expect(main.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
        expect(watch.refusals, `${item.name} (${item.path})`).toEqual([]);
      });
    }
  });
}
