/**
 * /price-management (Price and Status Management) as a person sees it: an AG Grid price sheet with
 * basic price and visibility editable, a toolbar, a figures strip and a history panel. And a company of
 * its own for each spec, made with the service client: two executives (member profiles linked through
 * company_executives) and products in 'Filament Yarn' and 'Spun Yarn', so no demo data another spec
 * reads is touched. Tests add products of their own (`addProducts`) for what they save.
 */
import { type Download, expect, type Locator, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.ts';
import { paths } from '@domain/paths.ts';
import { serviceClient } from '../support/backend.ts';
import { anonClient, DEMO_PASSWORD, newEmail, signInAs } from './profile-session.ts';

export class PriceManagementPage {
  readonly heading: Locator;
  readonly grid: Locator;
  /** Body rows (header rows carry no row id). */
  readonly rows: Locator;
  readonly quickFilter: Locator;
  readonly toast: Locator;
  readonly toastTitle: Locator;
  readonly toastDescription: Locator;
  readonly saveButton: Locator;
  readonly undoButton: Locator;
  readonly redoButton: Locator;
  readonly unsavedLabel: Locator;
  readonly companyChooser: Locator;
  readonly historyPanel: Locator;
  readonly selectionBar: Locator;
  readonly conflictDialog: Locator;
  readonly rejectedDialog: Locator;
  readonly leaveDialog: Locator;
  readonly importInput: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Price and Status Management' });
    this.grid = page.getByRole('region', { name: 'Products', exact: true });
    this.rows = this.grid.locator('.ag-row[row-id]');
    this.quickFilter = page.getByRole('searchbox', { name: 'Filter products' });
    this.toast = page.locator('.toast');
    this.toastTitle = page.locator('.toast__title');
    this.toastDescription = page.locator('.toast__description');
    this.saveButton = page.getByRole('button', { name: /^Save( \(\d+\))?$/ });
    this.undoButton = page.getByRole('button', { name: 'Undo', exact: true });
    this.redoButton = page.getByRole('button', { name: 'Redo', exact: true });
    this.unsavedLabel = page.locator('.sheet-toolbar__unsaved');
    this.companyChooser = page.getByLabel('Admin: Select Company');
    this.historyPanel = page.getByRole('complementary', { name: 'Price history' });
    this.selectionBar = page.getByRole('toolbar', { name: 'Selected rows' });
    this.conflictDialog = page.getByRole('dialog', { name: 'Changed by someone else' });
    this.rejectedDialog = page.getByRole('dialog', { name: 'Some pasted cells were not used' });
    this.leaveDialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    this.importInput = page.getByLabel('Import price changes from a spreadsheet or CSV file');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`${paths.priceManagement.href()}${query}`);
  }

  /** Signs in as `email` and opens the sheet (its rows are left to the test to wait for). */
  static async openAs(page: Page, email: string, query = ''): Promise<PriceManagementPage> {
    await signInAs(page, email, `${paths.priceManagement.href()}${query}`);
    return new PriceManagementPage(page);
  }

  /** A figure of the strip above the grid ('Products', 'Unsaved edits'…): its value and note. */
  figure(label: string): Locator {
    return this.page
      .locator('dl[aria-label="Sheet figures"] .kpi-strip__item')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  }

  /** A product's row. */
  row(productId: string): Locator {
    return this.grid.locator(`.ag-row[row-id="${productId}"]`);
  }

  /**
   * Scrolls the grid until a product's row is rendered: the grid renders only the rows in view, and a sheet
   * that grew in earlier tests holds more rows than fit. (Strings: this file is type-checked without the DOM.)
   */
  async reveal(productId: string): Promise<void> {
    // Centred, the row is clear of the sticky menu bar, which would take the click of a row at the top edge.
    const centre = async () => {
      await this.row(productId).first().evaluate("(el) => el.scrollIntoView({ block: 'center' })");
    };
    if ((await this.row(productId).count()) > 0) return centre();
    const viewport = this.grid.locator('.ag-body-viewport');
    await viewport.evaluate('(el) => { el.scrollTop = 0; }');
    for (let step = 0; step < 200 && (await this.row(productId).count()) === 0; step++) {
      const moved = await viewport.evaluate(
        '(el) => { const before = el.scrollTop; el.scrollTop += el.clientHeight * 0.8; return el.scrollTop > before; }',
      );
      // The grid draws the rows of a scroll on the next animation frames.
      await this.page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
      if (!moved) break;
    }
    await centre();
  }

  /** A cell of a product's row by column id (AG Grid's col-id). */
  cell(productId: string, colId: string): Locator {
    return this.row(productId).locator(`.ag-cell[col-id="${colId}"]`);
  }

  price(productId: string): Locator {
    return this.cell(productId, 'basicPrice');
  }

  visibility(productId: string): Locator {
    return this.cell(productId, 'visibilityStatus');
  }

  /** The row's selection checkbox (the pinned selection column). */
  checkbox(productId: string): Locator {
    return this.cell(productId, 'ag-Grid-SelectionColumn').locator('input[type="checkbox"]');
  }

  /**
   * Clicks a product's cell near its top edge, as a person clicks what they see: the sheet's last row stays at the
   * bottom of the grid however it scrolls, and there the grid's overlay scrollbar covers the lower part of the row.
   */
  async clickCell(productId: string, colId: string): Promise<void> {
    await this.reveal(productId);
    await this.cell(productId, colId).click({ position: { x: 12, y: 6 } });
  }

  /** Ticks or unticks a product's selection checkbox. */
  async toggleSelection(productId: string): Promise<void> {
    await this.reveal(productId);
    await this.checkbox(productId).click();
  }

  /** Product ids in the order the grid shows them. */
  async shownIds(): Promise<string[]> {
    const rows = await this.rows.all();
    const shown = await Promise.all(
      rows.map(async (row) => ({
        index: Number(await row.getAttribute('row-index')),
        id: (await row.getAttribute('row-id')) ?? '',
      })),
    );
    return shown.sort((a, b) => a.index - b.index).map((r) => r.id);
  }

  /** Types a value into a cell as a spreadsheet person does: Enter opens the editor, type, Enter keeps it. */
  async typeInto(productId: string, colId: string, text: string): Promise<void> {
    await this.clickCell(productId, colId);
    await this.page.keyboard.press('Enter');
    const editor = this.cell(productId, colId).locator('input');
    await editor.waitFor();
    await this.page.keyboard.type(text);
    await this.page.keyboard.press('Enter');
    await expect(editor).toHaveCount(0);
  }

  /** Sorts the sheet by a column, ascending (one click on its header). */
  /** A column's cell texts in the order the grid shows the rows (all rows must be rendered: a small sheet). */
  async shownTexts(colId: string): Promise<string[]> {
    const rows = await this.rows.all();
    const shown = await Promise.all(
      rows.map(async (row) => ({
        index: Number(await row.getAttribute('row-index')),
        text: (await row.locator(`.ag-cell[col-id="${colId}"]`).textContent()) ?? '',
      })),
    );
    return shown.sort((a, b) => a.index - b.index).map((r) => r.text.trim());
  }

  /** The selection column's header box: selects every product the filters show. */
  get selectAll(): Locator {
    return this.grid.getByRole('checkbox', { name: 'Select all shown products' });
  }

  /** The toolbar's Export menu: its button (a details' summary, which has no role of its own) and its choices. */
  get exportMenu(): { button: Locator; choices: Locator } {
    const menu = this.page.locator('details.sheet-menu', { has: this.page.locator('summary[aria-label="Export"]') });
    return { button: menu.locator('summary'), choices: menu.getByRole('group', { name: 'Export the sheet as shown' }) };
  }

  /** Exports the sheet as shown through the Export menu; the file the browser downloads. */
  async exportAs(format: 'CSV file (.csv)' | 'Excel workbook (.xlsx)'): Promise<Download> {
    const { button, choices } = this.exportMenu;
    await button.click();
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      choices.getByRole('button', { name: format }).click(),
    ]);
    await expect(choices, 'the menu closes once a format is chosen').toBeHidden();
    return download;
  }

  async sortBy(colId: string): Promise<void> {
    const header = this.grid.locator(`.ag-header-cell[col-id="${colId}"] .ag-header-cell-label`);
    // The pinned product, price and visibility leave the centre a few columns wide, and AG Grid draws only the
    // columns in view: the header row is walked with the arrow keys (each column reached scrolls into view) until
    // the column's header is there.
    if (!(await header.isVisible())) {
      await this.grid.locator('.ag-header-cell[col-id="departmentName"]').first().focus();
      for (let step = 0; step < 20 && !(await header.isVisible()); step++) await this.page.keyboard.press('ArrowRight');
    }
    await header.click();
  }
}

interface SheetMember {
  id: string;
  email: string;
  name: string;
  client: SupabaseClient<Database>;
}

interface ProductSpec {
  department: 'Filament Yarn' | 'Spun Yarn';
  fibre: string;
  specific?: string | null;
  denier: number;
  filament?: number | null;
  price: number | null;
  visibility?: 'Reveal' | 'Hide';
}

export interface PriceDesk {
  companyId: string;
  companyName: string;
  executives: [SheetMember, SheetMember];
  /** The products made with the company, in the order given. */
  productIds: string[];
  /** Adds products to the company (service role); their ids in the order given. */
  addProducts(specs: ProductSpec[]): Promise<string[]>;
  /** Another executive of the company. */
  addExecutive(label: string): Promise<SheetMember>;
}

/** The products each company of this page model starts with: two departments, one hidden, one without price. */
const BASE_PRODUCTS: ProductSpec[] = [
  {
    department: 'Filament Yarn',
    fibre: 'Polyester Filament',
    specific: 'DTY',
    denier: 20,
    filament: 12,
    price: 150.55,
  },
  {
    department: 'Filament Yarn',
    fibre: 'Polyester Filament',
    specific: 'FDY',
    denier: 30,
    filament: 24,
    price: 120,
    visibility: 'Hide',
  },
  { department: 'Spun Yarn', fibre: 'Cotton', specific: 'Combed', denier: 40, price: 200 },
  { department: 'Spun Yarn', fibre: 'Viscose Rayon', denier: 50, price: 99.99 },
  { department: 'Filament Yarn', fibre: 'Nylon', denier: 60, filament: 34, price: null },
  { department: 'Spun Yarn', fibre: 'Modal', denier: 70, price: 330, visibility: 'Hide' },
];

/** A Paid Member who is an executive of the company, signed in through the API. */
export async function member(label: string, companyId: string): Promise<SheetMember> {
  const service = serviceClient();
  const email = newEmail(`sheet-${label}`);
  const created = await service.auth.admin.createUser({ email, password: DEMO_PASSWORD, email_confirm: true });
  if (created.error) throw created.error;
  const id = created.data.user.id;
  const name = `${label[0].toUpperCase()}${label.slice(1)} ${Date.now().toString(36).slice(-4)}`;
  const profile = await service.rpc('create_member_profile', {
    p_user_id: id,
    p_profile: {
      member_name: name,
      business_name: `${name} Traders`,
      email,
      mobile_number: `6${String(Date.now() % 1e9).padStart(9, '0')}`,
      country_code: '+91',
      state: 'Gujarat',
      city: 'Surat',
      membership_type: 'Paid Member',
    },
  });
  if (profile.error) throw new Error(profile.error.message);
  const link = await service.from('company_executives').insert({ user_id: id, company_id: companyId });
  if (link.error) throw new Error(link.error.message);
  const client = anonClient();
  const signIn = await client.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
  if (signIn.error) throw signIn.error;
  return { id, email, name, client };
}

/** A company of its own with two executives and BASE_PRODUCTS. */
export async function arrangePriceDesk(label: string): Promise<PriceDesk> {
  const service = serviceClient();
  const companyName = `${label} Yarns ${Date.now().toString(36)}`;
  const company = await service.from('company_details').insert({ company_name: companyName }).select('id').single();
  if (company.error) throw new Error(company.error.message);
  const companyId = company.data.id;

  const addProducts = async (specs: ProductSpec[]): Promise<string[]> => {
    const inserted = await service
      .from('corporate_products')
      .insert(
        specs.map((s) => ({
          company_id: companyId,
          department_name: s.department,
          fibre_type: s.fibre,
          specific_type: s.specific ?? null,
          denier_count: s.denier,
          filament_count: s.filament ?? null,
          number_of_plys: 1,
          grade: 'First Equal Packing(A+)',
          basic_price: s.price,
          visibility_status: s.visibility ?? 'Reveal',
        })),
      )
      .select('id, denier_count');
    if (inserted.error) throw new Error(inserted.error.message);
    // Deniers are unique within a spec's products: they tell the rows apart.
    const byDenier = new Map(inserted.data.map((p) => [p.denier_count, p.id]));
    return specs.map((s) => byDenier.get(s.denier)!);
  };

  const productIds = await addProducts(BASE_PRODUCTS);
  const executives: [SheetMember, SheetMember] = [
    await member('pricer', companyId),
    await member('colleague', companyId),
  ];
  return {
    companyId,
    companyName,
    executives,
    productIds,
    addProducts,
    addExecutive: (name) => member(name, companyId),
  };
}
