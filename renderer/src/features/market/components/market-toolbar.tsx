import { Download } from 'lucide-react';
import { formatCountOf } from '@domain/format.ts';
import { Button } from '@/ui/button.tsx';
import { DeskSearch } from '@/ui/desk.tsx';
import { Select } from '@/ui/select.tsx';
import type { MarketFilter } from '../model/market-table.ts';

interface Options {
  fibres: string[];
  departments: string[];
  centres: string[];
}

const choices = (values: string[]) => values.map((value) => ({ value, label: value }));

const SELECTS: readonly {
  field: 'fibre' | 'department' | 'centre';
  label: string;
  all: string;
  choicesOf: (options: Options) => string[];
}[] = [
  { field: 'fibre', label: 'Fibre', all: 'All fibres', choicesOf: (o) => o.fibres },
  { field: 'department', label: 'Department', all: 'All departments', choicesOf: (o) => o.departments },
  { field: 'centre', label: 'Centre', all: 'All centres', choicesOf: (o) => o.centres },
];

/** The index's filters (fibre, department, centre), its search, the count shown and the CSV export. */
export function MarketToolbar({
  filter,
  options,
  shown,
  onChange,
  onExport,
}: {
  filter: MarketFilter;
  options: Options;
  shown: number;
  onChange: (filter: MarketFilter) => void;
  onExport: () => void;
}) {
  const set = (patch: Partial<MarketFilter>) => onChange({ ...filter, ...patch });
  return (
    <div className="desk-toolbar market-toolbar" role="toolbar" aria-label="Market filters">
      <DeskSearch
        label="Search classes"
        placeholder="Search: 40s combed, DTY 150D, Tiruppur…"
        value={filter.search}
        onChange={(search) => set({ search })}
      />
      {SELECTS.map(({ field, label, all, choicesOf }) => (
        <Select
          key={field}
          aria-label={label}
          className="market-toolbar__select"
          placeholder={all}
          options={choices(choicesOf(options))}
          value={filter[field]}
          onChange={(e) => set({ [field]: e.target.value })}
        />
      ))}
      <span className="desk-toolbar__spacer" />
      <span className="desk-toolbar__count" role="status">
        {formatCountOf(shown, 'class', 'classes')}
      </span>
      <Button variant="outline" size="sm" onClick={onExport} disabled={shown === 0}>
        <Download size={14} aria-hidden="true" /> Export CSV
      </Button>
    </div>
  );
}
