import { Building2 } from 'lucide-react';
import { PRICE_MANAGEMENT } from '@domain/price-management.ts';
import type { CompanySummary } from '@/data/ports/price-management.ts';
import { Select } from '@/ui/select.tsx';

/** The admin's company choice (trade §2: 'Admin: Select Company'). */
export function CompanyChooser({
  companies,
  value,
  onChange,
  loading,
}: {
  companies: readonly CompanySummary[];
  value: string | null;
  onChange: (companyId: string | null) => void;
  loading: boolean;
}) {
  return (
    <label className="sheet-company">
      <span className="sheet-company__label">
        <Building2 size={15} aria-hidden="true" /> {PRICE_MANAGEMENT.adminSelect}
      </span>
      <Select
        value={value ?? ''}
        disabled={loading}
        placeholder={loading ? 'Loading companies…' : 'Choose a company'}
        options={companies.map((c) => ({ value: c.id, label: c.companyName }))}
        onChange={(e) => onChange(e.target.value || null)}
      />
    </label>
  );
}
