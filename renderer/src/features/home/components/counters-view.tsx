import { formatCount } from '@domain/format.ts';
import type { HomeCounters } from '@/data/ports/content.ts';
import { Alert } from '@/ui/alert.tsx';

const COUNTERS = [
  { key: 'fabricListings', label: 'Fabric listings' },
  { key: 'sourcingListings', label: 'Other sourcing listings' },
  { key: 'activeMembers', label: 'Active members' },
] as const;

/**
 * The three counters: skeletons while `loading`, else the figures (0 for a count that could not be read,
 * §8), with a note when the server was out of reach.
 */
export function CountersView({
  counters,
  loading = false,
  unreachableMessage = null,
}: {
  counters?: HomeCounters | undefined;
  loading?: boolean;
  unreachableMessage?: string | null;
}) {
  return (
    <div className="home-counters-block">
      <dl className="home-counters" aria-busy={loading || undefined} aria-label="Marketplace at a glance">
        {COUNTERS.map(({ key, label }) => (
          <div key={key} className="home-counters__item">
            <dt>{label}</dt>
            <dd data-testid={`counter-${key}`}>
              {loading ? <span className="skeleton home-counters__skeleton" /> : formatCount(counters?.[key] ?? 0)}
            </dd>
          </div>
        ))}
      </dl>
      {unreachableMessage && (
        <Alert variant="warning" title={unreachableMessage}>
          Live figures appear when the connection is back.
        </Alert>
      )}
    </div>
  );
}
