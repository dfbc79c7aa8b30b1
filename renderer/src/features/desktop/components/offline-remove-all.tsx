import { useState } from 'react';
import { formatBytes } from '@domain/format.ts';
import type { CachedPriceList, OfflineListsStatus } from '@/platform/desktop-bridge.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';

/** The lists Remove all takes: every list kept now, apart from those kept for the sales team (kept by rule). */
function removableLists(status: OfflineListsStatus | null): string[] {
  if (!status) return [];
  const byRule = new Set(status.companyPinned ?? []);
  return Object.entries(status.states)
    .filter(([id, state]) => (state === 'available' || state === 'waiting') && !byRule.has(id))
    .map(([id]) => id);
}

/**
 * Remove all, after a confirmation that says what it means: the lists kept now are deleted and not downloaded
 * again until Keep offline or a pin; the sales team's lists stay, as the company keeps them by rule.
 */
export function OfflineRemoveAll({
  status,
  lists,
  disabled,
  onRemoveAll,
}: {
  status: OfflineListsStatus | null;
  /** The cached lists with their files: the confirmation says how much space the removal frees. */
  lists: readonly CachedPriceList[];
  disabled: boolean;
  onRemoveAll: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  const removable = new Set(removableLists(status));
  const count = removable.size;
  const bytes = lists.reduce((sum, l) => sum + (removable.has(l.row.id) ? (l.localFile?.bytes ?? 0) : 0), 0);
  const byRule = status?.companyPinned?.length ?? 0;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setAsking(true)} disabled={disabled || count === 0}>
        Remove all
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Stop keeping these price lists offline?"
        description={removeAllText(count, bytes, byRule)}
        confirmLabel="Remove all"
        destructive
        onConfirm={onRemoveAll}
      />
    </>
  );
}

/** What the confirmation says: the lists it removes and what that means, and which lists stay. */
function removeAllText(count: number, bytes: number, byRule: number): string {
  const lists = count === 1 ? 'The list kept offline now' : `The ${count} lists kept offline now`;
  const removes =
    `${lists} (${formatBytes(bytes)} on this computer) ${count === 1 ? 'is' : 'are'} deleted, your pins on ` +
    'them too, and syncs will not download them again until you press Keep offline or pin one.';
  if (!byRule) return removes;
  const stays =
    byRule === 1
      ? 'The list kept offline for your sales team stays'
      : `The ${byRule} lists kept offline for your sales team stay`;
  return `${removes} ${stays}: your company's latest lists are kept on this computer by rule.`;
}
