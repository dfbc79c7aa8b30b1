/**
 * /admin/corporate-products ('Manage Corporate Products') in the browser: the company choice, the entry grid's
 * cells (AG Grid: a row's cells carry its row index, a cell its column id) and the page's controls.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { ProductField } from '@domain/corporate-product-form.ts';
import { paths } from '@domain/paths.ts';
import { serviceClient } from '../support/backend.ts';

export class CorporateProductsPage {
  readonly heading: Locator;
  readonly company: Locator;
  readonly grid: Locator;
  readonly problems: Locator;
  readonly toastTitle: Locator;
  readonly toastDescription: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Manage Corporate Products' });
    this.company = page.getByRole('combobox', { name: /Company/ });
    this.grid = page.getByRole('region', { name: 'Product entries' });
    this.problems = page.getByRole('list', { name: 'Cells to fix' });
    this.toastTitle = page.locator('.toast__title');
    this.toastDescription = page.locator('.toast__description');
  }

  static href(companyId?: string): string {
    return companyId ? `${paths.corporateProducts.href()}?company=${companyId}` : paths.corporateProducts.href();
  }

  /** A cell of the grid by row index (0 = the first row) and field. */
  cell(row: number, field: ProductField | 'rowNumber'): Locator {
    return this.grid.locator(`.ag-row[row-index="${row}"] .ag-cell[col-id="${field}"]`);
  }

  /** The rows shown, one row-number cell each (a row's pinned and scrolling parts are separate elements). */
  rows(): Locator {
    return this.grid.locator('.ag-row .ag-cell[col-id="rowNumber"]');
  }

  /**
   * The grid's sideways scroll: how many pixels its columns are wider than its frame (0 when it needs no sideways
   * scrollbar) and how far they are scrolled.
   */
  columnsScroll(): Promise<{ overflow: number; left: number }> {
    // A string: this file is type-checked without the DOM library.
    return this.page.evaluate(`(() => {
      const v = document.querySelector('[aria-label="Product entries"] .ag-body-horizontal-scroll-viewport');
      return { overflow: v.scrollWidth - v.clientWidth, left: v.scrollLeft };
    })()`);
  }

  /** A phone's card of a row (1 = the first), named by its heading. */
  card(rowNumber: number): Locator {
    return this.grid.getByRole('region', { name: `Row ${rowNumber}`, exact: true });
  }

  /** A card's field by its label ('Fibre type', 'Basic price (₹)'; a required field's label ends in ' *'). */
  cardField(rowNumber: number, label: string): Locator {
    return this.card(rowNumber).getByLabel(label);
  }

  /** Types into a card's text field and leaves it, as a person moves on to the next field. */
  async fill(rowNumber: number, label: string, text: string): Promise<void> {
    await this.cardField(rowNumber, label).fill(text);
    await this.cardField(rowNumber, label).blur();
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  /** Types into a text cell as a person does: focus it, type (the first key starts the edit), Enter. */
  async type(row: number, field: ProductField, text: string): Promise<void> {
    await this.cell(row, field).click();
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Enter');
  }

  /** Picks a value of a list cell from the grid's list editor (Enter on the cell opens the list). */
  async choose(row: number, field: ProductField, value: string): Promise<void> {
    await this.cell(row, field).click();
    await this.page.keyboard.press('Enter');
    await this.page.locator('.ag-select-list').getByRole('option', { name: value, exact: true }).click();
    await expect(this.cell(row, field)).toContainText(value);
  }

  /** Puts tab-separated text on the clipboard and pastes it at a cell with Ctrl+V. */
  async paste(row: number, field: ProductField, lines: readonly (readonly string[])[]): Promise<void> {
    const text = lines.map((l) => l.join('\t')).join('\n');
    // A string: this file is type-checked without the DOM library.
    await this.page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(text)})`);
    await this.cell(row, field).click();
    await this.page.keyboard.press('Control+V');
  }
}

/** A company of its own for a test, made as the admin panel would. */
export async function newCompany(tag: string): Promise<{ id: string; name: string }> {
  const name = `${tag} ${Date.now().toString(36)} Mills`;
  const { data, error } = await serviceClient()
    .from('company_details')
    .insert({ company_name: name })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return { id: data.id, name };
}

/** The company's products as the server has them, oldest first. */
export async function productsOf(companyId: string) {
  const { data, error } = await serviceClient()
    .from('corporate_products')
    .select(
      'department_name, fibre_type, specific_type, lustre, twist_intermingling, blend_ratio, denier_count, filament_count, number_of_plys, grade, basic_price, visibility_status',
    )
    .eq('company_id', companyId)
    .order('created_at')
    .order('basic_price');
  if (error) throw new Error(error.message);
  return data;
}
