import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SALES_TEAM_TEXT } from '@domain/sales-team.ts';
import { accepted, refused } from '@/data/outcome.ts';
import type { SalesTeamMember } from '@/data/ports/sales-team.ts';
import { fakeGateway, type GatewayOverrides } from '@/testing/fake-gateway.ts';
import { renderInApp, signedInSession, signedOutSession } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { SalesTeamPanel } from './sales-team-panel.tsx';

const COMPANY = 'c-1';
const ravi = { id: 'm-1', memberName: 'Ravi Shah', businessName: 'Shree Labels', email: 'ravi@example.test' };
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
    renderPanel({ salesTeam: { list: async () => team, add }, sourcing: { searchMembers: async () => [ravi] } });
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

  it('says when the server refuses an addition', async () => {
    renderPanel({
      salesTeam: {
        list: async () => [],
        add: async () => refused('already-on-a-team' as const, SALES_TEAM_TEXT.alreadyOnATeam),
      },
      sourcing: { searchMembers: async () => [ravi] },
    });
    await userEvent.type(await screen.findByRole('searchbox'), 'ravi{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Ravi Shah to the sales team' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: SALES_TEAM_TEXT.addFailed,
        description: SALES_TEAM_TEXT.alreadyOnATeam,
      }),
    );
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
