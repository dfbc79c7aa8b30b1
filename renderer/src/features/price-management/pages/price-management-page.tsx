import { Building2, Download, FileSpreadsheet, Redo2, RefreshCw, Save, Undo2, Upload } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@domain/paths.ts';
import { PRICE_MANAGEMENT, updateSuccessfulDescription } from '@domain/price-management.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { ProductConflict } from '@/data/ports/price-management.ts';
import { readSpreadsheetFile, SPREADSHEET_ACCEPT } from '@/lib/spreadsheet-file.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { DeskSearch, FilterChips, LoadFailed } from '@/ui/desk.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { KpiStrip, type Kpi } from '@/ui/kpi-strip.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useSheetCompaniesQuery } from '../api.ts';
import { ColumnsMenu } from '../components/columns-menu.tsx';
import { CompanyChooser } from '../components/company-chooser.tsx';
import { ConflictDialog } from '../components/conflict-dialog.tsx';
import { HistoryPanel } from '../components/history-panel.tsx';
import { RejectedCellsDialog, type RejectionReport } from '../components/rejected-cells-dialog.tsx';
import { SelectionBar } from '../components/selection-bar.tsx';
import { useColumnLayout } from '../hooks/use-column-layout.ts';
import { useLeaveGuard } from '@/hooks/use-leave-guard.ts';
import { useProductSheet } from '../hooks/use-product-sheet.ts';
import { exportCsv, exportFileName, exportXlsx } from '../model/export-sheet.ts';
import { planImport } from '../model/import-changes.ts';
import type { RejectedCell } from '../model/paste.ts';
import { describeProduct, sheetFigures } from '../model/sheet-rows.ts';
import '../price-management.css';
import { formatCount, formatCountOf } from '@domain/format.ts';

// The grid's code (AG Grid, about 1 MB) downloads from the moment this page's code runs, beside the sheet's first
// read, instead of holding the page (and that read) back until it has arrived.
const priceGridModule = import('../components/price-grid.tsx');
const PriceGrid = lazy(() => priceGridModule.then((m) => ({ default: m.PriceGrid })));

const ALL = '__all__';
const plural = (n: number, word: string) => formatCountOf(n, word);

/**
 * /price-management (trade §2 'Price and Status Management'; admins for any company, corporate executives
 * for their own; the route guard refuses everyone else): the company's products as a price sheet. Basic
 * price and visibility are edited in the grid, pasted from a spreadsheet, applied to selected rows or
 * imported from a file, held as unsaved edits (highlighted, undoable) and saved in one version-checked
 * call; a product someone else changed meanwhile is never overwritten without asking.
 */
export function PriceManagementPage() {
  const session = useSession();
  const isAdmin = session.facts.isAdmin;
  const [params, setParams] = useSearchParams();
  const companies = useSheetCompaniesQuery(undefined, { skip: !isAdmin });
  const companyId = isAdmin ? params.get('company') : session.facts.companyId;
  const companyName = isAdmin
    ? (companies.data?.find((c) => c.id === companyId)?.companyName ?? null)
    : session.facts.companyName;

  const sheet = useProductSheet(companyId);
  const { session: edits } = sheet;
  const layout = useColumnLayout(`price-sheet:${session.userId ?? 'anonymous'}`);
  const [quickFilter, setQuickFilter] = useState('');
  const [department, setDepartment] = useState<string>(ALL);
  const [selected, setSelected] = useState<string[]>([]);
  const [focused, setFocused] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflicts, setConflicts] = useState<{ round: number; list: ProductConflict[] } | null>(null);
  const [report, setReport] = useState<RejectionReport | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [pendingCompany, setPendingCompany] = useState<string | null | undefined>(undefined);
  const fileInput = useRef<HTMLInputElement>(null);
  const dirty = edits.editedCount > 0;
  const leave = useLeaveGuard(dirty);

  // The figures follow the edits (`revision`), so they are computed again when it moves.
  const figures = useMemo(
    () => sheetFigures(sheet.products.values(), sheet.session),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `revision` stands for the mutable sheet's content
    [sheet.revision, sheet.status],
  );

  const chooseCompany = (id: string | null) => {
    if (dirty) {
      setPendingCompany(id);
      return;
    }
    setParams(id ? { company: id } : {});
    setDepartment(ALL);
    setSelected([]);
    setFocused(null);
  };

  const onRejected = useCallback((cells: RejectedCell[], what: string) => {
    if (cells.length === 0) return;
    if (what === 'edit') {
      showToast({ title: 'Not a valid value', description: cells[0].message, variant: 'destructive' });
      return;
    }
    setReport({
      title: 'Some pasted cells were not used',
      summary: `${plural(cells.length, 'cell')} could not be pasted and changed nothing; the other cells are pending edits.`,
      cells,
      rowLabel: 'Sheet row',
    });
  }, []);

  const save = useCallback(async () => {
    if (saving || !companyId) return;
    if (sheet.session.editedCount === 0) {
      showToast({ title: PRICE_MANAGEMENT.noChanges, description: PRICE_MANAGEMENT.noChangesDescription });
      return;
    }
    setSaving(true);
    try {
      const outcome = await sheet.save();
      if (!outcome) {
        showToast({ title: PRICE_MANAGEMENT.noChanges, description: PRICE_MANAGEMENT.noChangesDescription });
      } else if (outcome.ok) {
        const departments = [
          ...new Set(outcome.value.rows.map((r) => sheet.products.get(r.id)?.departmentName ?? '').filter(Boolean)),
        ].sort();
        showToast(
          outcome.value.saved === 0
            ? { title: PRICE_MANAGEMENT.noChanges, description: PRICE_MANAGEMENT.noChangesDescription }
            : {
                title: PRICE_MANAGEMENT.updateSuccessful,
                description: updateSuccessfulDescription(outcome.value.saved, departments),
                variant: 'success',
              },
        );
      } else if (outcome.reason === 'conflict') {
        setConflicts((c) => ({ round: (c?.round ?? 0) + 1, list: outcome.conflicts }));
      } else if (outcome.reason === 'queued') {
        showToast({ title: 'Saved offline', description: outcome.message, variant: 'warning' });
      } else {
        showToast({ title: PRICE_MANAGEMENT.updateFailed, description: outcome.message, variant: 'destructive' });
      }
    } catch (error) {
      showToast({
        title: PRICE_MANAGEMENT.updateFailed,
        description: apiErrorOf(error).message,
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }, [saving, companyId, sheet]);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const table = await readSpreadsheetFile(file);
      const plan = planImport(
        table,
        (id) => sheet.products.has(id),
        (id) => {
          const p = sheet.products.get(id);
          return p ? describeProduct(p) : id;
        },
      );
      if (plan.fileError) {
        showToast({ title: 'Import Failed', description: plan.fileError, variant: 'destructive' });
        return;
      }
      const changed = sheet.apply(`Import ${file.name}`, plan.changes);
      const summary = `${plural(changed, 'product')} changed from ${file.name} (${plural(plan.rowsRead, 'row')} read), shown as unsaved edits: review the highlighted cells, then Save.`;
      if (plan.rejected.length > 0) {
        setReport({
          title: `Import of ${file.name}`,
          summary: `${summary} ${plural(plan.rejected.length, 'cell')} could not be used:`,
          cells: plan.rejected,
          rowLabel: 'File row',
        });
      } else if (changed === 0) {
        showToast({ title: PRICE_MANAGEMENT.noChanges, description: `${file.name} matches the sheet.` });
      } else {
        showToast({ title: 'Import ready to save', description: summary, variant: 'success', durationMs: 7000 });
      }
    } catch (error) {
      showToast({
        title: 'Import Failed',
        description: `${file.name} could not be read as a spreadsheet (.xlsx) or CSV file: ${apiErrorOf(error).message}`,
        variant: 'destructive',
      });
    }
  };

  const showProduct = (id: string) => {
    const api = sheet.grid.current;
    let node = api?.getRowNode(id);
    if (!api || !node) return;
    if (node.rowIndex === null || node.rowIndex === undefined) {
      // Filtered out: show everything, then find it.
      setDepartment(ALL);
      setQuickFilter('');
      api.setFilterModel(null);
      api.onFilterChanged();
      node = api.getRowNode(id);
    }
    if (!node || node.rowIndex === null) return;
    api.ensureNodeVisible(node, 'middle');
    api.setFocusedCell(node.rowIndex, 'basicPrice');
    setFocused(id);
  };

  const exportTo = async (kind: 'csv' | 'xlsx') => {
    const api = sheet.grid.current;
    if (!api) return;
    const name = exportFileName(companyName ?? 'company', kind);
    if (kind === 'csv') exportCsv(api, name);
    else {
      try {
        await exportXlsx(api, name, companyName ?? 'Prices');
      } catch (error) {
        showToast({ title: 'Export failed', description: apiErrorOf(error).message, variant: 'destructive' });
      }
    }
  };

  const ready = sheet.status === 'ready';
  const loading = sheet.status === 'loading';
  const noProducts = ready && figures.products === 0;
  const departmentChips = [
    { value: ALL, label: 'All departments', count: figures.products },
    ...figures.departments.map((d) => ({ value: d.name, label: d.name, count: d.count })),
  ];

  return (
    <section className="sheet-page" aria-labelledby="sheet-title">
      <header className="sheet-page__header">
        <div>
          {companyName && (
            <p className="sheet-page__company">
              <Building2 size={16} aria-hidden="true" /> {companyName}
            </p>
          )}
          <h1 id="sheet-title">{PRICE_MANAGEMENT.title}</h1>
          <p className="sheet-page__subtitle">
            Reprice and reveal or hide your products. Edits stay unsaved (highlighted) until you save them in one go.
          </p>
        </div>
        {isAdmin && (
          <CompanyChooser
            companies={companies.data ?? []}
            value={companyId}
            onChange={chooseCompany}
            loading={companies.isLoading}
          />
        )}
      </header>

      {isAdmin && companies.error && !companyId ? (
        <LoadFailed
          title="Error fetching companies"
          message={companies.error.message ?? ''}
          onRetry={() => void companies.refetch()}
        />
      ) : isAdmin && companies.data?.length === 0 ? (
        <div className="sheet-page__empty" role="status">
          <h2>{PRICE_MANAGEMENT.noCompanies}</h2>
          <p>Register a company member in the admin panel first.</p>
          <Link to={paths.admin.path}>Go to the admin panel</Link>
        </div>
      ) : !companyId ? (
        isAdmin ? (
          <div className="sheet-page__empty" role="status">
            <h2>{PRICE_MANAGEMENT.selectCompany}</h2>
            <p>{PRICE_MANAGEMENT.selectCompanyHint}</p>
          </div>
        ) : (
          <Alert variant="warning" title="No company">
            Your account is not linked to a company yet.
          </Alert>
        )
      ) : sheet.status === 'failed' ? (
        <LoadFailed
          title={PRICE_MANAGEMENT.loadErrorTitle}
          message={sheet.error ?? ''}
          onRetry={() => void sheet.reload()}
        />
      ) : (
        <>
          <KpiStrip
            label="Sheet figures"
            items={(
              [
                { label: 'Products', value: formatCount(figures.products) },
                { label: 'Revealed', value: formatCount(figures.revealed), note: 'shown to members' },
                { label: 'Hidden', value: formatCount(figures.hidden) },
                {
                  label: 'Without price',
                  value: formatCount(figures.withoutPrice),
                  noteTone: 'warning' as const,
                  note: figures.withoutPrice > 0 ? 'no basic price' : undefined,
                },
                {
                  label: 'Unsaved edits',
                  value: formatCount(edits.editedCount),
                  note: sheet.stale.size > 0 ? `${sheet.stale.size} changed by others` : undefined,
                  noteTone: 'warning' as const,
                },
              ] satisfies Kpi[]
            ).map((k) => (ready || figures.products > 0 ? k : { label: k.label, value: '–' }))}
          />

          {loading && (
            <UploadProgress
              label={`Loading products: ${formatCount(sheet.progress.loaded)}${sheet.progress.total ? ` of ${formatCount(sheet.progress.total)}` : ''}`}
              value={sheet.progress.total ? sheet.progress.loaded / sheet.progress.total : 0}
            />
          )}

          {noProducts ? (
            <div className="sheet-page__empty" role="status">
              <h2>{PRICE_MANAGEMENT.noProducts}</h2>
              <p>This company has no products yet.</p>
              {isAdmin && <Link to={paths.corporateProducts.path}>Add products</Link>}
            </div>
          ) : (
            <>
              {figures.departments.length > 1 && (
                <FilterChips label="Department" chips={departmentChips} value={department} onChange={setDepartment} />
              )}
              <div className="sheet-toolbar" role="toolbar" aria-label="Price sheet tools">
                <DeskSearch
                  label="Filter products"
                  value={quickFilter}
                  onChange={setQuickFilter}
                  placeholder="Filter products…"
                />
                <div className="sheet-toolbar__group">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={sheet.undo}
                    disabled={!edits.canUndo}
                    title={edits.nextUndoLabel ? `Undo ${edits.nextUndoLabel} (Ctrl+Z)` : 'Undo (Ctrl+Z)'}
                    aria-label="Undo"
                  >
                    <Undo2 size={14} aria-hidden="true" />
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={sheet.redo}
                    disabled={!edits.canRedo}
                    title={edits.nextRedoLabel ? `Redo ${edits.nextRedoLabel} (Ctrl+Y)` : 'Redo (Ctrl+Y)'}
                    aria-label="Redo"
                  >
                    <Redo2 size={14} aria-hidden="true" />
                  </Button>
                </div>
                <div className="sheet-toolbar__group">
                  <ColumnsMenu
                    grid={sheet.grid}
                    onReset={() => sheet.grid.current && layout.reset(sheet.grid.current)}
                  />
                  <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={!ready}>
                    <Upload size={14} aria-hidden="true" /> Import
                  </Button>
                  <input
                    ref={fileInput}
                    type="file"
                    accept={SPREADSHEET_ACCEPT}
                    hidden
                    aria-label="Import price changes from a spreadsheet or CSV file"
                    onChange={(e) => void importFile(e)}
                  />
                  <Button size="sm" variant="outline" onClick={() => void exportTo('csv')} disabled={!ready}>
                    <Download size={14} aria-hidden="true" /> CSV
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void exportTo('xlsx')} disabled={!ready}>
                    <FileSpreadsheet size={14} aria-hidden="true" /> XLSX
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void sheet.reload()}
                    disabled={dirty || loading}
                    title={dirty ? 'Save or discard your edits first' : 'Read the products again'}
                    aria-label="Reload"
                  >
                    <RefreshCw size={14} aria-hidden="true" />
                  </Button>
                </div>
                <div className="sheet-toolbar__save">
                  <span className="sheet-toolbar__unsaved" aria-live="polite">
                    {dirty ? `${plural(edits.editedCount, 'unsaved change')}` : 'All changes saved'}
                  </span>
                  <Button size="sm" variant="ghost" onClick={() => setConfirmDiscard(true)} disabled={!dirty || saving}>
                    Discard
                  </Button>
                  <Button size="sm" onClick={() => void save()} loading={saving} disabled={!ready}>
                    <Save size={14} aria-hidden="true" /> Save
                    {dirty ? ` (${formatCount(edits.editedCount)})` : ''}
                  </Button>
                </div>
              </div>
              {selected.length > 0 && (
                <SelectionBar
                  sheet={sheet}
                  selected={selected}
                  onClear={() => sheet.grid.current?.deselectAll()}
                  onError={(title, description) => showToast({ title, description, variant: 'destructive' })}
                />
              )}
              <div className="sheet-page__main">
                <Suspense
                  fallback={
                    <div className="price-grid price-grid--loading" role="status">
                      <Spinner /> Preparing the sheet…
                    </div>
                  }
                >
                  <PriceGrid
                    sheet={sheet}
                    userId={session.userId ?? 'anonymous'}
                    quickFilter={quickFilter}
                    department={department === ALL ? null : department}
                    onRejected={onRejected}
                    onSelectionChanged={setSelected}
                    onFocusProduct={setFocused}
                    onSave={() => void save()}
                    readOnly={saving}
                  />
                </Suspense>
                <HistoryPanel sheet={sheet} companyId={companyId} productId={focused} onShowProduct={showProduct} />
              </div>
              <p className="sheet-page__keys">
                Keys: arrows move · Enter or typing edits · Ctrl+V pastes a block from Excel or Sheets at the focused
                cell · Ctrl+C copies · Ctrl+Z / Ctrl+Y undo and redo · Ctrl+S saves
              </p>
            </>
          )}
        </>
      )}

      <ConflictDialog
        key={conflicts?.round ?? 0}
        sheet={sheet}
        conflicts={conflicts?.list ?? null}
        onClose={() => setConflicts(null)}
        onResolvedSave={() => {
          setConflicts(null);
          void save();
        }}
      />
      <RejectedCellsDialog report={report} onClose={() => setReport(null)} />
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard unsaved changes?"
        description={`${plural(edits.editedCount, 'product')} go back to the saved price and visibility. This cannot be undone.`}
        confirmLabel="Discard changes"
        destructive
        onConfirm={() => sheet.discardAll()}
      />
      <ConfirmDialog
        open={leave.pending !== null || pendingCompany !== undefined}
        onOpenChange={(open) => {
          if (open) return;
          leave.stay();
          setPendingCompany(undefined);
        }}
        title="Leave without saving?"
        description={`You have ${plural(edits.editedCount, 'unsaved change')}. If you leave now they are lost.`}
        confirmLabel="Leave and discard"
        destructive
        onConfirm={() => {
          if (pendingCompany !== undefined) {
            sheet.discardAll();
            const next = pendingCompany;
            setPendingCompany(undefined);
            setParams(next ? { company: next } : {});
          } else leave.leave();
        }}
      />
    </section>
  );
}
