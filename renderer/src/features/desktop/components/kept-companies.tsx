import { useMemo, useState } from 'react';
import type { DesktopBridge } from '@/platform/desktop-bridge.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { Checkbox } from '@/ui/checkbox.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { useKeptCompanies } from '../hooks/use-kept-companies.ts';

const same = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((id) => b.includes(id));

/**
 * Admins: the companies whose products and customer bids this computer keeps for offline use, with 'All
 * companies' for every one. Saved in the cache by main, which syncs the chosen companies' rows in and the
 * others' out.
 */
export function KeptCompanies({ bridge }: { bridge: DesktopBridge }) {
  const { companies, kept, error, saving, save } = useKeptCompanies(bridge, true);
  /** The choice being made (null: all companies); undefined until the person changes something. */
  const [draft, setDraft] = useState<string[] | null | undefined>(undefined);
  const [filter, setFilter] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const choice = draft === undefined ? (kept ?? null) : draft;
  const all = choice === null;
  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase();
    return term ? companies.filter((c) => c.name.toLowerCase().includes(term)) : companies;
  }, [companies, filter]);

  const toggle = (id: string, on: boolean) => {
    const current = choice ?? [];
    setDraft(on ? [...current.filter((c) => c !== id), id] : current.filter((c) => c !== id));
    setSaved(null);
  };

  const apply = async () => {
    if (await save(choice)) {
      setDraft(undefined);
      setSaved(
        choice === null
          ? 'Every company’s products and bids are kept for offline use.'
          : `${choice.length} ${choice.length === 1 ? 'company’s' : 'companies’'} products and bids are kept for offline use.`,
      );
    }
  };

  return (
    <section className="offline-data" aria-labelledby="offline-companies">
      <header className="offline-data__header">
        <h3 id="offline-companies">Companies kept offline</h3>
        <span className="offline-data__usage" data-testid="kept-companies">
          {kept === undefined ? '…' : kept === null ? 'All companies' : `${kept.length} of ${companies.length}`}
        </span>
      </header>
      <p className="offline-data__hint">
        Products and customer bids of these companies are kept on this computer for the price sheet and Bids Management
        offline.
      </p>
      <div className="offline-data__toolbar">
        <Checkbox
          label="All companies"
          checked={all}
          disabled={kept === undefined}
          onChange={(e) => {
            setDraft(e.target.checked ? null : []);
            setSaved(null);
          }}
        />
        <TextInput
          type="search"
          aria-label="Find a company"
          placeholder="Find a company"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      <ul className="offline-data__list offline-data__companies" aria-label="Companies kept for offline use">
        {shown.map((company) => (
          <li key={company.id}>
            <Checkbox
              label={company.name}
              checked={all || choice.includes(company.id)}
              disabled={all}
              onChange={(e) => toggle(company.id, e.target.checked)}
            />
          </li>
        ))}
        {!companies.length && <li className="offline-data__empty">No companies synced yet.</li>}
      </ul>
      <div className="offline-data__toolbar">
        <Button
          size="sm"
          onClick={() => void apply()}
          loading={saving}
          disabled={kept === undefined || same(choice, kept)}
        >
          Keep these companies
        </Button>
        {saved && (
          <span className="offline-data__meta" role="status">
            {saved}
          </span>
        )}
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
    </section>
  );
}
