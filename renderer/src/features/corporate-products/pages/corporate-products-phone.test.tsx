import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_MESSAGES } from '@domain/corporate-product-form.ts';
import { accepted } from '@/data/outcome.ts';
import type { CompanySummary, PriceManagementPort } from '@/data/ports/price-management.ts';
import { fakeGateway } from '@/testing/fake-gateway.ts';
import { renderInApp, signedInSession } from '@/testing/render.tsx';
import { currentToast, dismissToast } from '@/ui/toast/toast-store.ts';
import { PHONE_ENTRY_QUERY } from '../hooks/use-phone-entry.ts';
import { CorporateProductsPage } from './corporate-products-page.tsx';

const acme = { id: 'c-1', companyName: 'Acme Yarns' } as CompanySummary;
type AddProducts = PriceManagementPort['addProducts'];
/** The labels of the fields every fibre type has, in the grid's column order. */
const EVERY_FIBRE = [
  'Department *',
  'Fibre type *',
  'Denier',
  'Filament',
  'Plies',
  'Grade',
  'Basic price (₹) *',
  'Visibility',
];

/** The window is a phone's: the page's media query matches. */
function phoneWidth() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === PHONE_ENTRY_QUERY,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function renderPage(addProducts: AddProducts) {
  renderInApp(<CorporateProductsPage />, {
    route: '/?company=c-1',
    session: signedInSession('admin-1', { role: 'admin', isAdmin: true }),
    gateway: fakeGateway({
      priceManagement: {
        companies: async () => [acme],
        products: async (_id, onPage) => {
          onPage?.([], { loaded: 0, total: 0 });
          return [];
        },
        addProducts,
      },
    }),
  });
}

const card = (n: number) => screen.getByRole('region', { name: `Row ${n}` });
const field = (n: number, label: string | RegExp) => within(card(n)).getByLabelText(label);

/** Types into a card's text field and moves on with Tab, as a person does. */
async function type(n: number, label: string | RegExp, text: string) {
  await userEvent.click(field(n, label));
  await userEvent.keyboard(text);
  await userEvent.tab();
}

beforeEach(phoneWidth);
afterEach(() => {
  dismissToast();
  vi.restoreAllMocks();
});

describe('/admin/corporate-products on a phone', { timeout: 60_000 }, () => {
  it('is a card per row with one field a line, in the grid’s order, showing only what the fibre type takes', async () => {
    renderPage(vi.fn<AddProducts>());
    await screen.findByText('0 products listed today');
    const entries = screen.getByRole('region', { name: 'Product entries' });
    expect(entries.querySelector('.ag-root')).toBeNull();
    const labels = () =>
      within(card(1))
        .getAllByText(/./, { selector: 'label' })
        .map((l) => l.textContent);
    expect(labels()).toEqual(EVERY_FIBRE);
    expect(field(1, /Fibre type/)).toHaveAccessibleDescription(
      'The fields that depend on it appear once it is chosen.',
    );

    await userEvent.selectOptions(field(1, /Fibre type/), 'Polyester Filament');
    // Polyester filament's own three, after the fibre type.
    expect(labels()).toEqual([
      ...EVERY_FIBRE.slice(0, 2),
      'Specific type',
      'Lustre',
      'Twist / Intermingling',
      ...EVERY_FIBRE.slice(2),
    ]);
    await userEvent.selectOptions(field(1, /Fibre type/), 'Others');
    // Others describes its yarn in words: a required text field.
    expect(field(1, /Specific type/).tagName).toBe('INPUT');
    expect(field(1, /Specific type/)).toBeRequired();
    expect(field(1, 'Denier')).toHaveAttribute('inputmode', 'numeric');
    expect(field(1, /Basic price/)).toHaveAttribute('inputmode', 'decimal');
    // The keyboard goes down the card in the order the fields are read.
    field(1, /Department/).focus();
    await userEvent.tab();
    expect(field(1, /Fibre type/)).toHaveFocus();
    await userEvent.tab();
    expect(field(1, /Specific type/)).toHaveFocus();
  });

  it('shows a field’s message under it once it is left or Save is pressed, and sends nothing until fixed', async () => {
    const addProducts = vi.fn<AddProducts>(async (_id, rows) => accepted({ count: rows.length }));
    renderPage(addProducts);
    await screen.findByText('0 products listed today');
    await type(1, /Department/, 'Spun Yarn');
    await userEvent.selectOptions(field(1, /Fibre type/), 'Cotton');
    await type(1, 'Denier', '12a');
    expect(field(1, 'Denier')).toHaveAccessibleDescription(PRODUCT_MESSAGES.denierCount);
    expect(field(1, 'Denier')).toBeInvalid();
    // The price was not visited yet: no message, though the row counts it.
    expect(field(1, /Basic price/)).not.toBeInvalid();
    expect(within(card(1)).getByText('2 to fix')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save 1 product' }));
    expect(currentToast()).toMatchObject({ title: 'Validation Error' });
    expect(field(1, /Basic price/)).toHaveAccessibleDescription(PRODUCT_MESSAGES.basicPrice);
    expect(field(1, 'Denier')).toHaveFocus();
    expect(addProducts).not.toHaveBeenCalled();

    await userEvent.clear(field(1, 'Denier'));
    await userEvent.keyboard('40');
    await type(1, /Basic price/, '₹1,210.5');
    expect(field(1, /Basic price/)).toHaveValue('1210.5');
    expect(within(card(1)).getByText('Ready')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save 1 product' }));
    await waitFor(() => expect(addProducts).toHaveBeenCalledTimes(1));
    expect(addProducts).toHaveBeenCalledWith('c-1', [
      expect.objectContaining({
        departmentName: 'Spun Yarn',
        fibreType: 'Cotton',
        denierCount: 40,
        basicPrice: 1210.5,
      }),
    ]);
  });

  it('shows the save in progress, with the fields held until it ends', async () => {
    let finish: (outcome: Awaited<ReturnType<AddProducts>>) => void = () => undefined;
    const addProducts = vi.fn<AddProducts>(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    renderPage(addProducts);
    await screen.findByText('0 products listed today');
    await type(1, /Department/, 'Spun Yarn');
    await userEvent.selectOptions(field(1, /Fibre type/), 'Jute');
    await type(1, /Basic price/, '64');
    await userEvent.click(screen.getByRole('button', { name: 'Save 1 product' }));

    expect(await screen.findByText('Saving 1 product…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Save/ })).toHaveAttribute('aria-busy', 'true');
    expect(field(1, /Basic price/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
    finish(accepted({ count: 1 }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Products Saved!' }));
    expect(within(card(1)).getByText('Empty')).toBeInTheDocument();
    expect(field(1, /Basic price/)).toBeEnabled();
  });

  it('adds, copies and removes rows from the cards; removing a filled row asks first; one row always stays', async () => {
    renderPage(vi.fn<AddProducts>());
    await screen.findByText('0 products listed today');
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(currentToast()).toMatchObject({ description: 'At least one product entry is required.' });
    dismissToast();

    await type(1, /Department/, 'Filament Yarn');
    await userEvent.selectOptions(field(1, /Fibre type/), 'Nylon');
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate row 1' }));
    expect(field(2, /Fibre type/)).toHaveValue('Nylon');
    await waitFor(() => expect(field(2, /Department/)).toHaveFocus());
    // Row 1 is left without a price: now it says so; the copy, filled from the start, says so too.
    expect(field(1, /Basic price/)).toHaveAccessibleDescription(PRODUCT_MESSAGES.basicPrice);
    expect(field(2, /Basic price/)).toHaveAccessibleDescription(PRODUCT_MESSAGES.basicPrice);

    await userEvent.click(screen.getByRole('button', { name: 'Add another product' }));
    expect(field(3, /Department/)).toHaveValue('Filament Yarn');
    await waitFor(() => expect(field(3, /Fibre type/)).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove row 2?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('region', { name: /^Row \d$/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove row' }));
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^Row \d$/ })).toHaveLength(2));
    expect(screen.getByText('Rows').nextElementSibling).toHaveTextContent('2');
  });
});
