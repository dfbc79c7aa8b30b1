import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { visibleNavItems } from '@domain/nav.ts';
import { createDesktopGateway } from '@/data/desktop-gateway.ts';
import { GatewayProvider } from '@/data/gateway-context.tsx';
import type { DataGateway } from '@/data/gateway.ts';
import type { AuthUser, RoleFacts } from '@/data/ports/session.ts';
import type { AppSupabaseClient } from '@/lib/supabase.ts';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { fakeGateway, VISITOR_FACTS } from '@/testing/fake-gateway.ts';
import { signedInStatus } from '@/testing/sync-status.ts';
import { navContextOf } from './nav-context.ts';
import { SessionProvider } from './session-provider.tsx';
import { RETURN_REFRESH_GAP_MS } from './use-role-facts.ts';
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

const signedInGateway = (getRoleFacts: () => Promise<RoleFacts>, refreshSession = vi.fn(async () => undefined)) =>
  fakeGateway({
    session: {
      onAuthStateChange: (listener) => {
        listener('INITIAL_SESSION', USER);
        return () => undefined;
      },
      getRoleFacts,
      refreshSession,
    },
  });

function renderSession(getRoleFacts: () => Promise<RoleFacts>, refreshSession = vi.fn(async () => undefined)) {
  renderWith(signedInGateway(getRoleFacts, refreshSession));
  return refreshSession;
}

function renderWith(gateway: DataGateway, probe = <Probe />) {
  render(
    <GatewayProvider gateway={gateway}>
      <MemoryRouter initialEntries={['/news']}>
        <SessionProvider onPasswordRecovery={() => undefined}>{probe}</SessionProvider>
      </MemoryRouter>
    </GatewayProvider>,
  );
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

/** Every menu the session put on screen, in order (the entries' names, as @domain/nav.ts gives them to the header). */
function MenuRecorder({ menus }: { menus: string[][] }) {
  const session = useSession();
  const names = visibleNavItems(navContextOf(session)).map((item) => item.name);
  if (menus.at(-1)?.join() !== names.join()) menus.push(names);
  return <p>{session.status === 'signed-in' ? `role ${session.role}` : session.status}</p>;
}

const EXECUTIVE = facts({ role: 'corporate_executive', isCorporateExecutive: true, companyId: 'c1' });
const DEMOTED = facts({ role: 'Free Member', membershipType: 'Corporate Member' });
const EXECUTIVE_ONLY = ['Price Management', 'Bid Management', 'Listed Subscribers'];

/** The desktop gateway over a bridge whose main reports `online` and keeps the executive's facts from last time. */
function desktopOver(online: boolean, getRoleFacts: () => Promise<RoleFacts>) {
  const bridge = {
    on: () => () => undefined,
    syncStatus: async () => signedInStatus({ online }),
    cachedRoleFacts: async () => EXECUTIVE,
    rememberRoleFacts: async () => undefined,
  } as unknown as DesktopBridge;
  const client = { auth: { onAuthStateChange: () => ({ data: { subscription: { unsubscribe() {} } } }) } };
  return createDesktopGateway(bridge, signedInGateway(getRoleFacts), {
    client: client as unknown as AppSupabaseClient,
    url: 'http://api',
    anonKey: 'anon',
  });
}

describe("the desktop's kept role facts", () => {
  it('online, never put the old role on screen: the session waits for the server, which demoted the person', async () => {
    let answer!: (value: RoleFacts) => void;
    const server = vi.fn(() => new Promise<RoleFacts>((resolve) => (answer = resolve)));
    const menus: string[][] = [];
    renderWith(desktopOver(true, server), <MenuRecorder menus={menus} />);
    await waitFor(() => expect(server).toHaveBeenCalled());
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => answer(DEMOTED));
    expect(await screen.findByText('role Free Member')).toBeInTheDocument();
    expect(menus.flat().filter((name) => EXECUTIVE_ONLY.includes(name))).toEqual([]);
    expect(menus.at(-1)).toContain('My Profile');
  });

  it("offline, let the person in with their kept role at once, the server's answer left unused", async () => {
    // The read asked beside main's session start answers, but main says the backend is down: the kept role stands.
    const server = vi.fn(async () => DEMOTED);
    const menus: string[][] = [];
    renderWith(desktopOver(false, server), <MenuRecorder menus={menus} />);
    expect(await screen.findByText('role corporate_executive')).toBeInTheDocument();
    expect(menus.at(-1)).toEqual(expect.arrayContaining(['Price Management', 'Bid Management']));
    await vi.waitFor(() => expect(server).toHaveBeenCalled());
    expect(screen.getByText('role corporate_executive')).toBeInTheDocument();
  });
});

describe('a role changed mid-session', () => {
  it('is read again when the person comes back to the window a while after the last read', async () => {
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    const answers = [EXECUTIVE, DEMOTED];
    const getRoleFacts = vi.fn(async () => answers.shift() ?? DEMOTED);
    renderSession(getRoleFacts);
    expect(await screen.findByText('role corporate_executive')).toBeInTheDocument();
    // Back at once: nothing is read again.
    now.mockReturnValue(1_000_000 + RETURN_REFRESH_GAP_MS - 1);
    fireEvent.focus(window);
    expect(getRoleFacts).toHaveBeenCalledTimes(1);
    // Back after the gap (focus and the tab shown come together): read once, the new role shows.
    now.mockReturnValue(1_000_000 + RETURN_REFRESH_GAP_MS);
    fireEvent.focus(window);
    fireEvent(document, new Event('visibilitychange'));
    expect(await screen.findByText('role Free Member')).toBeInTheDocument();
    expect(getRoleFacts).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it("is read again as soon as the server's hint says so, once for a burst of hints", async () => {
    const answers = [EXECUTIVE, DEMOTED];
    const getRoleFacts = vi.fn(async () => answers.shift() ?? DEMOTED);
    const hints: (() => void)[] = [];
    const watched: string[] = [];
    const gateway = signedInGateway(getRoleFacts);
    gateway.session.watchRoleChanges = (userId, onChange) => {
      watched.push(userId);
      hints.push(onChange);
      return () => undefined;
    };
    renderWith(gateway);
    expect(await screen.findByText('role corporate_executive')).toBeInTheDocument();
    expect(watched).toEqual([USER.id]);
    // One admin action can change several rows: three hints, one read.
    act(() => hints.forEach((hint) => [1, 2, 3].forEach(() => hint())));
    expect(await screen.findByText('role Free Member')).toBeInTheDocument();
    expect(getRoleFacts).toHaveBeenCalledTimes(2);
  });
});
