import { Building2 } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@domain/paths.ts';
import { PRICE_MANAGEMENT } from '@domain/price-management.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { CompanySummary } from '@/data/ports/price-management.ts';
import { useFullScreen } from '@/hooks/use-full-screen.ts';
import { useLeaveGuard } from '@/hooks/use-leave-guard.ts';
import { useCan } from '@/session/use-can.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { LoadFailed } from '@/ui/desk.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { KpiStrip, type Kpi } from '@/ui/kpi-strip.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { UploadProgress } from '@/ui/upload-progress.tsx';
import { useSheetCompaniesQuery } from '../api.ts';
import { CompanyChooser } from '../components/company-chooser.tsx';
import { ConflictDialog } from '../components/conflict-dialog.tsx';
import { PriceCheckDialog } from '../components/price-check-dialog.tsx';
import { PriceCheckMenu } from '../components/price-check-menu.tsx';
import { sheetLayoutKey } from '../components/price-columns.ts';
import { RejectedCellsDialog } from '../components/rejected-cells-dialog.tsx';
import { SheetToolbar } from '../components/sheet-toolbar.tsx';
import { ALL_DEPARTMENTS, SheetWorkspace } from '../components/sheet-workspace.tsx';
import { useColumnLayout } from '../hooks/use-column-layout.ts';
import { useProductSheet, type ProductSheet } from '../hooks/use-product-sheet.ts';
import { plural, useSheetImport } from '../hooks/use-sheet-import.ts';
import { useSheetSave, type SheetSave } from '../hooks/use-sheet-save.ts';
import { exportCsv, exportFileName, exportXlsx } from '../model/export-sheet.ts';
import { sheetFigures, type SheetFigures } from '../model/sheet-rows.ts';
import '@/ui/workspace.css';
import '../price-management.css';
import { formatCount } from '@domain/format.ts';

/** The company whose sheet is open: any company the admin chooses (?company=), the executive's own. */
function useSheetCompany() {
  const session = useSession();
  const isAdmin = useCan()('sourcing.anyCompany');
  const [params, setParams] = useSearchParams();
  const companies = useSheetCompaniesQuery(undefined, { skip: !isAdmin });
  const companyId = isAdmin ? params.get('company') : session.facts.companyId;
  const companyName = isAdmin
    ? (companies.data?.find((c) => c.id === companyId)?.companyName ?? null)
    : session.facts.companyName;
  const open = useCallback((id: string | null) => setParams(id ? { company: id } : {}), [setParams]);
  return { isAdmin, userId: session.userId ?? 'anonymous', companies, companyId, companyName, open };
}

function SheetHeader(props: { companyName: string | null; actions: ReactNode }) {
  return (
    <header className="sheet-page__header">
      <div>
        {props.companyName && (
          <p className="sheet-page__company">
            <Building2 size={16} aria-hidden="true" /> {props.companyName}
          </p>
        )}
        <h1 id="sheet-title">{PRICE_MANAGEMENT.title}</h1>
        <p className="sheet-page__subtitle">
          Reprice and reveal or hide your products. Edits stay unsaved (highlighted) until you save them in one go.
        </p>
      </div>
      <div className="sheet-page__actions">{props.actions}</div>
    </header>
  );
}

function SheetFiguresStrip({ figures, sheet }: { figures: SheetFigures; sheet: ProductSheet }) {
  const shown = sheet.status === 'ready' || figures.products > 0;
  const items: Kpi[] = [
    { label: 'Products', value: formatCount(figures.products) },
    { label: 'Revealed', value: formatCount(figures.revealed), note: 'shown to members' },
    { label: 'Hidden', value: formatCount(figures.hidden) },
    {
      label: 'Without price',
      value: formatCount(figures.withoutPrice),
      noteTone: 'warning',
      note: figures.withoutPrice > 0 ? 'no basic price' : undefined,
    },
    {
      label: 'Unsaved edits',
      value: formatCount(sheet.session.editedCount),
      note: sheet.stale.size > 0 ? `${sheet.stale.size} changed by others` : undefined,
      noteTone: 'warning',
    },
  ];
  return <KpiStrip label="Sheet figures" items={items.map((k) => (shown ? k : { label: k.label, value: '–' }))} />;
}

/** Why there is no sheet to show (no company yet, none chosen, none registered, the read failed), or null. */
function noSheet(company: ReturnType<typeof useSheetCompany>, sheet: ProductSheet): ReactNode | null {
  const { isAdmin, companies, companyId } = company;
  if (isAdmin && companies.error && !companyId)
    return (
      <LoadFailed
        title="Error fetching companies"
        message={companies.error.message ?? ''}
        onRetry={() => void companies.refetch()}
      />
    );
  if (isAdmin && companies.data?.length === 0)
    return (
      <div className="sheet-page__empty" role="status">
        <h2>{PRICE_MANAGEMENT.noCompanies}</h2>
        <p>Register a company member in the admin panel first.</p>
        <Link to={paths.admin.path}>Go to the admin panel</Link>
      </div>
    );
  if (!companyId)
    return isAdmin ? (
      <div className="sheet-page__empty" role="status">
        <h2>{PRICE_MANAGEMENT.selectCompany}</h2>
        <p>{PRICE_MANAGEMENT.selectCompanyHint}</p>
      </div>
    ) : (
      <Alert variant="warning" title="No company">
        Your account is not linked to a company yet.
      </Alert>
    );
  if (sheet.status === 'failed')
    return (
      <LoadFailed
        title={PRICE_MANAGEMENT.loadErrorTitle}
        message={sheet.error ?? ''}
        onRetry={() => void sheet.reload()}
      />
    );
  return null;
}

/** What the grid shows: the quick filter, the department, the selected rows and the focused product. */
function useSheetView() {
  const [quickFilter, setQuickFilter] = useState('');
  const [department, setDepartment] = useState<string>(ALL_DEPARTMENTS);
  const [selected, setSelected] = useState<string[]>([]);
  const [focused, setFocused] = useState<string | null>(null);
  const clearFilters = useCallback(() => {
    setDepartment(ALL_DEPARTMENTS);
    setQuickFilter('');
  }, []);
  const reset = useCallback(() => {
    clearFilters();
    setSelected([]);
    setFocused(null);
  }, [clearFilters]);
  return {
    ...{ quickFilter, setQuickFilter, department, setDepartment, selected, setSelected, focused, setFocused },
    clearFilters,
    reset,
  };
}

/** The sheet as shown (filtered, sorted, edits in place) to a CSV or XLSX file named after the company. */
async function exportSheet(sheet: ProductSheet, companyName: string | null, kind: 'csv' | 'xlsx') {
  const api = sheet.grid.current;
  if (!api) return;
  const name = exportFileName(companyName ?? 'company', kind);
  if (kind === 'csv') {
    exportCsv(api, name);
    return;
  }
  try {
    await exportXlsx(api, name, companyName ?? 'Prices');
  } catch (error) {
    showToast({ title: 'Export failed', description: apiErrorOf(error).message, variant: 'destructive' });
  }
}

/** Focuses a product in the grid (from the history or the price check), showing every row first if it is filtered out. */
function showProductIn(sheet: ProductSheet, id: string, clearFilters: () => void, onFocused: (id: string) => void) {
  const api = sheet.grid.current;
  let node = api?.getRowNode(id);
  if (!api || !node) return;
  if (node.rowIndex === null || node.rowIndex === undefined) {
    clearFilters();
    api.setFilterModel(null);
    api.onFilterChanged();
    node = api.getRowNode(id);
  }
  if (!node || node.rowIndex === null) return;
  api.ensureNodeVisible(node, 'middle');
  api.setFocusedCell(node.rowIndex, 'basicPrice');
  onFocused(id);
}

/** The sheet's dialogs: the price check before a save, conflicts, unused cells, discard, and leaving unsaved. */
function SheetDialogs(props: {
  sheet: ProductSheet;
  saving: SheetSave;
  imports: ReturnType<typeof useSheetImport>;
  showProduct: (id: string) => void;
  confirmDiscard: boolean;
  onConfirmDiscard: (open: boolean) => void;
  leaving: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { sheet, saving } = props;
  const edits = sheet.session.editedCount;
  return (
    <>
      <PriceCheckDialog
        check={saving.check}
        saving={saving.saving}
        onClose={saving.closeCheck}
        onSaveAnyway={saving.saveConfirmed}
        onHideZeroAndSave={saving.hideZeroAndSave}
        onShowProduct={(id) => {
          saving.closeCheck();
          props.showProduct(id);
        }}
      />
      <ConflictDialog
        key={saving.conflicts?.round ?? 0}
        sheet={sheet}
        conflicts={saving.conflicts?.list ?? null}
        onClose={saving.closeConflicts}
        onResolvedSave={() => {
          saving.closeConflicts();
          saving.save();
        }}
      />
      <RejectedCellsDialog report={props.imports.report} onClose={props.imports.closeReport} />
      <ConfirmDialog
        open={props.confirmDiscard}
        onOpenChange={props.onConfirmDiscard}
        title="Discard unsaved changes?"
        description={`${plural(edits, 'product')} go back to the saved price and visibility. This cannot be undone.`}
        confirmLabel="Discard changes"
        destructive
        onConfirm={() => sheet.discardAll()}
      />
      <ConfirmDialog
        open={props.leaving}
        onOpenChange={(open) => !open && props.onStay()}
        title="Leave without saving?"
        description={`You have ${plural(edits, 'unsaved change')}. If you leave now they are lost.`}
        confirmLabel="Leave and discard"
        destructive
        onConfirm={props.onLeave}
      />
    </>
  );
}

/**
 * /price-management (trade §2 'Price and Status Management'; admins for any company, corporate executives
 * for their own; the route guard refuses everyone else): the company's products as a price sheet. Basic
 * price and visibility are edited in the grid, pasted from a spreadsheet, applied to selected rows or
 * imported from a file, held as unsaved edits (highlighted, undoable) and saved in one version-checked
 * call, after the company's price check; a product someone else changed meanwhile is never overwritten
 * without asking.
 */
export function PriceManagementPage() {
  const company = useSheetCompany();
  const { companyId, companyName } = company;
  const sheet = useProductSheet(companyId);
  const edits = sheet.session;
  const layout = useColumnLayout(sheetLayoutKey(company.userId));
  const saving = useSheetSave(sheet, companyId);
  const imports = useSheetImport(sheet);
  const fullScreen = useFullScreen();
  const view = useSheetView();
  const { quickFilter, department, selected, focused } = view;
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [pendingCompany, setPendingCompany] = useState<string | null | undefined>(undefined);
  const dirty = edits.editedCount > 0;
  const leave = useLeaveGuard(dirty);

  // The figures follow the edits (`revision`), so they are computed again when it moves.
  const figures = useMemo(
    () => sheetFigures(sheet.products.values(), sheet.session),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `revision` stands for the mutable sheet's content
    [sheet.revision, sheet.status],
  );
  const showProduct = (id: string) => showProductIn(sheet, id, view.clearFilters, view.setFocused);

  const chooseCompany = (id: string | null) => {
    if (dirty) {
      setPendingCompany(id);
      return;
    }
    company.open(id);
    view.reset();
  };

  const stop = noSheet(company, sheet);
  const noProducts = sheet.status === 'ready' && figures.products === 0;
  return (
    <section className="sheet-page" aria-labelledby="sheet-title">
      <SheetHeader
        companyName={companyName}
        actions={
          <>
            {company.isAdmin && (
              <CompanyChooser
                companies={company.companies.data ?? ([] as CompanySummary[])}
                value={companyId}
                onChange={chooseCompany}
                loading={company.companies.isLoading}
              />
            )}
            {companyId && <PriceCheckMenu companyId={companyId} maxChangePct={saving.maxChangePct} />}
          </>
        }
      />
      {stop ?? (
        <>
          <SheetFiguresStrip figures={figures} sheet={sheet} />
          {sheet.status === 'loading' && (
            <UploadProgress
              label={`Loading products: ${formatCount(sheet.progress.loaded)}${sheet.progress.total ? ` of ${formatCount(sheet.progress.total)}` : ''}`}
              value={sheet.progress.total ? sheet.progress.loaded / sheet.progress.total : 0}
            />
          )}
          {noProducts ? (
            <div className="sheet-page__empty" role="status">
              <h2>{PRICE_MANAGEMENT.noProducts}</h2>
              <p>This company has no products yet.</p>
              {company.isAdmin && <Link to={paths.corporateProducts.path}>Add products</Link>}
            </div>
          ) : (
            <SheetWorkspace
              sheet={sheet}
              companyId={companyId!}
              userId={company.userId}
              fullScreen={fullScreen}
              departments={figures.departments}
              productCount={figures.products}
              department={department}
              onDepartment={view.setDepartment}
              quickFilter={quickFilter}
              selected={selected}
              onSelected={view.setSelected}
              focused={focused}
              onFocused={view.setFocused}
              onShowProduct={showProduct}
              onRejected={imports.onRejected}
              onSave={saving.save}
              saving={saving.saving}
              toolbar={
                <SheetToolbar
                  sheet={sheet}
                  quickFilter={quickFilter}
                  onQuickFilter={view.setQuickFilter}
                  onResetLayout={() => sheet.grid.current && layout.reset(sheet.grid.current)}
                  onImport={(e) => void imports.importFile(e)}
                  onExport={(kind) => void exportSheet(sheet, companyName, kind)}
                  onDiscard={() => setConfirmDiscard(true)}
                  onSave={saving.save}
                  saving={saving.saving}
                  fullScreen={fullScreen}
                />
              }
            />
          )}
        </>
      )}

      <SheetDialogs
        sheet={sheet}
        saving={saving}
        imports={imports}
        showProduct={showProduct}
        confirmDiscard={confirmDiscard}
        onConfirmDiscard={setConfirmDiscard}
        leaving={leave.pending !== null || pendingCompany !== undefined}
        onStay={() => {
          leave.stay();
          setPendingCompany(undefined);
        }}
        onLeave={() => {
          if (pendingCompany !== undefined) {
            sheet.discardAll();
            const next = pendingCompany;
            setPendingCompany(undefined);
            company.open(next);
          } else leave.leave();
        }}
      />
    </section>
  );
}
