/**
 * Which price lists the desktop keeps offline, as a pure decision: every list the user may read, newest
 * first, while they fit the storage budget; pinned lists always (their bytes count first). Once a list does
 * not fit, it and every older unpinned list are not kept, so the oldest go first when space runs out.
 * A list whose size is not known yet (never fetched) is planned as fitting; the downloader learns its size
 * from the first response and plans again.
 * A list the user removed (Remove in Offline data) is not kept and takes no budget until they keep it again;
 * a pin (theirs, or main's for the sales team) outranks the removal, so pinning brings it back.
 */
import type { OfflineListState } from '@domain/sync/offline-lists.ts';

export type { OfflineListState };

/** A price list the user may read (the cached price_lists row). */
interface PlannedList {
  id: string;
  uploadedAt: string;
}

export interface OfflinePlanInput {
  /** The cached lists, in any order. */
  lists: readonly PlannedList[];
  /** Lists whose file is complete on disk. */
  downloaded: ReadonlySet<string>;
  /** Known sizes in bytes (complete files, or the size a download announced). */
  sizes: ReadonlyMap<string, number>;
  pinned: ReadonlySet<string>;
  /** Lists the user said not to keep offline. */
  removed: ReadonlySet<string>;
  budgetBytes: number;
}

export interface OfflinePlan {
  /** Lists to download, newest first (pinned ones among them, in date order). */
  fetch: string[];
  /** Complete files to delete: lists not kept (over budget or removed) and files of lists no longer readable. */
  evict: string[];
  /** Every readable list's state in the plan. */
  states: Map<string, OfflineListState>;
  /** Bytes the kept lists take (unknown sizes count as 0). */
  keptBytes: number;
}

const newestFirst = (a: PlannedList, b: PlannedList) =>
  a.uploadedAt === b.uploadedAt ? (a.id < b.id ? 1 : -1) : a.uploadedAt < b.uploadedAt ? 1 : -1;

/**
 * One sort, then one walk in date order with set and map lookups only: O(n log n) for n lists (the sort; a list
 * already in order, as the downloader passes it, sorts in one pass), so thousands of lists plan in milliseconds.
 */
export function planOfflineLists(input: OfflinePlanInput): OfflinePlan {
  const { pinned, removed, downloaded, budgetBytes } = input;
  const ordered = [...input.lists].sort(newestFirst);
  const size = (id: string) => input.sizes.get(id) ?? 0;
  let used = 0;
  for (const { id } of ordered) if (pinned.has(id)) used += size(id);
  let full = false;
  const states = new Map<string, OfflineListState>();
  const fetch: string[] = [];
  for (const { id } of ordered) {
    let kept = pinned.has(id);
    // Once one list does not fit, no older unpinned list is kept: the oldest go first.
    if (!kept && !removed.has(id) && !full) {
      kept = used + size(id) <= budgetBytes;
      if (kept) used += size(id);
      else full = true;
    }
    const state = stateOf(id, kept, input);
    states.set(id, state);
    if (state === 'waiting') fetch.push(id);
  }
  return {
    fetch,
    // A file kept is 'available'; any other (not kept, or of a list no longer readable) goes.
    evict: [...downloaded].filter((id) => states.get(id) !== 'available'),
    states,
    keptBytes: used,
  };
}

function stateOf(id: string, kept: boolean, input: OfflinePlanInput): OfflineListState {
  if (kept) return input.downloaded.has(id) ? 'available' : 'waiting';
  return input.removed.has(id) ? 'removed' : 'over-budget';
}
