/**
 * RFQ Mgmt on the desktop offline (fake gateway): an RFQ without an attachment is kept as a draft ('Saved
 * offline') and shows in the register at once as the cache answers it; the attachment input is disabled with
 * the reason, since uploads need a connection. Online nothing is blocked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import { ONLINE_ONLY_REASON } from '@domain/sync/status.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';
import type { CatalogCategory, DepartmentRfq, NewRfq } from '@/data/ports/sourcing.ts';
import { fakeGateway, offlineSession } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { RfqManagement } from './rfq-management.tsx';

const trims = SOURCING_DEPARTMENTS.find((d) => d.id === 'trims')!;
const ctx = { companyId: 'c-1', companyName: 'Surat Synthetics Ltd', department: trims, userId: 'exec-1' };
const MAIN: CatalogCategory = {
  id: 'cat-main',
  name: 'Buttons',
  unitType: null,
  parentId: null,
  department: 'trims',
  companyId: 'c-1',
};
const ITEM: CatalogCategory = { ...MAIN, id: 'cat-horn', name: 'Horn buttons 24L', unitType: 'pcs', parentId: MAIN.id };
const DRAFT_ID = '00000000-0000-4000-8000-0000000000d1';

/** The register's row of an RFQ as the desktop's cache answers it: a draft has no number yet. */
const draft = (rfq: NewRfq, offlineDraft: DepartmentRfq['offlineDraft']): DepartmentRfq => ({
  id: DRAFT_ID,
  requestNumber: OUTBOX_TEXT.draftNumber,
  department: 'trims',
  itemCategoryId: rfq.itemCategoryId,
  customItem: null,
  quantity: rfq.quantity,
  quantityUnit: rfq.quantityUnit,
  description: rfq.description,
  status: 'active',
  bidStatus: 'pending',
  targetPrice: null,
  currency: 'INR',
  freightTerms: 'Ex-Factory',
  paymentTerms: 'On Delivery',
  targetDeliveryDays: null,
  antiSnipingMinutes: 0,
  attachmentUrl: null,
  attachmentType: 'none',
  fabricSourcingRequestId: null,
  createdAt: '2026-11-25T10:00:00Z',
  itemName: ITEM.name,
  mainCategory: MAIN.name,
  bidCount: 0,
  bestPrice: null,
  rounds: [],
  selectedBid: null,
  offlineDraft,
});

/** A desktop whose backend does not answer: createRfq queues (as the desktop gateway does) and the register reads the cache. */
function renderOffline(state: DepartmentRfq['offlineDraft'] = 'queued') {
  let register: DepartmentRfq[] = [];
  const createRfq = vi.fn(async (rfq: NewRfq) => {
    register = [draft(rfq, state)];
    return {
      ok: true as const,
      value: { id: DRAFT_ID, requestNumber: OUTBOX_TEXT.draftNumber },
      queued: OUTBOX_TEXT.queuedRfq(ITEM.name),
    };
  });
  renderInApp(<RfqManagement ctx={ctx} onOpenBidding={() => undefined} />, {
    gateway: fakeGateway({
      session: offlineSession(ONLINE_ONLY_REASON),
      sourcing: { listCategories: async () => [MAIN, ITEM], overview: async () => register, createRfq },
    }),
  });
  return { createRfq };
}

async function fillForm() {
  const item = await screen.findByRole('combobox', { name: /^Item/ });
  await waitFor(() => expect(item).toBeEnabled());
  await userEvent.selectOptions(item, ITEM.id);
  await userEvent.type(screen.getByRole('textbox', { name: /^Quantity/ }), '4000');
}

afterEach(() => dismissToast());

describe('RFQ Mgmt offline on the desktop', { timeout: 30_000 }, () => {
  it('keeps an RFQ without an attachment as a draft, shown in the register at once as Saved offline', async () => {
    const { createRfq } = renderOffline();
    expect(await screen.findByText('No RFQs yet. Create the first one with the form.')).toBeInTheDocument();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create RFQ' }));

    expect(createRfq).toHaveBeenCalledWith({
      companyId: 'c-1',
      department: 'trims',
      userId: 'exec-1',
      itemCategoryId: ITEM.id,
      quantity: '4000',
      quantityUnit: 'pcs',
      description: null,
      attachmentUrl: null,
      attachmentType: 'none',
    });
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Saved offline',
        description: `The RFQ for ${ITEM.name} is kept on this computer as a draft and will be raised when the connection returns.`,
        variant: 'warning',
      }),
    );
    // The toast comes with the reply; the register's table replaces its empty state once it has read again.
    const register = await screen.findByRole('table', { name: 'RFQ register' });
    const row = (await within(register).findByText('Draft')).closest('tr')!;
    expect(row).toHaveTextContent(ITEM.name);
    expect(row).toHaveTextContent('4,000 pcs');
    expect(within(row).getByText('Saved offline')).toBeInTheDocument();
    // The form is ready for the next one.
    expect(screen.getByRole('textbox', { name: /^Quantity/ })).toHaveValue('');
  });

  it('disables the attachment with the reason: uploads need a connection', async () => {
    renderOffline();
    const attachment = await screen.findByLabelText(/^Attachment/);
    expect(attachment).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(OUTBOX_TEXT.attachmentOffline);
  });

  it('shows a draft the server refused as Not saved (resolved in Offline data)', async () => {
    renderOffline('conflict');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create RFQ' }));
    const row = (await screen.findByText('Draft')).closest('tr')!;
    expect(within(row).getByText('Not saved')).toBeInTheDocument();
  });

  it('keeps the attachment enabled online, with no note', async () => {
    renderInApp(<RfqManagement ctx={ctx} onOpenBidding={() => undefined} />, {
      gateway: fakeGateway({ sourcing: { listCategories: async () => [MAIN, ITEM], overview: async () => [] } }),
    });
    expect(await screen.findByLabelText(/^Attachment/)).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
