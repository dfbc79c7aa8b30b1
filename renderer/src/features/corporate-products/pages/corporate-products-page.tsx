import { useMemo, useState } from 'react';
import { CORPORATE_PRODUCTS } from '@domain/corporate-product-form.ts';
import { formatCount, formatCountOf } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { apiErrorOf } from '@/data/api.ts';
import { useFullScreen } from '@/hooks/use-full-screen.ts';
import { useLeaveGuard } from '@/hooks/use-leave-guard.ts';
import { DeskHeader, LoadFailed } from '@/ui/desk.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { KpiStrip } from '@/ui/kpi-strip.tsx';
import { CellNotes } from '../components/cell-notes.tsx';
import { CompanyPicker } from '../components/company-picker.tsx';
import { EntryWorkspace } from '../components/entry-workspace.tsx';
import { ProblemList } from '../components/problem-list.tsx';
import { useEntryCompany } from '../hooks/use-entry-company.ts';
import { useEntryImport } from '../hooks/use-entry-import.ts';
import { useEntryRows } from '../hooks/use-entry-rows.ts';
import { usePhoneEntry } from '../hooks/use-phone-entry.ts';
import { useEntrySave } from '../hooks/use-entry-save.ts';
import { cellProblems, entryFigures, hasStartedRows } from '../model/entry-rows.ts';
import '@/ui/desk.css';
import '../corporate-products.css';

/**
 * /admin/corporate-products (trade §2 'Manage Corporate Products', §5 'Corporate product form'; admins and
 * limited admins): products added to a chosen company from a multi-row entry grid. Rows are typed, pasted as
 * a block from Excel or Google Sheets, or imported from an .xlsx or CSV file; every invalid cell is marked
 * and listed before anything is sent; Save adds all rows in one insert, which the table's checks and RLS
 * decide again on the server.
 */
export function CorporateProductsPage() {
  const target = useEntryCompany();
  const entry = useEntryRows();
  const { save, saving } = useEntrySave(target, entry);
  const importFile = useEntryImport(entry);
  const [confirmClear, setConfirmClear] = useState(false);
  const fullScreen = useFullScreen();
  const phone = usePhoneEntry();
  // Rows whose every message shows on a phone's cards: all of them once Save is pressed, one from the list to fix.
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());

  const { rows, focusCell } = entry;
  const dirty = hasStartedRows(rows);
  const leave = useLeaveGuard(dirty);
  const problems = useMemo(() => cellProblems(rows), [rows]);
  const figures = useMemo(() => entryFigures(rows), [rows]);
  const entered = formatCountOf(figures.started, 'product');
  const { companies } = target;
  const onSave = () => {
    setRevealed(new Set(rows.map((r) => r.key)));
    void save();
  };

  return (
    <div className="desk cp-page">
      <DeskHeader
        back={{ to: paths.admin.href(), label: 'Back to Admin Panel' }}
        title={CORPORATE_PRODUCTS.title}
        subtitle="Add products to a corporate company: type them, paste a block from Excel or Google Sheets, or import a file. Nothing is saved until you press Save."
      />

      <CompanyPicker target={target} />

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

      <EntryWorkspace
        phone={phone}
        entry={entry}
        departments={target.departments}
        started={figures.started}
        dirty={dirty}
        saving={saving}
        fullScreen={fullScreen}
        revealed={revealed}
        onImport={importFile}
        onClear={() => setConfirmClear(true)}
        onSave={onSave}
      />

      <CellNotes report={entry.notes} onClose={() => entry.setNotes(null)} />
      <ProblemList
        problems={problems}
        onGo={(p) => {
          setRevealed((keys) => new Set(keys).add(p.key));
          focusCell(p.row - 1, p.field);
        }}
      />

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear every row?"
        description={`${entered} entered here will be removed from the grid. Nothing has been saved.`}
        confirmLabel="Clear rows"
        destructive
        onConfirm={entry.reset}
      />
      <ConfirmDialog
        open={leave.pending !== null}
        onOpenChange={(open) => !open && leave.stay()}
        title="Leave without saving?"
        description={`${entered} entered here ${figures.started === 1 ? 'is' : 'are'} not saved. If you leave now ${figures.started === 1 ? 'it is' : 'they are'} lost.`}
        confirmLabel="Leave and discard"
        destructive
        onConfirm={() => leave.leave()}
      />
    </div>
  );
}
