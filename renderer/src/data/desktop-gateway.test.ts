import { describe, expect, it, vi } from 'vitest';
import { ONLINE_ONLY_REASON } from '@domain/sync/status.ts';
import type { AppSupabaseClient } from '@/lib/supabase.ts';
import type { CachedPriceList, DesktopBridge } from '@/platform/desktop-bridge.ts';
import { onRoleFactsRefreshRequest } from '@/session/role-facts-refresh.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { signedInStatus as status } from '@/testing/sync-status.ts';
import { createDesktopGateway } from './desktop-gateway.ts';
import { GatewayError } from './gateway.ts';

const LIST: CachedPriceList = {
  row: {
    id: '00000000-0000-4000-8000-000000000001',
    file_url: 'https://old.example/a.pdf',
    description: 'Cotton yarn',
    uploaded_at: '2026-11-22T10:00:00Z',
    file_name: 'a.pdf',
    bucket_name: 'prices',
    storage_file_path: 'a.pdf',
  },
  remoteUrl: 'http://api/storage/v1/object/public/prices/a.pdf',
  localUrl: 'loomcache://price-list/00000000-0000-4000-8000-000000000001',
  localFile: { bytes: 10, downloadedAt: '2026-11-23T10:00:00Z' },
};

function setup(bridgeMethods: Partial<DesktopBridge>, online = fakeGateway()) {
  const auth = { onAuthStateChange: vi.fn() };
  const bridge = { on: () => () => undefined, ...bridgeMethods } as unknown as DesktopBridge;
  const gateway = createDesktopGateway(bridge, online, {
    client: { auth } as unknown as AppSupabaseClient,
    url: 'http://api',
    anonKey: 'anon',
  });
  return { gateway, auth };
}

describe('desktop gateway', () => {
  it('answers the price list from the cache once synced, a downloaded PDF from the local store', async () => {
    const { gateway } = setup({ syncStatus: async () => status(), listPriceLists: async () => [LIST] });
    expect(await gateway.priceList.list('')).toEqual([
      {
        id: LIST.row.id,
        description: 'Cotton yarn',
        uploadedAt: LIST.row.uploaded_at,
        fileName: 'a.pdf',
        fileUrl: LIST.localUrl,
        published: null,
      },
    ]);
  });

  it("carries a published list's facts from the mirror, its company named from the mirrored companies", async () => {
    const row = {
      ...LIST.row,
      company_id: '00000000-0000-4000-8000-0000000000c1',
      department: null,
      edition: 3,
      valid_until: '2026-12-06',
      share_code: 'abc123xy',
      headline: '40s Combed ▲ ₹4',
      product_count: 12,
      changed_count: 1,
      superseded_at: '2026-11-30T00:00:00Z',
      withdrawn_at: null,
    };
    const { gateway } = setup({
      syncStatus: async () => status(),
      listPriceLists: async () => [{ ...LIST, row }],
      companies: async () => [{ id: row.company_id, company_name: 'Sri Ram Mills' }],
    });
    const [list] = await gateway.priceList.list('');
    expect(list?.published).toEqual({
      companyId: row.company_id,
      companyName: 'Sri Ram Mills',
      department: null,
      edition: 3,
      validUntil: '2026-12-06',
      shareCode: 'abc123xy',
      headline: '40s Combed ▲ ₹4',
      productCount: 12,
      changedCount: 1,
      supersededAt: '2026-11-30T00:00:00Z',
      withdrawnAt: null,
    });
  });

  it('asks the server before the first sync, and falls back to the cache when the server does not answer', async () => {
    const live = vi.fn(async () => [] as never[]);
    const online = fakeGateway({ priceList: { list: live } });
    const { gateway } = setup(
      { syncStatus: async () => status({ lastSyncedAt: null }), listPriceLists: async () => [LIST] },
      online,
    );
    expect(await gateway.priceList.list('x')).toEqual([]);
    live.mockRejectedValueOnce(new GatewayError('Backend unreachable', 'unreachable'));
    expect((await gateway.priceList.list('x')).map((p) => p.id)).toEqual([LIST.row.id]);
  });

  it('keeps the role facts read online, and uses them when the server does not answer', async () => {
    const facts = { ...(await fakeGateway().session.getRoleFacts()), isAuthenticated: true, userId: 'u1' };
    const getRoleFacts = vi.fn(async () => facts);
    const rememberRoleFacts = vi.fn(async () => undefined);
    const online = fakeGateway({ session: { getRoleFacts } });
    const { gateway } = setup(
      { rememberRoleFacts, cachedRoleFacts: async () => ({ ...facts, memberName: 'Cached' }) },
      online,
    );
    expect(await gateway.session.getRoleFacts()).toBe(facts);
    await vi.waitFor(() => expect(rememberRoleFacts).toHaveBeenCalledWith(facts));
    getRoleFacts.mockRejectedValueOnce(new GatewayError('Backend unreachable', 'unreachable'));
    expect((await gateway.session.getRoleFacts()).memberName).toBe('Cached');
  });

  it("online with facts kept, answers with the server's (a changed role never shows the old one first) and keeps them", async () => {
    const kept = { ...(await fakeGateway().session.getRoleFacts()), isAuthenticated: true, memberName: 'Kept' };
    const read = { ...kept, memberName: 'Renamed' };
    let answer!: (facts: typeof read) => void;
    const getRoleFacts = vi.fn(() => new Promise<typeof read>((resolve) => (answer = resolve)));
    const rememberRoleFacts = vi.fn(async () => undefined);
    const reloads = vi.fn();
    const off = onRoleFactsRefreshRequest(reloads);
    const { gateway } = setup(
      { syncStatus: async () => status(), cachedRoleFacts: async () => kept, rememberRoleFacts },
      fakeGateway({ session: { getRoleFacts } }),
    );
    const facts = gateway.session.getRoleFacts();
    await vi.waitFor(() => expect(getRoleFacts).toHaveBeenCalledTimes(1));
    answer(read);
    expect(await facts).toBe(read);
    await vi.waitFor(() => expect(rememberRoleFacts).toHaveBeenCalledWith(read));
    // Answered in full: nothing to reload.
    expect(reloads).not.toHaveBeenCalled();
    off();
  });

  it('does not wait for the server when main already knows it is down', async () => {
    const getRoleFacts = vi.fn(() => new Promise<never>(() => undefined));
    const online = fakeGateway({ session: { getRoleFacts } });
    const cachedFacts = { ...(await fakeGateway().session.getRoleFacts()), memberName: 'Cached' };
    const { gateway } = setup(
      { syncStatus: async () => status({ online: false }), cachedRoleFacts: async () => cachedFacts },
      online,
    );
    // The server's read (asked beside the session start) never answers: the cached facts do not wait for it.
    expect(await gateway.session.getRoleFacts()).toBe(cachedFacts);
  });

  it('refuses credit-spending calls offline with the reason, and passes other areas through', async () => {
    const placeBid = vi.fn();
    const payInTestMode = vi.fn();
    const expressInterest = vi.fn();
    const online = fakeGateway({
      corporate: { placeBid, listCompanies: async () => [] },
      info: { payInTestMode },
      marketplace: { expressInterest },
    });
    const { gateway } = setup({ syncStatus: async () => status({ online: false }) }, online);
    await expect(gateway.corporate.placeBid({ productId: 'p', price: 1, quantity: 1 })).rejects.toThrow(
      ONLINE_ONLY_REASON,
    );
    await expect(gateway.info.payInTestMode()).rejects.toThrow(ONLINE_ONLY_REASON);
    await expect(gateway.marketplace.expressInterest('enquiry', 'post')).rejects.toThrow(ONLINE_ONLY_REASON);
    expect(placeBid).not.toHaveBeenCalled();
    expect(payInTestMode).not.toHaveBeenCalled();
    expect(expressInterest).not.toHaveBeenCalled();
    expect(await gateway.corporate.listCompanies()).toEqual([]);
  });

  it('refuses following the market offline with the reason, and still asks the server for the index', async () => {
    const follow = vi.fn();
    const online = fakeGateway({ market: { follow, index: async () => [] } });
    const { gateway } = setup({ syncStatus: async () => status({ online: false }) }, online);
    await expect(
      gateway.market.follow({ classKey: 'cotton/combed/40s', centre: 'All India', thresholdPct: 2 }),
    ).rejects.toThrow(ONLINE_ONLY_REASON);
    expect(follow).not.toHaveBeenCalled();
    expect(await gateway.market.index({})).toEqual([]);
  });

  it('hands main each session token, and ends the session on sign-out', async () => {
    const startSession = vi.fn(async () => status());
    const endSession = vi.fn(async () => undefined);
    const { auth } = setup({ startSession, endSession });
    const listener = auth.onAuthStateChange.mock.calls[0][0] as (event: string, session: unknown) => void;
    listener('TOKEN_REFRESHED', { access_token: 't2', user: { id: '00000000-0000-4000-8000-0000000000aa' } });
    expect(startSession).toHaveBeenCalledWith({
      backendUrl: 'http://api',
      anonKey: 'anon',
      accessToken: 't2',
      userId: '00000000-0000-4000-8000-0000000000aa',
    });
    listener('SIGNED_OUT', null);
    expect(endSession).toHaveBeenCalled();
  });
});

describe('desktop gateway: the sync status', () => {
  it('holds the status main pushes: reads do not ask main for it once a signed-in status came', async () => {
    const syncStatus = vi.fn(async () => status());
    const listPriceLists = vi.fn(async () => [LIST]);
    let push: (s: ReturnType<typeof status>) => void = () => undefined;
    const on = (event: string, listener: typeof push) => {
      if (event === 'syncStatus') push = listener;
      return () => undefined;
    };
    const { gateway } = setup({ syncStatus, listPriceLists, on: on as unknown as DesktopBridge['on'] });
    push(status());
    await gateway.priceList.list('');
    await gateway.priceList.list('cotton');
    expect(listPriceLists).toHaveBeenCalledTimes(2);
    expect(syncStatus).not.toHaveBeenCalled();
    // Signed out nothing pushes: main is asked (it probes the backend).
    push(status({ signedIn: false }));
    await gateway.priceList.list('');
    expect(syncStatus).toHaveBeenCalledTimes(1);
  });
});

describe('desktop gateway: the session while the backend is down', () => {
  it('starts signed out after a moment when main finds the backend down, instead of waiting for the auth client', async () => {
    vi.useFakeTimers();
    try {
      const never = fakeGateway({ session: { onAuthStateChange: () => () => undefined } });
      const { gateway } = setup({ syncStatus: async () => status({ signedIn: false, online: false }) }, never);
      const listener = vi.fn();
      gateway.session.onAuthStateChange(listener);
      await vi.advanceTimersByTimeAsync(1000);
      expect(listener).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      expect(listener).toHaveBeenCalledWith('INITIAL_SESSION', null);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the auth client while the backend answers', async () => {
    vi.useFakeTimers();
    try {
      const never = fakeGateway({ session: { onAuthStateChange: () => () => undefined } });
      const { gateway } = setup({ syncStatus: async () => status({ signedIn: false, online: true }) }, never);
      const listener = vi.fn();
      gateway.session.onAuthStateChange(listener);
      await vi.advanceTimersByTimeAsync(5000);
      expect(listener).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
