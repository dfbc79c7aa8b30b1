/**
 * A company's sales team (issue 28) on the company page: the executive finds a member by e-mail, adds them
 * (the server records it), sees them listed with name and e-mail, and removes them after a confirmation.
 * Another company's page shows the executive no panel. Both widths fit, with nothing cut short. A company's
 * executive is found but not addable, and one made an executive after the search is refused by the server. A member
 * on another company's team is found greyed beside an executive, with why: the company unnamed to an executive
 * (they cannot read that team), named to an admin.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { paths } from '@domain/paths.ts';
import { otherTeamCandidateWhy, SALES_TEAM_TEXT } from '@domain/sales-team.ts';
import { serviceClient } from '../support/backend.ts';
import { createFreeMember, DEMO, signInAs } from '../page-models/profile-session.ts';
import { expectFitsBothWidths, screenshotOf, VIEWPORTS } from '../support/screenshots.ts';

const COMPANY_A = 'c0000000-0000-4000-a000-000000000001';
const COMPANY_B = 'c0000000-0000-4000-a000-000000000002';

async function teamOf(companyId: string): Promise<string[]> {
  const { data, error } = await serviceClient()
    .from('company_sales_team')
    .select('user_id')
    .eq('company_id', companyId);
  if (error) throw new Error(error.message);
  return data.map((r) => r.user_id);
}

test('the executive adds a salesperson found by e-mail and removes them after confirming', async ({ page }) => {
  const seller = await createFreeMember('Kiran Salesperson', 'Kiran Agencies');
  await signInAs(page, DEMO.exec.email, paths.company.href(COMPANY_A));
  const panel = page.getByRole('region', { name: /Sales team/ });
  await expect(panel.getByRole('heading', { name: /Sales team/ })).toBeVisible();

  await panel.getByRole('searchbox').fill(seller.email);
  await panel.getByRole('searchbox').press('Enter');
  await panel.getByRole('button', { name: 'Add Kiran Salesperson to the sales team' }).click();
  await expect(page.getByText('Added to the sales team', { exact: true })).toBeVisible();
  const team = panel.getByRole('table', { name: 'Sales team' });
  await expect(team.getByRole('row', { name: /Kiran Salesperson/ })).toContainText(seller.email);
  await expect(panel.getByRole('table', { name: 'Members found' })).toContainText('On the team');
  expect(await teamOf(COMPANY_A)).toContain(seller.id);
  await expectFitsBothWidths(page, 'company-sales-team');

  await team.getByRole('button', { name: 'Remove Kiran Salesperson' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove from the sales team?' });
  await expect(confirm).toContainText('Kiran Salesperson will no longer carry');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed from the sales team', { exact: true })).toBeVisible();
  await expect(team.getByRole('row', { name: /Kiran Salesperson/ })).toHaveCount(0);
  expect(await teamOf(COMPANY_A)).not.toContain(seller.id);

  // Another company's page: no panel for this executive (and the server would refuse them).
  await page.goto(paths.company.href(COMPANY_B));
  await expect(page.getByRole('heading', { name: 'Executives' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Sales team/ })).toHaveCount(0);
});

test("a company's executive is found but not addable, and the server refuses one made after the search", async ({
  page,
}) => {
  await signInAs(page, DEMO.exec.email, paths.company.href(COMPANY_A));
  const panel = page.getByRole('region', { name: /Sales team/ });
  await panel.getByRole('searchbox').fill(DEMO.execB.email);
  await panel.getByRole('searchbox').press('Enter');
  const found = panel.getByRole('table', { name: 'Members found' });
  const executive = found.getByRole('row', { name: /Lakshmi Narayanan/ });
  await expect(executive).toContainText(SALES_TEAM_TEXT.executiveCandidate);
  await expect(executive).toContainText(SALES_TEAM_TEXT.executiveCandidateWhy);
  await expect(executive.getByRole('button')).toHaveCount(0);
  await expectFitsBothWidths(page, 'company-sales-team-executive');

  const promoted = await createFreeMember('Nisha Promoted', 'Nisha Traders');
  await panel.getByRole('searchbox').fill(promoted.email);
  await panel.getByRole('searchbox').press('Enter');
  const add = panel.getByRole('button', { name: 'Add Nisha Promoted to the sales team' });
  await expect(add).toBeVisible();
  const made = await serviceClient().from('company_executives').insert({ user_id: promoted.id, company_id: COMPANY_B });
  expect(made.error).toBeNull();
  try {
    await add.click();
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText(SALES_TEAM_TEXT.executive)).toBeVisible();
    expect(await teamOf(COMPANY_A)).not.toContain(promoted.id);
  } finally {
    await serviceClient().from('company_executives').delete().eq('user_id', promoted.id);
  }
});

/**
 * Three members of one business found by one search: one addable, one on company B's team, one company B's
 * executive. Runs `use` with that business's name, then takes them off the team and the executives.
 */
async function withUnavailableCandidates(use: (business: string) => Promise<void>): Promise<void> {
  const business = `Veda Looms ${Date.now().toString(36)}`;
  const [, elsewhere, executive] = await Promise.all([
    createFreeMember('Anil Addable', business),
    createFreeMember('Bina Elsewhere', business),
    createFreeMember('Chitra Executive', business),
  ]);
  const service = serviceClient();
  const made = await Promise.all([
    service.from('company_sales_team').insert({ user_id: elsewhere.id, company_id: COMPANY_B }),
    service.from('company_executives').insert({ user_id: executive.id, company_id: COMPANY_B }),
  ]);
  for (const reply of made) expect(reply.error).toBeNull();
  try {
    await use(business);
  } finally {
    await service.from('company_sales_team').delete().eq('user_id', elsewhere.id);
    await service.from('company_executives').delete().eq('user_id', executive.id);
  }
}

// This file is type-checked without the DOM library.
type Styled = { getComputedStyle(element: unknown): { color: string } };

async function searchPanel(page: Page, term: string) {
  const panel = page.getByRole('region', { name: /Sales team/ });
  await panel.getByRole('searchbox').fill(term);
  await panel.getByRole('searchbox').press('Enter');
  return { panel, found: panel.getByRole('table', { name: 'Members found' }) };
}

test("a member on another company's team is greyed beside an executive, with why, not addable", async ({ page }) => {
  await withUnavailableCandidates(async (business) => {
    await signInAs(page, DEMO.exec.email, paths.company.href(COMPANY_A));
    const { panel, found } = await searchPanel(page, business);
    const elsewhere = found.getByRole('row', { name: /Bina Elsewhere/ });
    // Company A's executive cannot read company B's team: told there is one, not whose.
    await expect(elsewhere).toContainText(SALES_TEAM_TEXT.otherTeamCandidate);
    await expect(elsewhere).toContainText(otherTeamCandidateWhy(null));
    await expect(elsewhere).not.toContainText('Coimbatore');
    await expect(elsewhere.getByRole('button')).toHaveCount(0);
    const executive = found.getByRole('row', { name: /Chitra Executive/ });
    await expect(executive).toContainText(SALES_TEAM_TEXT.executiveCandidate);
    await expect(executive.getByRole('button')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Add Anil Addable to the sales team' })).toBeEnabled();
    // Greyed: the unavailable rows' names in the muted colour, the addable one's not.
    const colourOf = (row: Locator) =>
      row.locator('strong').evaluate((el) => (globalThis as unknown as Styled).getComputedStyle(el).color);
    const addable = await colourOf(found.getByRole('row', { name: /Anil Addable/ }));
    expect(await colourOf(elsewhere)).not.toBe(addable);
    expect(await colourOf(executive)).toBe(await colourOf(elsewhere));

    await expectFitsBothWidths(page, 'company-sales-team-unavailable');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await screenshotOf(panel, `company-sales-team-unavailable-panel-${viewport.width}`);
    }
  });
});

test("an admin is told which company's team the member is on", async ({ page }) => {
  await withUnavailableCandidates(async (business) => {
    await signInAs(page, 'admin@loomconnect.test', paths.company.href(COMPANY_A));
    const { found } = await searchPanel(page, business);
    const elsewhere = found.getByRole('row', { name: /Bina Elsewhere/ });
    await expect(elsewhere).toContainText(otherTeamCandidateWhy('Coimbatore Cotton Mills'));
    await expect(elsewhere.getByRole('button')).toHaveCount(0);
  });
});
