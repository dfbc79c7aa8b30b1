import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MarketRow } from '@/data/ports/market.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { marketRow } from '../model/market-row-fixture.ts';
import { MarketPage } from './market-page.tsx';

const live = [
  marketRow({ centre: 'Tiruppur', mills: 4 }),
  marketRow({ centre: 'All India', mills: 11 }),
  marketRow({
    classKey: 'polyester-filament/dty/150d',
    classLabel: 'Polyester Filament · DTY · 150D',
    fibreType: 'Polyester',
    centre: 'Surat',
    mills: 6,
  }),
];

const renderPage = (index: () => Promise<MarketRow[]>) =>
  renderInApp(<MarketPage />, { gateway: fakeGateway({ market: { index } }), route: '/market' });

const classCells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('MarketPage', () => {
  it('shows a Paid Member every class, most-quoted first, and filters by centre and search', async () => {
    const user = userEvent.setup();
    renderPage(async () => live);
    expect(await screen.findByRole('table', { name: 'Market index' })).toBeInTheDocument();
    expect(classCells()).toEqual([
      'Cotton · Combed · 40sAll India',
      'Polyester Filament · DTY · 150DSurat',
      'Cotton · Combed · 40sTiruppur',
    ]);
    expect(screen.queryByText(/Upgrade to Paid Membership/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Centre' }), 'Tiruppur');
    expect(classCells()).toEqual(['Cotton · Combed · 40sTiruppur']);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 class');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Centre' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search classes' }), 'dty');
    expect(classCells()).toEqual(['Polyester Filament · DTY · 150DSurat']);
    await user.type(screen.getByRole('searchbox', { name: 'Search classes' }), ' nothing');
    expect(screen.getByText('No class matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('exports the rows shown as a CSV file', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:market';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderPage(async () => live);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Fibre' }), 'Polyester');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    // jsdom's Blob has no text(): read it as a page would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]);
    });
    expect(text.split('\n')[1]).toMatch(/^Polyester Filament · DTY · 150D,Surat,Polyester,Yarn,280,/);
    expect(text.trimEnd().split('\n')).toHaveLength(2);
    vi.restoreAllMocks();
  });

  it('shows visitors and Free Members the delayed five with the upgrade call and no filters', async () => {
    renderPage(async () => live.slice(0, 2).map((row) => ({ ...row, delayed: true, asOf: '2026-11-27' })));
    const call = await screen.findByRole('link', { name: 'Upgrade to Paid Membership' });
    expect(call).toHaveAttribute('href', '/payment/razorpay');
    expect(screen.getByText(/Delayed: closing prices of 27 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Market filters' })).not.toBeInTheDocument();
    expect(classCells()).toHaveLength(2);
  });

  it('says when no class has three mills yet, and offers a retry when the index fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage(async () => {
      if (fail) throw new Error('Backend unreachable at http://fake.test');
      return [];
    });
    expect(await screen.findByText('Backend unreachable at http://fake.test')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No class has three or more mills quoting revealed prices yet.'),
    ).toBeInTheDocument();
  });
});
