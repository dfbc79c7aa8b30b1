import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CachedPriceList, OfflineListsStatus } from '@/platform/desktop-bridge.ts';
import { renderInApp } from '@/testing/render.tsx';
import { fakeBridge } from '../testing-bridge.ts';
import { OfflinePriceLists } from './offline-price-lists.tsx';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const MB = 1024 * 1024;

const cached = (id: string, description: string, bytes: number | null): CachedPriceList => ({
  row: {
    id,
    file_url: `${id}.pdf`,
    description,
    uploaded_at: '2026-11-20T10:00:00Z',
    file_name: `${id}.pdf`,
    bucket_name: 'prices',
    storage_file_path: `${id}.pdf`,
  },
  remoteUrl: `https://example.test/${id}.pdf`,
  localUrl: bytes ? `app://pdf/${id}` : null,
  localFile: bytes ? { bytes, downloadedAt: '2026-11-21T10:00:00Z' } : null,
});

const status = (overrides: Partial<OfflineListsStatus> = {}): OfflineListsStatus => ({
  lists: 3,
  available: 2,
  waiting: 0,
  overBudget: 0,
  removedCount: 1,
  bytesUsed: 3 * MB,
  budgetBytes: 2048 * MB,
  running: false,
  active: [],
  states: { [A]: 'available', [B]: 'removed', [C]: 'available' },
  pinned: [],
  companyPinned: [C],
  removed: [B],
  ...overrides,
});

function setUp(current = status()) {
  const removeOfflineLists = vi.fn(async () => status());
  const downloadPriceLists = vi.fn(async () => ({
    downloaded: 3,
    failed: 0,
    storage: { priceLists: 3, downloaded: 3, bytesUsed: 3 * MB },
  }));
  const keepOfflineList = vi.fn(async () => status({ states: { [A]: 'available', [B]: 'waiting', [C]: 'available' } }));
  const { bridge } = fakeBridge({
    listPriceLists: async () => [cached(A, 'Cotton', MB), cached(B, 'Viscose', null), cached(C, 'Edition 2', 2 * MB)],
    pdfStorage: async () => ({ priceLists: 3, downloaded: 2, bytesUsed: 3 * MB }),
    offlineLists: async () => current,
    removeOfflineLists,
    keepOfflineList,
    downloadPriceLists,
  });
  renderInApp(<OfflinePriceLists bridge={bridge} />);
  return { removeOfflineLists, keepOfflineList, downloadPriceLists };
}

describe('Offline data’s price lists (desktop)', () => {
  it('removes a kept list, keeps a removed one again, and offers no Remove on the sales team’s list', async () => {
    const { removeOfflineLists, keepOfflineList } = setUp();
    const viscose = (await screen.findByText('Viscose')).closest('li')!;
    expect(viscose).toHaveTextContent('Not kept — removed by you · Uploaded');
    await userEvent.click(within(viscose).getByRole('button', { name: 'Keep offline: Viscose' }));
    expect(keepOfflineList).toHaveBeenCalledWith(B);

    await userEvent.click(screen.getByRole('button', { name: 'Remove: Cotton' }));
    expect(removeOfflineLists).toHaveBeenCalledWith([A]);

    const edition = screen.getByText('Edition 2').closest('li')!;
    expect(edition).toHaveTextContent('Kept offline for your sales team');
    expect(within(edition).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('asks before Remove all, saying what it removes and that the sales team’s list stays', async () => {
    const { removeOfflineLists } = setUp();
    await screen.findByText('Cotton');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove all' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Stop keeping these price lists offline?' });
    expect(confirm).toHaveTextContent('The list kept offline now (1 MB on this computer) is deleted');
    expect(confirm).toHaveTextContent('The list kept offline for your sales team stays');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(removeOfflineLists).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove all' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove all' }));
    expect(removeOfflineLists).toHaveBeenCalledWith(null);
  });

  it('asks before Download all brings back the lists the person removed, naming them', async () => {
    const { downloadPriceLists } = setUp();
    await screen.findByText('Cotton');
    await userEvent.click(await screen.findByRole('button', { name: 'Download all' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Download the lists you removed too?' });
    expect(confirm).toHaveTextContent('The list you removed (Viscose) is downloaded too and kept offline again');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(downloadPriceLists).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Download all' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Download all' }));
    expect(downloadPriceLists).toHaveBeenCalledWith(null);
  });

  it('downloads all at once when no list was removed', async () => {
    const { downloadPriceLists } = setUp(
      status({ removedCount: 0, removed: [], states: { [A]: 'available', [B]: 'waiting', [C]: 'available' } }),
    );
    await screen.findByText('Cotton');
    await userEvent.click(await screen.findByRole('button', { name: 'Download all' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(downloadPriceLists).toHaveBeenCalledWith(null);
  });
});
