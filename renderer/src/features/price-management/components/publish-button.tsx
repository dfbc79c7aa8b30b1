import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button.tsx';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import { useSheetCompany } from '../hooks/use-sheet-company.ts';
import { PublishDialog } from './publish-dialog.tsx';

/** The departments of the sheet's products, by name. */
function departmentsOf(sheet: ProductSheet): string[] {
  const names = new Set<string>();
  for (const product of sheet.products.values()) names.add(product.departmentName);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/**
 * "Publish price list" in the sheet's toolbar (issue 28): the page is open only to the company's executives
 * and admins, who are the ones the publishing function lets publish.
 */
export function PublishButton({ sheet }: { sheet: ProductSheet }) {
  const company = useSheetCompany();
  const [open, setOpen] = useState(false);
  if (!company.companyId) return null;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={sheet.status !== 'ready'}
        aria-label="Publish price list"
        title="Publish a PDF price list of the revealed products, to share"
      >
        <Send size={14} aria-hidden="true" /> <span className="sheet-toolbar__label">Publish</span>
      </Button>
      {open && (
        <PublishDialog
          open
          onOpenChange={setOpen}
          companyId={company.companyId}
          companyName={company.companyName}
          departments={departmentsOf(sheet)}
          unsaved={sheet.session.editedCount}
        />
      )}
    </>
  );
}
