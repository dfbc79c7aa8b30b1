import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { GatewayProvider } from '@/data/gateway-context.tsx';
import type { AuthUser, RoleFacts } from '@/data/ports/session.ts';
import { fakeGateway, VISITOR_FACTS } from '@/testing/fake-gateway.ts';
import { SessionProvider } from './session-provider.tsx';
import { useSession } from './use-session.ts';

const USER: AuthUser = { id: 'u1', email: 'late@loom.test', createdAt: '2026-01-01T00:00:00Z', metadata: {} };
const facts = (more: Partial<RoleFacts>): RoleFacts => ({
  ...VISITOR_FACTS,
  isAuthenticated: true,
  userId: USER.id,
  hasProfile: true,
  ...more,
});

function Probe() {
  const session = useSession();
  return <p>{session.status === 'signed-in' ? `role ${session.role}` : session.status}</p>;
}

function renderSession(getRoleFacts: () => Promise<RoleFacts>, refreshSession = vi.fn(async () => undefined)) {
  const gateway = fakeGateway({
    session: {
      onAuthStateChange: (listener) => {
        listener('INITIAL_SESSION', USER);
        return () => undefined;
      },
      getRoleFacts,
      refreshSession,
    },
  });
  render(
    <GatewayProvider gateway={gateway}>
      <MemoryRouter initialEntries={['/news']}>
        <SessionProvider onPasswordRecovery={() => undefined}>
          <Probe />
        </SessionProvider>
      </MemoryRouter>
    </GatewayProvider>,
  );
  return refreshSession;
}

describe('a session for paying only', () => {
  it('is not refreshed while the trial is over', async () => {
    const refresh = renderSession(async () => facts({ trialExpired: true, paymentOnly: true }));
    expect(await screen.findByText('role Free Member')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('is refreshed once the member has paid, then the facts are read again', async () => {
    const answers = [
      facts({ role: 'Paid Member', paymentOnly: true }),
      facts({ role: 'Paid Member', paymentOnly: false }),
    ];
    const getRoleFacts = vi.fn(async () => answers.shift() ?? answers[0] ?? facts({ role: 'Paid Member' }));
    const refresh = renderSession(getRoleFacts);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(getRoleFacts).toHaveBeenCalledTimes(2));
    expect(screen.getByText('role Paid Member')).toBeInTheDocument();
  });
});
