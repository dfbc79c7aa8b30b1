/**
 * The menus' layout, which only a browser can measure: each role's menu bar fits one row at 1280 px, and the open
 * mobile menu fits 390 px with nothing scrolling sideways. What each role's menus hold, the Workstation menu's
 * keyboard, the mobile menu's focus and links, and signing out are component tests
 * (renderer/src/features/shell/components/menus.test.tsx).
 */
import { expect, test } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { DEMO } from '../page-models/profile-session.ts';
import { ShellPage } from '../page-models/shell-page.ts';
import { horizontalOverflow, screenshot, VIEWPORTS } from '../support/screenshots.ts';

/*
 * One person per distinct menu: the vendor's bar is the Paid Member's, and the four staff roles share one bar
 * (menus.test.tsx); the executive's and the admin's Workstation menus hold the most, and the longest, entries.
 */
const PEOPLE = { visitor: null, free: DEMO.free, paid: DEMO.paid, executive: DEMO.exec, admin: DEMO.admin };

for (const [who, login] of Object.entries(PEOPLE)) {
  test(`${who}'s menu bar fits one row at 1280 px, and the open mobile menu fits 390 px`, async ({ page }) => {
    const shell = new ShellPage(page);
    await page.setViewportSize(VIEWPORTS[0]);
    if (login) await shell.signInAs(login);
    else await page.goto(paths.home.href());
    await expect(shell.authControls().first()).toBeVisible();
    expect(await shell.barRows()).toBe(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (who === 'executive' || who === 'admin') {
      await shell.workstationButton.click();
      await expect(shell.workstationMenu).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
    await screenshot(page, `nav-${who}-1280`, { clip: { x: 0, y: 0, width: 1280, height: 460 } });

    await page.setViewportSize(VIEWPORTS[1]);
    await expect(shell.mainNav).toBeHidden();
    await shell.menuButton.click();
    await expect(shell.mobileMenu).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The panel itself: every entry inside it, none cut off at its right edge.
    expect(await shell.mobileMenuOverflow()).toBeLessThanOrEqual(0);
    await screenshot(page, `nav-${who}-390`);
  });
}
