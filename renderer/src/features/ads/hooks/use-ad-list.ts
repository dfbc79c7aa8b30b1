import { useMemo, useState } from 'react';
import { adDateToday } from '@domain/ads.ts';
import { useAdminAdsQuery } from '../api.ts';
import { AD_STATE_LABELS, adState, type AdState } from '../model/ad-state.ts';

type StateFilter = AdState | 'all';

/** Every ad with its state today, counted per state, and the ads of the state chosen in the chips. */
export function useAdList() {
  const ads = useAdminAdsQuery();
  const [filter, setFilter] = useState<StateFilter>('all');
  const today = adDateToday(new Date());
  const list = useMemo(() => ads.data ?? [], [ads.data]);
  const counts = useMemo(() => {
    const c: Record<StateFilter, number> = { all: list.length, live: 0, scheduled: 0, expired: 0, inactive: 0 };
    for (const ad of list) c[adState(ad, today)] += 1;
    return c;
  }, [list, today]);
  const shown = filter === 'all' ? list : list.filter((ad) => adState(ad, today) === filter);
  const chips = (['all', 'live', 'scheduled', 'expired', 'inactive'] as const).map((value) => ({
    value,
    label: value === 'all' ? 'All' : AD_STATE_LABELS[value],
    count: ads.data ? counts[value] : null,
  }));
  return { ads, today, list, counts, shown, chips, filter, setFilter };
}
