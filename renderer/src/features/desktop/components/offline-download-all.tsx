import { useState } from 'react';
import type { OfflineListsStatus } from '@/platform/desktop-bridge.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';

/**
 * Download all. It keeps every list offline again, the ones the person removed too (main's downloadPriceLists
 * undoes their removals): with removed lists, it first says so and which ones, and downloads only when confirmed.
 */
export function OfflineDownloadAll({
  status,
  names,
  busy,
  disabled,
  onDownloadAll,
}: {
  status: OfflineListsStatus | null;
  /** Each list's name by id (the confirmation names the removed ones). */
  names: ReadonlyMap<string, string>;
  busy: boolean;
  disabled: boolean;
  onDownloadAll: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const removed = (status?.removed ?? []).filter((id) => status?.states[id] === 'removed' && names.has(id));
  return (
    <>
      <Button
        size="sm"
        onClick={() => (removed.length ? setAsking(true) : onDownloadAll())}
        loading={busy}
        disabled={disabled}
      >
        Download all
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Download the lists you removed too?"
        description={downloadAllText(removed.map((id) => names.get(id) ?? id))}
        confirmLabel="Download all"
        onConfirm={async () => onDownloadAll()}
      />
    </>
  );
}

/** What the confirmation says: the removed lists it brings back, and how to leave them out. */
function downloadAllText(removedNames: readonly string[]): string {
  const count = removedNames.length;
  const shown = removedNames.slice(0, 3).join(', ') + (count > 3 ? ` and ${count - 3} more` : '');
  const lists = count === 1 ? `The list you removed (${shown}) is` : `The ${count} lists you removed (${shown}) are`;
  return (
    `${lists} downloaded too and kept offline again: syncs keep ${count === 1 ? 'it' : 'them'} up to date. ` +
    'To bring back only some, cancel and press Keep offline on those.'
  );
}
