import { LOCALE } from '@domain/constants.ts';
import { Alert } from '@/ui/alert.tsx';
import { homeApi } from '../api.ts';

const COUNTERS = [
  { key: 'fabricListings', label: 'Fabric listings' },
  { key: 'sourcingListings', label: 'Other sourcing listings' },
  { key: 'activeMembers', label: 'Active members' },
] as const;

const format = new Intl.NumberFormat(LOCALE);

/** The three live counters; they stay at 0 when the counts cannot be read (§8), with a note when offline. */
export function HomeCounters() {
  const { data, isLoading, error } = homeApi.useHomeCountersQuery();
  return (
    <div className="home-counters-block">
      <dl className="home-counters" aria-busy={isLoading || undefined} aria-label="Marketplace at a glance">
        {COUNTERS.map(({ key, label }) => (
          <div key={key} className="home-counters__item">
            <dt>{label}</dt>
            <dd data-testid={`counter-${key}`}>
              {isLoading ? <span className="skeleton home-counters__skeleton" /> : format.format(data?.[key] ?? 0)}
            </dd>
          </div>
        ))}
      </dl>
      {error && 'kind' in error && error.kind === 'unreachable' && (
        <Alert variant="warning" title={error.message}>
          Live figures appear when the connection is back.
        </Alert>
      )}
    </div>
  );
}
