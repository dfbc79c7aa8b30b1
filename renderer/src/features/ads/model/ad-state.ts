/** Where an ad stands today: switched off, waiting for its first day, showing, or past its last day. */
export type AdState = 'inactive' | 'scheduled' | 'live' | 'expired';

export const AD_STATE_LABELS: Record<AdState, string> = {
  live: 'Live',
  scheduled: 'Scheduled',
  expired: 'Expired',
  inactive: 'Inactive',
};

/** The state of an ad on `today` (YYYY-MM-DD in India), as the banners decide it. */
export function adState(ad: { status: boolean; fromDate: string; toDate: string }, today: string): AdState {
  if (!ad.status) return 'inactive';
  if (today < ad.fromDate) return 'scheduled';
  if (today > ad.toDate) return 'expired';
  return 'live';
}
