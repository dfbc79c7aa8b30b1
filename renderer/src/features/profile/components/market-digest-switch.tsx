import { Switch } from '@/ui/desk.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';
import { useMarketDigestQuery, useSetMarketDigestMutation } from '../market-digest-api.ts';

export const MARKET_DIGEST_LABEL = 'Daily market digest by e-mail';

/**
 * The member's opt-in to a daily e-mail of the day's market alerts (issue 27), on their own profile; shown to
 * Paid Members and above only (the page decides), the server refusing anyone else.
 */
export function MarketDigestSwitch({ userId }: { userId: string }) {
  const digest = useMarketDigestQuery(userId);
  const [setDigest, saving] = useSetMarketDigestMutation();

  if (digest.isLoading) return <Spinner size={16} label="Loading the digest setting" />;
  if (digest.isError) return <span className="market-digest__error">Not available: {digest.error.message}</span>;
  const change = async (on: boolean) => {
    try {
      const outcome = await setDigest({ userId, on }).unwrap();
      if (!outcome.ok) showToast({ title: 'Not changed', description: outcome.message, variant: 'destructive' });
      else {
        void digest.refetch();
        showToast({ title: on ? 'Daily market digest on' : 'Daily market digest off', variant: 'success' });
      }
    } catch (error) {
      toastFailure('Not changed', error);
    }
  };
  return (
    <span className="market-digest">
      <Switch
        checked={digest.data ?? false}
        label={MARKET_DIGEST_LABEL}
        disabled={saving.isLoading}
        onChange={(on) => void change(on)}
      />
      <span aria-hidden="true">{digest.data ? 'On' : 'Off'}</span>
    </span>
  );
}
