import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ONLINE_ONLY_REASON } from '@domain/sync/status.ts';
import type { PublicProduct } from '@/data/ports/corporate.ts';
import { fakeGateway, offlineSession } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { CompanyProducts } from './company-products.tsx';

const PRODUCT: PublicProduct = {
  id: '00000000-0000-4000-8000-0000000000a1',
  departmentName: 'Filament Yarn',
  fibreType: 'Polyester Filament',
  specificType: 'DTY',
  lustre: null,
  twistIntermingling: null,
  blendRatio: null,
  denierCount: 150,
  filamentCount: 48,
  numberOfPlys: 1,
  grade: null,
  basicPrice: 142.5,
  updatedAt: '2026-11-20T06:30:00Z',
};

function renderProducts(offline: boolean) {
  const onBid = vi.fn();
  renderInApp(<CompanyProducts companyId="c-1" canBid isOwnCompany={false} onBid={onBid} />, {
    gateway: fakeGateway({
      corporate: { listProducts: async () => [PRODUCT], priceTrends: async () => [] },
      ...(offline ? { session: offlineSession(ONLINE_ONLY_REASON) } : {}),
    }),
  });
  return { onBid };
}

describe('Company products: bidding (it spends a credit) is online-only on the desktop', () => {
  it('disables Bid offline and says why beside the products', async () => {
    const { onBid } = renderProducts(true);
    const bid = await screen.findByRole('button', { name: /^Bid on Polyester Filament/ });
    expect(bid).toBeDisabled();
    expect(bid).toHaveAttribute('title', ONLINE_ONLY_REASON);
    expect(screen.getByRole('note')).toHaveTextContent(ONLINE_ONLY_REASON);
    await userEvent.type(screen.getByRole('textbox', { name: /^Bid price/ }), '140');
    await userEvent.type(screen.getByRole('textbox', { name: /^Bid quantity/ }), '500');
    await userEvent.click(bid);
    expect(onBid).not.toHaveBeenCalled();
  });

  it('lets a member bid online, with no note', async () => {
    const { onBid } = renderProducts(false);
    const bid = await screen.findByRole('button', { name: /^Bid on Polyester Filament/ });
    expect(bid).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /^Bid price/ }), '140');
    await userEvent.type(screen.getByRole('textbox', { name: /^Bid quantity/ }), '500');
    await userEvent.click(bid);
    expect(onBid).toHaveBeenCalledWith(expect.objectContaining({ price: 140, quantity: 500 }));
  });
});
