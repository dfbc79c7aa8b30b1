import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ONLINE_ONLY_REASON } from '@domain/sync/status.ts';
import { GatewayProvider } from '@/data/gateway-context.tsx';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { OnlineOnlyNote, useOnlineOnlyBlocked } from './online-only.tsx';

function Probe() {
  const blocked = useOnlineOnlyBlocked();
  return (
    <>
      <button type="button" disabled={blocked !== null} title={blocked ?? undefined}>
        Award
      </button>
      <OnlineOnlyNote reason={blocked} />
    </>
  );
}

describe('online-only actions', () => {
  it('are enabled on the web, with no note', () => {
    render(
      <GatewayProvider gateway={fakeGateway()}>
        <Probe />
      </GatewayProvider>,
    );
    expect(screen.getByRole('button', { name: 'Award' })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('follow the connection: disabled with the reason while offline, enabled again when it returns', () => {
    let tell: (blocked: string | null) => void = () => undefined;
    const stop = vi.fn();
    const watchOnlineOnly = vi.fn((listener: (blocked: string | null) => void) => {
      tell = listener;
      listener(null);
      return stop;
    });
    const { unmount } = render(
      <GatewayProvider gateway={fakeGateway({ session: { watchOnlineOnly } })}>
        <Probe />
      </GatewayProvider>,
    );
    const award = screen.getByRole('button', { name: 'Award' });
    expect(award).toBeEnabled();

    act(() => tell(ONLINE_ONLY_REASON));
    expect(award).toBeDisabled();
    expect(award).toHaveAttribute('title', ONLINE_ONLY_REASON);
    expect(screen.getByRole('note')).toHaveTextContent(ONLINE_ONLY_REASON);

    act(() => tell(null));
    expect(award).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(watchOnlineOnly).toHaveBeenCalledTimes(1);
  });
});
