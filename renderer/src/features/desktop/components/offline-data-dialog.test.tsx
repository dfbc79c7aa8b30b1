import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import type { OutboxItem, PdfStorage } from '@/platform/desktop-bridge.ts';
import { renderInApp, signedInSession } from '@/testing/render.tsx';
import { fakeBridge, syncStatus } from '../testing-bridge.ts';
import { OfflineDataDialog } from './offline-data-dialog.tsx';

const STORAGE: PdfStorage = { priceLists: 0, downloaded: 0, bytesUsed: 0 };
const C1 = '00000000-0000-4000-8000-0000000000c1';
const C2 = '00000000-0000-4000-8000-0000000000c2';
const C3 = '00000000-0000-4000-8000-0000000000c3';

const item = (seq: number, overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  seq,
  key: `00000000-0000-4000-9000-${String(seq).padStart(12, '0')}`,
  kind: 'product.update',
  rowId: '00000000-0000-4000-8000-0000000000a1',
  baseVersion: 10,
  changes: { basic_price: 1000 + seq },
  state: 'pending',
  attempts: 0,
  lastError: null,
  serverRow: null,
  createdAt: '2026-11-25T10:00:00Z',
  ...overrides,
});

/** The dialog over a fake main process whose outbox the test holds; resolving a conflict changes it as main does. */
function renderDialog(options: { outbox?: OutboxItem[]; admin?: boolean; kept?: string[] | null } = {}) {
  let outbox = options.outbox ?? [];
  let kept = options.kept === undefined ? null : options.kept;
  const resolveConflict = vi.fn(async (seq: number, action: 'discard' | 'retry') => {
    outbox = outbox.flatMap((e) =>
      e.seq !== seq ? [e] : action === 'discard' ? [] : [{ ...e, state: 'pending' as const, lastError: null }],
    );
  });
  const setKeptCompanies = vi.fn(async (ids: string[] | null) => {
    kept = ids;
  });
  const { bridge } = fakeBridge({
    listPriceLists: async () => [],
    pdfStorage: async () => STORAGE,
    outbox: async () => outbox,
    resolveConflict,
    companies: async () => [
      { id: C1, company_name: 'Apex Mills' },
      { id: C2, company_name: 'Bharat Yarns' },
      { id: C3, company_name: 'Coimbatore Spinners' },
    ],
    keptCompanies: async () => kept,
    setKeptCompanies,
  });
  const onClose = vi.fn();
  renderInApp(<OfflineDataDialog bridge={bridge} signedIn onClose={onClose} />, {
    session: signedInSession('user-1', options.admin ? { role: 'admin', isAdmin: true } : {}),
  });
  return { resolveConflict, setKeptCompanies, onClose };
}

describe('Offline data: changes waiting to sync', () => {
  it('lists queued changes, and a conflict with what happened and Keep mine / Discard', async () => {
    renderDialog({
      outbox: [
        item(1),
        item(2, { state: 'conflict', lastError: OUTBOX_TEXT.changedMeanwhile, serverRow: { version: 12 } }),
        item(3, {
          kind: 'catalog.create',
          baseVersion: null,
          changes: { name: 'Horn buttons', parent_id: null },
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Queued changes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const [queued, conflict, catalog] = within(list).getAllByRole('listitem');
    expect(queued).toHaveTextContent('Price ₹1,001.00');
    expect(queued).toHaveTextContent(/^Price ₹1,001\.00Queued /);
    expect(within(queued).queryByRole('button')).toBeNull();
    expect(conflict).toHaveTextContent(`Price ₹1,002.00${OUTBOX_TEXT.changedMeanwhile}`);
    expect(within(conflict).getByRole('button', { name: 'Keep mine' })).toBeEnabled();
    expect(within(conflict).getByRole('button', { name: 'Discard' })).toBeEnabled();
    expect(catalog).toHaveTextContent('New catalog item: Horn buttons');
  });

  it('Keep mine sends the edit again: it goes back to the queue', async () => {
    const { resolveConflict } = renderDialog({
      outbox: [item(7, { state: 'conflict', lastError: OUTBOX_TEXT.changedMeanwhile, serverRow: { version: 12 } })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Keep mine' }));
    expect(resolveConflict).toHaveBeenCalledWith(7, 'retry');
    const list = screen.getByRole('list', { name: 'Queued changes' });
    await waitFor(() => expect(within(list).getByRole('listitem')).toHaveTextContent(/^Price ₹1,007\.00Queued /));
    expect(within(list).queryByRole('button', { name: 'Keep mine' })).toBeNull();
  });

  it('Discard drops the edit: nothing is left waiting', async () => {
    const { resolveConflict } = renderDialog({
      outbox: [item(4, { state: 'conflict', lastError: OUTBOX_TEXT.rowGone })],
    });
    expect(await screen.findByText(OUTBOX_TEXT.rowGone)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(resolveConflict).toHaveBeenCalledWith(4, 'discard');
    expect(await screen.findByText('Nothing waiting: every change has reached the server.')).toBeInTheDocument();
  });

  it('follows the sync: a change sent leaves the list on the next status', async () => {
    let outbox = [item(1)];
    const { bridge, emit } = fakeBridge({
      listPriceLists: async () => [],
      pdfStorage: async () => STORAGE,
      outbox: async () => outbox,
    });
    renderInApp(<OfflineDataDialog bridge={bridge} signedIn onClose={() => undefined} />, {
      session: signedInSession('user-1'),
    });
    expect(await screen.findByText('Price ₹1,001.00')).toBeInTheDocument();
    outbox = [];
    act(() => emit('syncStatus', syncStatus()));
    expect(await screen.findByText('Nothing waiting: every change has reached the server.')).toBeInTheDocument();
  });
});

describe('Offline data: companies kept (admins)', () => {
  it('is not offered to others', async () => {
    renderDialog();
    expect(await screen.findByRole('list', { name: 'Queued changes' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Companies kept offline' })).toBeNull();
  });

  it('starts from All companies, saves a chosen few, and All companies again as null', async () => {
    const { setKeptCompanies } = renderDialog({ admin: true });
    const all = await screen.findByRole('checkbox', { name: 'All companies' });
    await waitFor(() => expect(all).toBeChecked());
    expect(screen.getByTestId('kept-companies')).toHaveTextContent('All companies');
    const list = screen.getByRole('list', { name: 'Companies kept for offline use' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'Apex Mills',
      'Bharat Yarns',
      'Coimbatore Spinners',
    ]);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    const keep = screen.getByRole('button', { name: 'Keep these companies' });
    expect(keep).toBeDisabled();

    await userEvent.click(all);
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Coimbatore Spinners' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Apex Mills' }));
    await userEvent.click(keep);
    expect(setKeptCompanies).toHaveBeenLastCalledWith([C3, C1]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '2 companies’ products and bids are kept for offline use.',
    );
    expect(screen.getByTestId('kept-companies')).toHaveTextContent('2 of 3');
    expect(keep).toBeDisabled();

    // Found by name, and taken out again.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a company' }), 'apex');
    expect(within(list).getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Apex Mills' }));
    await userEvent.click(keep);
    expect(setKeptCompanies).toHaveBeenLastCalledWith([C3]);

    await userEvent.click(all);
    await userEvent.click(keep);
    expect(setKeptCompanies).toHaveBeenLastCalledWith(null);
    expect(screen.getByTestId('kept-companies')).toHaveTextContent('All companies');
  });

  it('shows the choice main kept', async () => {
    renderDialog({ admin: true, kept: [C2] });
    const list = await screen.findByRole('list', { name: 'Companies kept for offline use' });
    await waitFor(() => expect(within(list).getByRole('checkbox', { name: 'Bharat Yarns' })).toBeChecked());
    expect(within(list).getByRole('checkbox', { name: 'Apex Mills' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'All companies' })).not.toBeChecked();
    expect(screen.getByTestId('kept-companies')).toHaveTextContent('1 of 3');
  });
});
