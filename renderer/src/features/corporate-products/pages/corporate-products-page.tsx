import type { GridApi } from 'ag-grid-community';
import { Building2, Copy, ExternalLink, FileDown, Plus, Save, Trash2, Upload } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CORPORATE_PRODUCTS,
  departmentSuggestions,
  invalidRowsDescription,
  PRODUCT_COLUMNS,
  productsSavedDescription,
  type ProductField,
} from '@domain/corporate-product-form.ts';
import { paths } from '@domain/paths.ts';
import { apiErrorOf } from '@/data/api.ts';
import { downloadFile, readSpreadsheetFile, spreadsheetOf, SPREADSHEET_ACCEPT } from '@/lib/spreadsheet-file.ts';
import { Button } from '@/ui/button.tsx';
import { DeskHeader, LoadFailed } from '@/ui/desk.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Field } from '@/ui/field.tsx';
import { KpiStrip } from '@/ui/kpi-strip.tsx';
import { Select } from '@/ui/select.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useAddCorporateProductsMutation, useCompanyProductFactsQuery, useProductEntryCompaniesQuery } from '../api.ts';
import { CellNotes, type NotesReport } from '../components/cell-notes.tsx';
import { EntryGrid } from '../components/entry-grid.tsx';
import { ProblemList } from '../components/problem-list.tsx';
import { useLeaveGuard } from '@/hooks/use-leave-guard.ts';
import {
  addRows,
  cellProblems,
  duplicateRows,
  entryFigures,
  hasStartedRows,
  importTable,
  newEntryRow,
  pasteBlock,
  planSave,
  removeRows,
  setCell,
  type CellProblem,
  type EntryRow,
} from '../model/entry-rows.ts';
import '@/ui/desk.css';
import { useFullScreen } from '@/hooks/use-full-screen.ts';
import { FullScreenButton } from '@/ui/full-screen-button.tsx';
import '../corporate-products.css';
import { formatCount, formatCountOf } from '@domain/format.ts';

const plural = (n: number, word: string) => formatCountOf(n, word);
const TEMPLATE_NAME = 'corporate-products-template.xlsx';

/**
 * /admin/corporate-products (trade §2 'Manage Corporate Products', §5 'Corporate product form'; admins and
 * limited admins): products added to a chosen company from a multi-row entry grid. Rows are typed, pasted as
 * a block from Excel or Google Sheets, or imported from an .xlsx or CSV file; every invalid cell is marked
 * and listed before anything is sent; Save adds all rows in one insert, which the table's checks and RLS
 * decide again on the server.
 */
export function CorporateProductsPage() {
  const [params, setParams] = useSearchParams();
  const companyId = params.get('company');
  const companies = useProductEntryCompaniesQuery();
  const facts = useCompanyProductFactsQuery(companyId ?? '', { skip: !companyId });
  const [addProducts, adding] = useAddCorporateProductsMutation();

  const [rows, setRows] = useState<EntryRow[]>(() => [newEntryRow()]);
  const [selected, setSelected] = useState<string[]>([]);
  const [companyError, setCompanyError] = useState<string | undefined>();
  const [notes, setNotes] = useState<NotesReport | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const grid = useRef<GridApi<EntryRow> | null>(null);
  const companySelect = useRef<HTMLSelectElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fullScreen = useFullScreen();

  const dirty = hasStartedRows(rows);
  const leave = useLeaveGuard(dirty);
  const problems = useMemo(() => cellProblems(rows), [rows]);
  const figures = useMemo(() => entryFigures(rows), [rows]);
  const company = companies.data?.find((c) => c.id === companyId) ?? null;
  const departments = useMemo(() => departmentSuggestions(facts.data?.departments ?? []), [facts.data]);
  const saving = adding.isLoading;

  const chooseCompany = (id: string) => {
    setCompanyError(undefined);
    setParams(id ? { company: id } : {}, { replace: true });
  };

  const onEdit = useCallback((key: string, field: ProductField, value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? setCell(row, field, value) : row)));
  }, []);

  const focusCell = useCallback((rowIndex: number, field: ProductField) => {
    const api = grid.current;
    if (!api) return;
    api.ensureIndexVisible(rowIndex, 'middle');
    api.ensureColumnVisible(field);
    api.setFocusedCell(rowIndex, field);
  }, []);

  const onPaste = useCallback(
    (block: string[][], at: { row: number; field: ProductField }) => {
      if (block.length === 0) return;
      const plan = pasteBlock(rows, block, at);
      setRows(plan.rows);
      const what = `${plural(plan.touched, 'row')} pasted${plan.added ? ` (${plural(plan.added, 'row')} added)` : ''}${plan.withHeader ? ', placed by the column names of the first line' : ''}.`;
      const dropped = plan.dropped
        ? ` ${plural(plan.dropped, 'line')} beyond the grid's ${plural(2000, 'row')} were not pasted.`
        : '';
      if (plan.notes.length > 0 || plan.dropped) {
        setNotes({
          title: 'Some pasted cells were not used',
          summary: `${what}${dropped} ${plural(plan.notes.length, 'cell')} did not fit the row and changed nothing:`,
          rowLabel: 'Row',
          notes: plan.notes,
        });
      } else {
        setNotes(null);
        showToast({ title: 'Pasted', description: `${what} Check the marked cells, then save.`, variant: 'success' });
      }
    },
    [rows],
  );

  const add = (count: number) => {
    const next = addRows(rows, count);
    setRows(next);
    // The first new row, ready for typing.
    setTimeout(() => focusCell(rows.length, 'fibreType'));
  };

  const remove = () => {
    const left = removeRows(rows, new Set(selected));
    if (!left) {
      showToast({
        title: CORPORATE_PRODUCTS.validationError,
        description: CORPORATE_PRODUCTS.atLeastOneRow,
        variant: 'destructive',
      });
      return;
    }
    setRows(left);
    setSelected([]);
  };

  const duplicate = () => {
    setRows(duplicateRows(rows, new Set(selected)));
    grid.current?.deselectAll();
  };

  const save = useCallback(async () => {
    if (saving) return;
    if (!companyId) {
      setCompanyError(CORPORATE_PRODUCTS.selectCompany);
      showToast({
        title: CORPORATE_PRODUCTS.validationError,
        description: CORPORATE_PRODUCTS.selectCompany,
        variant: 'destructive',
      });
      companySelect.current?.focus();
      return;
    }
    const plan = planSave(rows);
    if (plan.kind === 'nothing') {
      showToast({
        title: CORPORATE_PRODUCTS.validationError,
        description: CORPORATE_PRODUCTS.atLeastOneRow,
        variant: 'destructive',
      });
      focusCell(0, 'departmentName');
      return;
    }
    if (plan.kind === 'invalid') {
      showToast({
        title: CORPORATE_PRODUCTS.validationError,
        description: invalidRowsDescription(plan.rowNumbers),
        variant: 'destructive',
        durationMs: 7000,
      });
      focusCell(plan.first.row - 1, plan.first.field);
      return;
    }
    try {
      const outcome = await addProducts({ companyId, rows: plan.products }).unwrap();
      if (outcome.ok) {
        showToast({
          title: CORPORATE_PRODUCTS.saved,
          description: productsSavedDescription(outcome.value.count, company?.companyName ?? null),
          variant: 'success',
        });
        setRows([newEntryRow()]);
        setSelected([]);
        setNotes(null);
        void facts.refetch();
      } else {
        showToast({
          title: CORPORATE_PRODUCTS.saveFailed,
          description: outcome.message,
          variant: 'destructive',
          durationMs: 8000,
        });
      }
    } catch (error) {
      showToast({
        title: CORPORATE_PRODUCTS.saveFailed,
        description: apiErrorOf(error).message,
        variant: 'destructive',
        durationMs: 8000,
      });
    }
  }, [saving, companyId, rows, focusCell, addProducts, company, facts]);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let table: string[][];
    try {
      table = await readSpreadsheetFile(file);
    } catch (error) {
      showToast({
        title: 'Import Failed',
        description: `${file.name} could not be read as a spreadsheet (.xlsx) or CSV file: ${apiErrorOf(error).message}`,
        variant: 'destructive',
      });
      return;
    }
    const plan = importTable(rows, table);
    if (plan.fileError) {
      showToast({
        title: 'Import Failed',
        description: `${file.name}: ${plan.fileError}`,
        variant: 'destructive',
        durationMs: 8000,
      });
      return;
    }
    setRows(plan.rows);
    const imported = plan.rows.slice(plan.first - 1);
    const toFix = cellProblems(imported).length;
    const where = plan.first === plan.last ? `row ${plan.first}` : `rows ${plan.first}–${plan.last}`;
    const summary = `${plural(plan.imported, 'row')} from ${file.name} added as ${where}${toFix ? `; ${plural(toFix, 'cell')} to fix are listed under the grid` : ''}. Nothing is saved until you press Save.`;
    const ignored = plan.ignoredColumns.length
      ? ` Columns not read: ${plan.ignoredColumns.map((c) => `'${c}'`).join(', ')}.`
      : '';
    if (plan.notes.length > 0 || ignored) {
      setNotes({
        title: `Imported ${file.name}`,
        summary: `${summary}${ignored}${plan.notes.length ? ` ${plural(plan.notes.length, 'cell')} did not fit the row and were not used:` : ''}`,
        rowLabel: 'File row',
        notes: plan.notes,
      });
    } else setNotes(null);
    showToast({
      title: 'Import ready to save',
      description: summary,
      variant: toFix ? 'warning' : 'success',
      durationMs: 7000,
    });
  };

  const downloadTemplate = async () => {
    try {
      const bytes = await spreadsheetOf(
        'Products',
        PRODUCT_COLUMNS.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 4) })),
        [],
      );
      downloadFile(bytes, TEMPLATE_NAME);
    } catch (error) {
      showToast({ title: 'Download failed', description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  const goTo = (p: CellProblem) => focusCell(p.row - 1, p.field);

  return (
    <div className="desk cp-page">
      <DeskHeader
        back={{ to: paths.admin.href(), label: 'Back to Admin Panel' }}
        title={CORPORATE_PRODUCTS.title}
        subtitle="Add products to a corporate company: type them, paste a block from Excel or Google Sheets, or import a file. Nothing is saved until you press Save."
      />

      <section className="cp-company" aria-label="Company">
        <Field label="Company" required error={companyError} className="cp-company__field">
          {(control) => (
            <Select
              {...control}
              ref={companySelect}
              value={companyId ?? ''}
              disabled={companies.isLoading}
              placeholder={companies.isLoading ? 'Loading companies…' : 'Select a company'}
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.companyName }))}
              onChange={(e) => chooseCompany(e.target.value)}
            />
          )}
        </Field>
        {company ? (
          <div className="cp-company__facts">
            <p className="cp-company__count">
              <Building2 size={16} aria-hidden="true" />
              {facts.data?.total != null
                ? `${plural(facts.data.total, 'product')} listed today`
                : facts.isFetching
                  ? 'Reading its products…'
                  : 'Its products could not be counted'}
            </p>
            <div className="cp-company__links">
              <Link to={`${paths.priceManagement.href()}?company=${company.id}`}>Price sheet</Link>
              <Link to={paths.company.href(company.id)}>
                Company page <ExternalLink size={12} aria-hidden="true" />
              </Link>
            </div>
          </div>
        ) : (
          <p className="cp-company__hint">
            {companies.data?.length === 0
              ? 'No companies are registered yet: register a company member in the admin panel first.'
              : 'The products below are added to the company chosen here.'}
          </p>
        )}
      </section>

      {companies.error && (
        <LoadFailed
          title="Error fetching companies"
          message={apiErrorOf(companies.error).message}
          onRetry={() => void companies.refetch()}
        />
      )}

      <KpiStrip
        label="Entry figures"
        phoneColumns={3}
        items={[
          { label: 'Rows', value: formatCount(figures.rows) },
          { label: 'Ready to save', value: formatCount(figures.ready) },
          {
            label: 'Need attention',
            value: formatCount(figures.invalid),
            note: figures.invalid > 0 ? 'listed below' : undefined,
            noteTone: 'warning',
          },
        ]}
      />

      <div
        className={fullScreen.on ? 'cp-workspace workspace--full' : 'cp-workspace'}
        role={fullScreen.on ? 'region' : undefined}
        aria-label={fullScreen.on ? 'Product entries, full screen' : undefined}
      >
        <div className="cp-toolbar workspace__toolbar" role="toolbar" aria-label="Product entry tools">
          <div className="cp-toolbar__group">
            <Button size="sm" variant="outline" onClick={() => add(1)} disabled={saving}>
              <Plus size={14} aria-hidden="true" /> Add row
            </Button>
            <Button size="sm" variant="outline" onClick={() => add(10)} disabled={saving}>
              Add 10
            </Button>
            <Button size="sm" variant="outline" onClick={duplicate} disabled={saving || selected.length === 0}>
              <Copy size={14} aria-hidden="true" /> Duplicate
            </Button>
            <Button size="sm" variant="outline" onClick={remove} disabled={saving || selected.length === 0}>
              <Trash2 size={14} aria-hidden="true" /> Remove{selected.length ? ` (${selected.length})` : ''}
            </Button>
          </div>
          <div className="cp-toolbar__group">
            <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={saving}>
              <Upload size={14} aria-hidden="true" /> Import file
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept={SPREADSHEET_ACCEPT}
              hidden
              aria-label="Import products from a spreadsheet (.xlsx) or CSV file"
              onChange={(e) => void importFile(e)}
            />
            <Button size="sm" variant="ghost" onClick={() => void downloadTemplate()}>
              <FileDown size={14} aria-hidden="true" /> Template
            </Button>
            <FullScreenButton fullScreen={fullScreen} />
          </div>
          <div className="cp-toolbar__save">
            <span className="cp-toolbar__status" aria-live="polite">
              {figures.started === 0 ? 'Nothing entered yet' : `${plural(figures.started, 'product')} entered`}
            </span>
            <Button size="sm" variant="ghost" onClick={() => setConfirmClear(true)} disabled={saving || !dirty}>
              Clear
            </Button>
            <Button size="sm" onClick={() => void save()} loading={saving}>
              <Save size={14} aria-hidden="true" /> Save
              {figures.started ? ` ${plural(figures.started, 'product')}` : ''}
            </Button>
          </div>
        </div>

        <EntryGrid
          rows={rows}
          departments={departments}
          onEdit={onEdit}
          onPaste={onPaste}
          onSelectionChanged={setSelected}
          onSave={() => void save()}
          onReady={(api) => (grid.current = api)}
          readOnly={saving}
          fill={fullScreen.on}
        />
      </div>
      <p className="cp-page__keys">
        Arrows move · Enter or typing edits · Delete clears · Ctrl+V pastes a block from Excel or Sheets at the focused
        cell (rows are added as needed) · Ctrl+S saves. Grey cells do not apply to the row&apos;s fibre type. Empty rows
        are not saved.
      </p>

      <CellNotes report={notes} onClose={() => setNotes(null)} />
      <ProblemList problems={problems} onGo={goTo} />

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear every row?"
        description={`${plural(figures.started, 'product')} entered here will be removed from the grid. Nothing has been saved.`}
        confirmLabel="Clear rows"
        destructive
        onConfirm={() => {
          setRows([newEntryRow()]);
          setSelected([]);
          setNotes(null);
        }}
      />
      <ConfirmDialog
        open={leave.pending !== null}
        onOpenChange={(open) => !open && leave.stay()}
        title="Leave without saving?"
        description={`${plural(figures.started, 'product')} entered here ${figures.started === 1 ? 'is' : 'are'} not saved. If you leave now ${figures.started === 1 ? 'it is' : 'they are'} lost.`}
        confirmLabel="Leave and discard"
        destructive
        onConfirm={() => leave.leave()}
      />
    </div>
  );
}
