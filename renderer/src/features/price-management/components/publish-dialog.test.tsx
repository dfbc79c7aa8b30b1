/**
 * The Publish dialog's states over a fake gateway: choosing scope and validity (with the saved-prices note),
 * a refused date, the preview in the viewer, a refusal in the function's words, and the published list with its
 * link and WhatsApp message. The viewer itself (pdf.js) is a browser test (tests/e2e/web/publish-price-list.spec.ts).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { dayInIndia } from '@domain/format.ts';
import { PUBLISH_MESSAGES } from '@domain/price-list-publish.ts';
import { GatewayError } from '@/data/gateway.ts';
import type { PriceListPdf } from '@/data/ports/price-list.ts';
import type { PriceListPublishingPort, PublishRequest } from '@/data/ports/price-list-publishing.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp } from '@/testing/render.tsx';
import { PublishDialog } from './publish-dialog.tsx';

// pdf.js does not run in jsdom: the viewer shows which document it was given.
vi.mock('@/ui/pdf-viewer/pdf-viewer.tsx', () => ({
  PdfViewer: ({ source }: { source: string | Uint8Array }) => (
    <p>Viewer of {typeof source === 'string' ? source : new TextDecoder().decode(source)}</p>
  ),
}));

const COMPANY = 'c0000000-0000-4000-a000-000000000001';

const published: PriceListPdf = {
  id: 'l0000000-0000-4000-a000-000000000001',
  description: 'Sri Ram Mills price list',
  uploadedAt: '2026-11-29T04:00:00Z',
  fileName: 'list.pdf',
  fileUrl: 'http://fake.test/list.pdf',
  published: {
    companyId: COMPANY,
    companyName: 'Sri Ram Mills',
    department: 'Cotton Yarn',
    edition: 2,
    validUntil: '2026-12-06',
    shareCode: 'abc123xy',
    headline: '40s Combed ▲ ₹4 to ₹286/kg',
    productCount: 12,
    changedCount: 3,
    supersededAt: null,
    withdrawnAt: null,
  },
};

function open(priceListPublishing: Partial<PriceListPublishingPort>, unsaved = 0) {
  return renderInApp(
    <PublishDialog
      open
      onOpenChange={() => undefined}
      companyId={COMPANY}
      companyName="Sri Ram Mills"
      departments={['Cotton Yarn', 'Polyester Filament']}
      unsaved={unsaved}
    />,
    { gateway: fakeGateway({ priceListPublishing }) },
  );
}

const addDays = (days: number) => {
  const d = new Date(`${dayInIndia(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

afterEach(() => vi.restoreAllMocks());

it('offers all departments or one, valid a week by default, and says unsaved edits are left out', async () => {
  open({}, 3);
  expect(screen.getByRole('combobox', { name: 'Departments' })).toHaveDisplayValue('All departments');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'All departments',
    'Cotton Yarn',
    'Polyester Filament',
  ]);
  expect(screen.getByLabelText('Prices valid until')).toHaveValue(addDays(7));
  expect(screen.getByText('3 unsaved changes are not in this list.')).toBeInTheDocument();
});

it('refuses a validity date beyond the rule, in its words, with Preview and Publish disabled', async () => {
  open({});
  const date = screen.getByLabelText('Prices valid until');
  await userEvent.clear(date);
  await userEvent.type(date, addDays(40));
  expect(await screen.findByText(PUBLISH_MESSAGES.validity)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
});

it("previews the chosen scope in the viewer from the function's bytes, and Back returns to the choice", async () => {
  const preview = vi.fn(async (_: PublishRequest) => new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
  open({ preview });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Departments' }), 'Cotton Yarn');
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
  expect(await screen.findByText('Viewer of %PDF-1.7')).toBeInTheDocument();
  expect(preview).toHaveBeenCalledWith({ companyId: COMPANY, department: 'Cotton Yarn', validUntil: addDays(7) });
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('combobox', { name: 'Departments' })).toHaveDisplayValue('Cotton Yarn');
});

it("shows the function's refusal and stays on the choice", async () => {
  open({
    publish: async () => {
      throw new GatewayError(PUBLISH_MESSAGES.noProducts, 'failed');
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText(PUBLISH_MESSAGES.noProducts)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
});

it('ends with the published list: its edition, public link, and a WhatsApp link carrying the message', async () => {
  const publish = vi.fn(async (_: PublishRequest) => published);
  open({ publish });
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText(/Published: Cotton Yarn, edition 2, valid until 06 Dec 2026/)).toBeInTheDocument();
  expect(publish).toHaveBeenCalledWith({ companyId: COMPANY, department: null, validUntil: addDays(7) });
  const link = `${window.location.origin}/l/abc123xy`;
  expect(screen.getByRole('textbox', { name: 'Public link' })).toHaveValue(link);
  const whatsApp = new URL(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')!);
  expect(whatsApp.origin).toBe('https://wa.me');
  expect(whatsApp.searchParams.get('text')).toBe(
    `*Sri Ram Mills* Cotton Yarn price list, 29 Nov 2026 (valid till 6 Dec), GST extra\n40s Combed ▲ ₹4 to ₹286/kg\n${link}`,
  );
});
