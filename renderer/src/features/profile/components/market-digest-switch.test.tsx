import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { MarketDigestSwitch } from './market-digest-switch.tsx';

afterEach(() => dismissToast());

describe('MarketDigestSwitch', () => {
  it('shows the member’s choice and writes the change', async () => {
    let on = false;
    const setDigest = vi.fn(async (_user: string, next: boolean) => {
      on = next;
      return { ok: true as const, value: next };
    });
    renderInApp(<MarketDigestSwitch userId="u-1" />, {
      gateway: fakeGateway({ alerts: { digest: async () => on, setDigest } }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Daily market digest by e-mail' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(setDigest).toHaveBeenCalledWith('u-1', true);
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Daily market digest on' }));
    // Checked once the setting is read again.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Daily market digest by e-mail' })).toBeChecked());
  });

  it('says why when the server refuses', async () => {
    renderInApp(<MarketDigestSwitch userId="u-1" />, {
      gateway: fakeGateway({
        alerts: {
          digest: async () => false,
          setDigest: async () => ({ ok: false, reason: 'forbidden', message: 'Paid Members and above only.' }),
        },
      }),
    });
    await userEvent.click(await screen.findByRole('switch', { name: 'Daily market digest by e-mail' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({ title: 'Not changed', description: 'Paid Members and above only.' }),
    );
    expect(screen.getByRole('switch', { name: 'Daily market digest by e-mail' })).not.toBeChecked();
  });
});
