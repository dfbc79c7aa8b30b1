import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accepted, refused } from '@/data/outcome.ts';
import type { CompanySummary, ManagedProduct, PriceManagementPort } from '@/data/ports/price-management.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp, signedInSession } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { CorporateProductsPage } from './corporate-products-page.tsx';
import { SERVER_MESSAGES } from '@domain/server-errors.ts';
import { OUTBOX_TEXT } from '@domain/sync/outbox.ts';

const acme: CompanySummary = {
  id: 'c-1',
  companyName: 'Acme Yarns',
  logoUrl: null,
  websiteUrl: null,
  address: null,
  companyHeadName: null,
  companyHeadDesignation: null,
};

const existing = { departmentName: 'Texturised Yarn' } as ManagedProduct;

type AddProducts = PriceManagementPort['addProducts'];

function renderPage(addProducts: AddProducts, route = '/') {
  return renderInApp(<CorporateProductsPage />, {
    route,
    session: signedInSession('admin-1', { role: 'admin', isAdmin: true }),
    gateway: fakeGateway({
      priceManagement: {
        companies: async () => [acme],
        products: async (_id, onPage) => {
          onPage?.([existing], { loaded: 1, total: 1 });
          return [existing];
        },
        addProducts,
      },
    }),
  });
}

/**
 * A block pasted at the grid (no focused cell: the first row's first column), as Excel puts it on the clipboard.
 * A paste before the grid is ready is not taken (not default-prevented): pasting again once it is, as a person would.
 */
async function paste(tsv: string) {
  const grid = screen.getByRole('region', { name: 'Product entries' });
  await waitFor(() => expect(fireEvent.paste(grid, { clipboardData: { getData: () => tsv } })).toBe(false));
}

const row = (...cells: string[]) => cells.join('\t');

afterEach(() => dismissToast());

describe('/admin/corporate-products', { timeout: 60_000 }, () => {
  it('asks for a company first, then for at least one product', async () => {
    const addProducts = vi.fn<AddProducts>();
    renderPage(addProducts);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Corporate Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Admin Panel/ })).toHaveAttribute('href', '/admin');
    await screen.findByRole('option', { name: 'Acme Yarns' });

    await userEvent.click(screen.getByRole('button', { name: /^Save/ }));
    expect(currentToast()).toMatchObject({ title: 'Validation Error', description: 'Please select a company.' });
    expect(screen.getByText('Please select a company.', { selector: '.field__error' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Company/ }), 'c-1');
    expect(await screen.findByText('1 product listed today')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }));
    expect(currentToast()).toMatchObject({
      title: 'Validation Error',
      description: 'At least one product entry is required.',
    });
    expect(addProducts).not.toHaveBeenCalled();
  });

  it('marks invalid cells, lists them by row and column, and sends nothing', async () => {
    const addProducts = vi.fn<AddProducts>();
    renderPage(addProducts, '/?company=c-1');
    await screen.findByText('1 product listed today');
    await paste(
      [
        row('Spun Yarn', 'Cotton', 'Combed', '', '', '', '40', '', '2', 'PQ', '210'),
        row('Filament Yarn', 'Others', '', '', '', '', '12345', '', '17', '', '1000000'),
      ].join('\n'),
    );
    const list = await screen.findByRole('list', { name: 'Cells to fix' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Row 2 · Specific typePlease describe the yarn (up to 30 characters).',
      'Row 2 · DenierDenier must be digits only, at most 4.',
      'Row 2 · PliesNumber of plies must be a whole number from 1 to 16.',
      'Row 2 · Basic price (₹)Please enter a price from 0.01 to 999999.99 (up to 2 decimals).',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /^Save 2 products/ }));
    expect(currentToast()).toMatchObject({ title: 'Validation Error', variant: 'destructive' });
    expect(String(currentToast()?.description)).toMatch(/^1 row needs attention \(row 2\)/);
    expect(addProducts).not.toHaveBeenCalled();
  });

  it('keeps at least one row', async () => {
    renderPage(vi.fn<AddProducts>(), '/?company=c-1');
    const grid = screen.getByRole('region', { name: 'Product entries' });
    const checkboxes = await within(grid).findAllByRole('checkbox', { name: /Press Space to toggle row selection/ });
    await userEvent.click(checkboxes[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove (1)' }));
    expect(currentToast()).toMatchObject({
      title: 'Validation Error',
      description: 'At least one product entry is required.',
    });
    expect(screen.getByText('Rows').nextElementSibling).toHaveTextContent('1');
  });

  it('saves every started row in one call, dropping what does not apply, then starts again', async () => {
    const addProducts = vi.fn<AddProducts>(async (_id, rows) => accepted({ count: rows.length }));
    renderPage(addProducts, '/?company=c-1');
    await screen.findByText('1 product listed today');
    await paste(
      [
        row(
          'Filament Yarn',
          'polyester filament',
          'dty',
          'Semi Dull Yarn',
          'SIM',
          '',
          '150',
          '48',
          '',
          '',
          '₹1,245.50',
          'Hide',
        ),
        row('Spun Yarn', 'Cotton', 'Combed', 'Bright Yarn', '', '', '40', '', '2', 'PQ', '210'),
      ].join('\n'),
    );
    // The Cotton row's lustre does not apply: it is reported, not kept.
    expect(await screen.findByRole('heading', { name: 'Some pasted cells were not used' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Cells not used' })).toHaveTextContent(
      '2LustreBright YarnLustre applies to Polyester Filament only.',
    );
    expect(screen.queryByRole('list', { name: 'Cells to fix' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save 2 products' }));
    await waitFor(() => expect(addProducts).toHaveBeenCalledTimes(1));
    expect(addProducts).toHaveBeenCalledWith('c-1', [
      {
        departmentName: 'Filament Yarn',
        fibreType: 'Polyester Filament',
        specificType: 'DTY',
        lustre: 'Semi Dull Yarn',
        twistIntermingling: 'SIM',
        blendRatio: null,
        denierCount: 150,
        filamentCount: 48,
        numberOfPlys: 1,
        grade: null,
        basicPrice: 1245.5,
        visibilityStatus: 'Hide',
      },
      {
        departmentName: 'Spun Yarn',
        fibreType: 'Cotton',
        specificType: 'Combed',
        lustre: null,
        twistIntermingling: null,
        blendRatio: null,
        denierCount: 40,
        filamentCount: null,
        numberOfPlys: 2,
        grade: 'PQ',
        basicPrice: 210,
        visibilityStatus: 'Reveal',
      },
    ]);
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Products Saved!',
        description: '2 products added to Acme Yarns.',
        variant: 'success',
      }),
    );
    expect(screen.getByText('Rows').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Nothing entered yet')).toBeInTheDocument();
  });

  it('says the products are kept on this computer when the desktop queued them offline, and starts again', async () => {
    const addProducts = vi.fn<AddProducts>(async (_id, rows) => ({
      ...accepted({ count: rows.length }),
      queued: OUTBOX_TEXT.queuedProducts(rows.length),
    }));
    renderPage(addProducts, '/?company=c-1');
    await screen.findByText('1 product listed today');
    await paste(row('Spun Yarn', 'Nylon', '', '', '', '', '', '', '', '', '99'));
    await userEvent.click(screen.getByRole('button', { name: 'Save 1 product' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: OUTBOX_TEXT.savedOffline,
        description: '1 new product is kept on this computer and will be added when the connection returns.',
        variant: 'warning',
      }),
    );
    expect(screen.getByText('Nothing entered yet')).toBeInTheDocument();
  });

  it('keeps the rows and shows the server’s words when the insert is refused', async () => {
    const addProducts = vi.fn<AddProducts>(async () => refused('forbidden', SERVER_MESSAGES.notAllowed));
    renderPage(addProducts, '/?company=c-1');
    await screen.findByText('1 product listed today');
    await paste(row('Spun Yarn', 'Nylon', '', '', '', '', '', '', '', '', '99'));
    await userEvent.click(screen.getByRole('button', { name: 'Save 1 product' }));
    await waitFor(() =>
      expect(currentToast()).toMatchObject({
        title: 'Failed to Save Products',
        description: SERVER_MESSAGES.notAllowed,
      }),
    );
    expect(screen.getByText('1 product entered')).toBeInTheDocument();
  });
});
