import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@domain/paths.ts';
import { PRICE_MANAGEMENT } from '@domain/price-management.ts';
import type { CompanySummary } from '@/data/ports/price-management.ts';
import { useFullScreen } from '@/hooks/use-full-screen.ts';
import { CompanyChooser } from '../components/company-chooser.tsx';
import { noSheet } from '../components/no-sheet.tsx';
import { PriceCheckMenu } from '../components/price-check-menu.tsx';
import { sheetLayoutKey } from '../components/price-columns.ts';
import { SheetDialogs } from '../components/sheet-dialogs.tsx';
import { SheetFiguresStrip } from '../components/sheet-figures-strip.tsx';
import { SheetHeader } from '../components/sheet-header.tsx';
import { SheetToolbar } from '../components/sheet-toolbar.tsx';
import { SheetWorkspace } from '../components/sheet-workspace.tsx';
import { useColumnLayout } from '../hooks/use-column-layout.ts';
import { useCompanySwitch } from '../hooks/use-company-switch.ts';
import { useProductSheet, type ProductSheet } from '../hooks/use-product-sheet.ts';
import { useSheetCompany } from '../hooks/use-sheet-company.ts';
import { useSheetImport } from '../hooks/use-sheet-import.ts';
import { useSheetSave } from '../hooks/use-sheet-save.ts';
import { useSheetView } from '../hooks/use-sheet-view.ts';
import { exportCsv, exportFileName, exportXlsx } from '../model/export-sheet.ts';
import { sheetFigures } from '../model/sheet-rows.ts';
import '@/ui/workspace.css';
import '../price-management.css';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

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
    toastFailure('Export failed', error);
  }
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
  const layout = useColumnLayout(sheetLayoutKey(company.userId));
  const saving = useSheetSave(sheet, companyId);
  const imports = useSheetImport(sheet);
  const fullScreen = useFullScreen();
  const view = useSheetView(sheet);
  const { quickFilter, department, selected, focused } = view;
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const companySwitch = useCompanySwitch(company, sheet, view.reset);

  // The figures follow the edits (`revision`), so they are computed again when it moves.
  const figures = useMemo(
    () => sheetFigures(sheet.products.values(), sheet.session),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `revision` stands for the mutable sheet's content
    [sheet.revision, sheet.status],
  );

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
                onChange={companySwitch.choose}
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
              onShowProduct={view.showProduct}
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
        showProduct={view.showProduct}
        confirmDiscard={confirmDiscard}
        onConfirmDiscard={setConfirmDiscard}
        leaving={companySwitch.asking}
        onStay={companySwitch.stay}
        onLeave={companySwitch.go}
      />
    </section>
  );
}
