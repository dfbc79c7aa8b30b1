import { homeApi } from '../api.ts';
import { CountersView } from './counters-view.tsx';

/** The three live counters; they stay at 0 when the counts cannot be read (§8), with a note when offline. */
export function HomeCounters() {
  const { data, isLoading, error } = homeApi.useHomeCountersQuery();
  const unreachable = error && 'kind' in error && error.kind === 'unreachable' ? error.message : null;
  return <CountersView counters={data} loading={isLoading} unreachableMessage={unreachable} />;
}
