import { Bell, BellOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MARKET_UNFOLLOW_TITLE, marketUnfollowWarning } from '@domain/market.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { MarketWatch } from '@/data/ports/market.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import {
  useMarketFollowMutation,
  useMarketSetThresholdMutation,
  useMarketUnfollowMutation,
  useMarketWatchesQuery,
} from '../api.ts';
import { DEFAULT_THRESHOLD_PCT, readThreshold } from '../model/threshold.ts';

/**
 * Follow a class at a centre: an alert when its median moves past the threshold (2 % unless changed). The
 * server keeps the watch to the member (RLS) and refuses members below Paid; its words are shown as they come.
 */
export function FollowControl({ classKey, centre, label }: { classKey: string; centre: string; label: string }) {
  const watches = useMarketWatchesQuery();
  const watch = watches.data?.find((w) => w.classKey === classKey && w.centre === centre) ?? null;
  const [follow, following] = useMarketFollowMutation();
  const [setThreshold, saving] = useMarketSetThresholdMutation();
  const [unfollow, leaving] = useMarketUnfollowMutation();
  // What the member typed; until they type, the watch's threshold (or the default).
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? String(watch?.thresholdPct ?? DEFAULT_THRESHOLD_PCT);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setTyped(null);
      showToast({ title: done, variant: 'success' });
    } catch (error) {
      setProblem(apiErrorOf(error).message);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { value: thresholdPct, problem: invalid } = readThreshold(text);
    setProblem(invalid);
    if (thresholdPct === null) return;
    void run(
      () =>
        watch
          ? setThreshold({ watchId: watch.id, thresholdPct }).unwrap()
          : follow({ classKey, centre, thresholdPct }).unwrap(),
      watch ? `Alert threshold set to ${thresholdPct} %` : `Following ${label}`,
    );
  };

  return (
    <form className="market-follow" onSubmit={submit} aria-label="Follow this class" noValidate>
      <label className="market-follow__field">
        <span>Alert on a move of</span>
        <input
          className="input market-follow__input"
          inputMode="decimal"
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'market-follow-problem' : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        <span>%</span>
      </label>
      <Button
        type="submit"
        size="sm"
        variant={watch ? 'outline' : 'primary'}
        loading={following.isLoading || saving.isLoading}
      >
        <Bell size={14} aria-hidden="true" /> {watch ? 'Save threshold' : 'Follow'}
      </Button>
      {watch && (
        <FollowingNote
          watch={watch}
          label={label}
          onUnfollow={() => run(() => unfollow(watch.id).unwrap(), `Stopped following ${label}`)}
          busy={leaving.isLoading}
        />
      )}
      {problem && (
        <p id="market-follow-problem" className="market-follow__problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/** The watch, and Unfollow after a confirmation (following again is one click, losing alerts unseen is not). */
function FollowingNote(props: { watch: MarketWatch; label: string; onUnfollow: () => Promise<void>; busy: boolean }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <span className="status-chip status-chip--active">Following · {props.watch.thresholdPct} %</span>
      <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(true)} loading={props.busy}>
        <BellOff size={14} aria-hidden="true" /> Unfollow
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={MARKET_UNFOLLOW_TITLE}
        description={marketUnfollowWarning(props.label, props.watch.thresholdPct)}
        confirmLabel="Unfollow"
        destructive
        onConfirm={props.onUnfollow}
      />
    </>
  );
}
