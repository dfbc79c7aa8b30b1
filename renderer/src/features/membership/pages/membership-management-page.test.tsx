import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMember, AdminMemberPage } from '@/data/ports/member-admin.ts';
import { accepted, refused } from '@/data/outcome.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { MembershipManagementPage } from './membership-management-page.tsx';

const asha: AdminMember = {
  id: 'm-1',
  memberName: 'Asha Patel',
  businessName: 'Asha Looms',
  email: 'asha@example.test',
  mobileNumber: '9876543210',
  countryCode: '+91',
  city: 'Surat',
  state: 'Gujarat',
  country: 'India',
  membershipType: 'Free Member',
  messagingCredits: 25,
  isVerifiedMember: false,
  isCorporateMember: false,
  listInDirectory: true,
  createdAt: '2026-11-20T10:00:00Z',
  isStaff: false,
};

const page = (rows: AdminMember[]): AdminMemberPage => ({
  total: rows.length,
  totalIsExact: true,
  planCounts: { 'Free Member': rows.length, 'Paid Member': 0, 'Corporate Member': 0, all: rows.length },
  rows,
});

afterEach(() => dismissToast());

describe('membership management', { timeout: 30_000 }, () => {
  it('shows a switched flag at once and puts it back when the server refuses', async () => {
    let answer: (v: ReturnType<typeof refused<'not-found'>>) => void = () => undefined;
    const update = vi.fn(() => new Promise<ReturnType<typeof refused<'not-found'>>>((resolve) => (answer = resolve)));
    renderInApp(<MembershipManagementPage />, {
      gateway: fakeGateway({ memberAdmin: { search: async () => page([asha]), update } }),
    });
    const verified = await screen.findByRole('switch', { name: 'Verified: Asha Patel' });
    await userEvent.click(verified);
    expect(verified).toBeChecked();
    expect(update).toHaveBeenCalledWith('m-1', { isVerifiedMember: true });
    answer(refused('not-found', 'Member profile not found.'));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Verified: Asha Patel' })).not.toBeChecked());
    expect(currentToast()).toMatchObject({ title: 'Update Failed', description: 'Member profile not found.' });
  });

  it('asks for a selection before a promotion e-mail, then lists the addresses that failed', async () => {
    const sendPromotion = vi.fn(async () =>
      accepted({
        message: 'Promotion e-mail sent to 0 members.',
        sent: 0,
        failed: 1,
        details: [{ email: 'asha@example.test', error: 'Recipient address rejected' }],
      }),
    );
    renderInApp(<MembershipManagementPage />, {
      gateway: fakeGateway({ memberAdmin: { search: async () => page([asha]), sendPromotion } }),
    });
    await screen.findByRole('switch', { name: 'Verified: Asha Patel' });
    await userEvent.click(screen.getByRole('button', { name: /^Send e-mail/ }));
    expect(currentToast()).toMatchObject({ description: 'Please select at least one member.' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Asha Patel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send e-mail (1)' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send to 1' }));
    await waitFor(() => expect(sendPromotion).toHaveBeenCalled());
    expect(sendPromotion.mock.calls[0]).toMatchObject([
      { selectedUsers: [{ email: 'asha@example.test', member_name: 'Asha Patel' }] },
    ]);
    const failed = await screen.findByRole('list', { name: 'Failed addresses' });
    expect(failed).toHaveTextContent('asha@example.test — Recipient address rejected');
    expect(currentToast()).toMatchObject({ title: 'E-mail Not Sent', variant: 'destructive' });
  });
});
