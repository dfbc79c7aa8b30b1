import { describe, expect, it, vi } from 'vitest';
import { ONLINE_ONLY_REASON } from '@domain/sync/status.ts';
import type { AppSupabaseClient } from '@/lib/supabase.ts';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { signedInStatus as status } from '@/testing/sync-status.ts';
import { createDesktopGateway } from './desktop-gateway.ts';
import { GatewayError } from './gateway.ts';

const BID_ROW = {
  id: '00000000-0000-4000-8000-0000000000b1',
  bid_display_id: 'BID-000001',
  bid_time: '2026-11-24T10:00:00Z',
  bid_status: 'Pending' as const,
  accept_bid_time: null,
  accepted_by_executive_name: null,
  rejected_at: null,
  rejected_by_executive_name: null,
  rejection_reason: null,
  bidder_user_id: '00000000-0000-4000-8000-0000000000u1',
  bidder_name: 'Anita',
  bidder_email: 'anita@example.com',
  bidder_country_code: '+91',
  bidder_mobile_number: '9876543210',
  department_name: 'Yarn',
  fibre_type: 'Cotton',
  specific_type: null,
  lustre: null,
  twist_intermingling: null,
  blend_ratio: null,
  denier_count: 40,
  filament_count: null,
  number_of_plys: 1,
  grade: null,
  basic_price: 200,
  bid_price: 190,
  bid_quantity: 100,
  // The cache joins today's basic price of the product (electron/main/cache/repositories/reads.ts).
  current_basic_price: 205,
  corporate_product_id: null,
  corporate_company_id: '00000000-0000-4000-8000-0000000000c1',
  acceptance_notified_at: null,
  rejection_notified_at: null,
};

function setup(bridgeMethods: Partial<DesktopBridge>, online = fakeGateway()) {
  const bridge = { on: () => () => undefined, ...bridgeMethods } as unknown as DesktopBridge;
  return createDesktopGateway(bridge, online, {
    client: { auth: { onAuthStateChange: vi.fn() } } as unknown as AppSupabaseClient,
    url: 'http://api',
    anonKey: 'anon',
  });
}

describe('desktop gateway: bid management and the sourcing overview', () => {
  it('reads bids from the server while it answers, and from the cache when it does not', async () => {
    const live = vi.fn(async () => []);
    const companyBids = vi.fn(async () => [BID_ROW]);
    let backend = status();
    const gateway = setup(
      { syncStatus: async () => backend, companyBids },
      fakeGateway({ bids: { companyBids: live } }),
    );
    expect(await gateway.bids.companyBids('c1', 'since')).toEqual([]);
    expect(companyBids).not.toHaveBeenCalled();

    live.mockRejectedValueOnce(new GatewayError('Backend unreachable', 'unreachable'));
    expect((await gateway.bids.companyBids('c1', 'since')).map((b) => b.bidDisplayId)).toEqual(['BID-000001']);

    // Main already knows the backend is down: straight to the cache.
    backend = status({ online: false });
    live.mockClear();
    expect(await gateway.bids.companyBids('c1', 'since')).toHaveLength(1);
    expect(live).not.toHaveBeenCalled();
    expect(companyBids).toHaveBeenLastCalledWith({ companyId: 'c1', since: 'since' });
  });

  it('refuses decisions offline with the reason, and says so before anyone tries (and again when it changes)', async () => {
    const acceptBid = vi.fn();
    const rejectBid = vi.fn();
    const backend = status({ online: false });
    let emitStatus: (s: ReturnType<typeof status>) => void = () => undefined;
    const on = vi.fn((event: string, listener: (s: ReturnType<typeof status>) => void) => {
      if (event === 'syncStatus') emitStatus = listener;
      return () => undefined;
    });
    const gateway = setup(
      { syncStatus: async () => backend, on: on as unknown as DesktopBridge['on'] },
      fakeGateway({ bids: { acceptBid, rejectBid } }),
    );
    const heard: (string | null)[] = [];
    const stop = gateway.session.watchOnlineOnly((blocked) => heard.push(blocked));
    await vi.waitFor(() => expect(heard).toEqual([ONLINE_ONLY_REASON]));
    await expect(gateway.bids.acceptBid('b1')).rejects.toThrow(ONLINE_ONLY_REASON);
    await expect(gateway.bids.rejectBid('b1', 'Too low.')).rejects.toThrow(ONLINE_ONLY_REASON);
    expect(acceptBid).not.toHaveBeenCalled();
    expect(rejectBid).not.toHaveBeenCalled();
    // Back online, then a status that changes nothing: told once.
    emitStatus(status());
    emitStatus(status({ syncing: true }));
    expect(heard).toEqual([ONLINE_ONLY_REASON, null]);
    // Signed out (the last user's copy): nothing of theirs to protect, nothing blocked.
    emitStatus(status({ online: false, signedIn: false }));
    expect(heard).toEqual([ONLINE_ONLY_REASON, null]);
    stop();
    emitStatus(status({ online: false }));
    expect(heard).toHaveLength(2);
  });

  it('teaches the cache the names of an online overview, and reads the cached overview offline', async () => {
    const rfq = {
      id: 'r1',
      itemName: 'Woven labels',
      mainCategory: 'Labels',
      selectedBid: { vendorUserId: 'v1', memberName: 'Vikram', businessName: 'Vikram Trims' },
    };
    const overview = vi.fn(async () => [rfq] as never[]);
    const keepSourcingLabels = vi.fn(async () => undefined);
    const sourcingOverview = vi.fn(async () => []);
    let backend = status();
    const gateway = setup(
      { syncStatus: async () => backend, keepSourcingLabels, sourcingOverview },
      fakeGateway({ sourcing: { overview } }),
    );
    const scope = { companyId: 'c1', department: 'trims' };
    expect(await gateway.sourcing.overview(scope)).toEqual([rfq]);
    await vi.waitFor(() =>
      expect(keepSourcingLabels).toHaveBeenCalledWith({
        items: { r1: { itemName: 'Woven labels', mainCategory: 'Labels' } },
        vendors: { v1: { memberName: 'Vikram', businessName: 'Vikram Trims' } },
      }),
    );
    backend = status({ online: false });
    expect(await gateway.sourcing.overview(scope)).toEqual([]);
    expect(sourcingOverview).toHaveBeenCalledWith(scope);
  });

  it('refuses awards and round changes offline too', async () => {
    const selectBid = vi.fn();
    const gateway = setup(
      { syncStatus: async () => status({ online: false }) },
      fakeGateway({ sourcing: { selectBid } }),
    );
    await expect(gateway.sourcing.selectBid('b1', 'r1')).rejects.toThrow(ONLINE_ONLY_REASON);
    expect(selectBid).not.toHaveBeenCalled();
  });
});
