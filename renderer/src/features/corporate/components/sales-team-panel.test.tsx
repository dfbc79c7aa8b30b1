import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { otherTeamCandidateWhy, SALES_TEAM_TEXT } from '@domain/sales-team.ts';
import { accepted, refused } from '@/data/outcome.ts';
import type { SalesTeamMember } from '@/data/ports/sales-team.ts';
import { fakeGateway, type GatewayOverrides } from '@/testing/fake-gateway.ts';
import { renderInApp, signedInSession, signedOutSession } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { SalesTeamPanel } from './sales-team-panel.tsx';

const COMPANY = 'c-1';
const ravi = {
  id: 'm-1',
  memberName: 'Ravi Shah',
  businessName: 'Shree Labels',
  email: 'ravi@example.test',
  executive: false,
  otherTeam: false,
  otherTeamCompany: null,
};
const meera = { ...ravi, id: 'm-3', memberName: 'Meera Iyer', email: 'meera@example.test', executive: true };
const gopal = { ...ravi, id: 'm-4', memberName: 'Gopal Rao', email: 'gopal@example.test', otherTeam: true };
const asha: SalesTeamMember = {
  userId: 'm-2',
  memberName: 'Asha Patel',
  businessName: 'Patel Yarns',
  email: 'asha@example.test',
  addedAt: '2026-11-28T06:30:00Z',
};
const executive = signedInSession('exec-1', {
  role: 'corporate_executive',
  isCorporateExecutive: true,
  companyId: COMPANY,
});

afterEach(() => dismissToast());

function renderPanel(overrides: GatewayOverrides, session = executive) {
  return renderInApp(<SalesTeamPanel companyId={COMPANY} />, { gateway: fakeGateway(overrides), session });
}

describe('the company’s Sales team panel', { timeout: 20_000 }, () => {
  it('shows only to the company’s executives and admins', async () => {
    const list = vi.fn(async () => [asha]);
    const { unmount } = renderPanel({ salesTeam: { list } });
    expect(await screen.findByRole('cell', { name: 'asha@example.test' })).toBeInTheDocument();
    unmount();

    const others = [
      signedOutSession(),
      signedInSession('paid-1', { role: 'Paid Member' }),
      signedInSession('exec-2', { role: 'corporate_executive', isCorporateExecutive: true, companyId: 'c-2' }),
    ];
    for (const session of others) {
      const view = renderPanel({ salesTeam: { list } }, session);
      expect(screen.queryByRole('heading', { name: /Sales team/ })).not.toBeInTheDocument();
      view.unmount();
    }
    renderPanel({ salesTeam: { list } }, signedInSession('admin-1', { role: 'admin', isAdmin: true }));
    expect(await screen.findByRole('heading', { name: /Sales team/ })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('finds a member (3 characters at least) and adds them', async () => {
    let team: SalesTeamMember[] = [];
    const add = vi.fn(async (_companyId: string, userId: string) => {
      team = [{ ...asha, userId, memberName: 'Ravi Shah', email: 'ravi@example.test' }];
      return accepted(undefined);
    });
    renderPanel({ salesTeam: { list: async () => team, add, findCandidates: async () => [ravi] } });
    expect(await screen.findByText(SALES_TEAM_TEXT.empty)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox'), 'ra');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentToast()).toMatchObject({ title: 'Search term too short' });

    await userEvent.type(screen.getByRole('searchbox'), 'vi{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Ravi Shah to the sales team' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Added to the sales team' }));
    expect(add).toHaveBeenCalledWith(COMPANY, 'm-1');
    const members = await screen.findByRole('table', { name: 'Sales team' });
    expect(within(members).getByText('ravi@example.test')).toBeInTheDocument();
    // The search's row now says so instead of offering the button again.
    expect(within(screen.getByRole('table', { name: 'Members found' })).getByText('On the team')).toBeInTheDocument();
  });

  // An executive made one after the search is refused by the server too (20261129001200).
  it.each([
    ['already-on-a-team', SALES_TEAM_TEXT.alreadyOnATeam],
    ['executive', SALES_TEAM_TEXT.executive],
    // Rights taken away after the page loaded: the server's policy answers before anything else (20261129001310).
    ['forbidden', SALES_TEAM_TEXT.forbidden],
  ] as const)('says when the server refuses an addition (%s)', async (reason, message) => {
    renderPanel({
      salesTeam: {
        list: async () => [],
        add: async () => refused(reason, message),
        findCandidates: async () => [ravi],
      },
    });
    await userEvent.type(await screen.findByRole('searchbox'), 'ravi{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Ravi Shah to the sales team' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: SALES_TEAM_TEXT.addFailed, description: message }),
    );
  });

  it('shows an executive found by the search with why they cannot be added', async () => {
    const add = vi.fn(async () => accepted(undefined));
    renderPanel({ salesTeam: { list: async () => [], add, findCandidates: async () => [ravi, meera] } });
    await userEvent.type(await screen.findByRole('searchbox'), 'shree{Enter}');
    const found = await screen.findByRole('table', { name: 'Members found' });
    const meeraRow = within(found).getByText('Meera Iyer').closest('tr')!;
    expect(meeraRow).toHaveTextContent(SALES_TEAM_TEXT.executiveCandidate);
    expect(meeraRow).toHaveTextContent(SALES_TEAM_TEXT.executiveCandidateWhy);
    expect(within(meeraRow).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Ravi Shah to the sales team' })).toBeEnabled();
    expect(add).not.toHaveBeenCalled();
  });

  it.each([
    ['another company’s executive', gopal, otherTeamCandidateWhy(null)],
    ['an admin', { ...gopal, otherTeamCompany: 'Coimbatore Cotton Mills' }, "Carries Coimbatore Cotton Mills's lists"],
  ] as const)('greys a member on another company’s team, with why, to %s', async (_who, member, why) => {
    const add = vi.fn(async () => accepted(undefined));
    const findCandidates = vi.fn(async () => [member, meera, ravi]);
    renderPanel({ salesTeam: { list: async () => [], add, findCandidates } });
    await userEvent.type(await screen.findByRole('searchbox'), 'shree{Enter}');
    const found = await screen.findByRole('table', { name: 'Members found' });
    expect(findCandidates).toHaveBeenCalledWith('shree', COMPANY);
    const row = (name: string) => within(found).getByText(name).closest('tr')!;
    expect(row('Gopal Rao')).toHaveTextContent(SALES_TEAM_TEXT.otherTeamCandidate);
    expect(row('Gopal Rao')).toHaveTextContent(why);
    expect(within(row('Gopal Rao')).queryByRole('button')).not.toBeInTheDocument();
    // Greyed like an executive; the member who can be added is not.
    expect(row('Gopal Rao')).toHaveClass('sales-team__candidate--unavailable');
    expect(row('Meera Iyer')).toHaveClass('sales-team__candidate--unavailable');
    expect(row('Ravi Shah')).not.toHaveClass('sales-team__candidate--unavailable');
    expect(within(row('Ravi Shah')).getByRole('button', { name: 'Add Ravi Shah to the sales team' })).toBeEnabled();
    expect(add).not.toHaveBeenCalled();
  });

  it('removes a member only after confirming', async () => {
    const remove = vi.fn(async () => undefined);
    renderPanel({ salesTeam: { list: async () => [asha], remove } });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Asha Patel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Asha Patel will no longer carry this company');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Asha Patel' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(COMPANY, 'm-2'));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Removed from the sales team' }));
  });

  it('says when the team cannot be read', async () => {
    renderPanel({ salesTeam: { list: async () => Promise.reject(new Error('Backend unreachable')) } });
    expect(await screen.findByText(SALES_TEAM_TEXT.loadFailed)).toBeInTheDocument();
  });
});
