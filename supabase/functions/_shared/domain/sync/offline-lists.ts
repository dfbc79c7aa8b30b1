/**
 * The words the desktop shows for price lists kept offline without asking (issue 26): each list's state on
 * the Price List page and the summary in the status bar. Pure, so the page, the status bar and tests agree.
 */
import { formatBytes } from '../format.ts';

/** A list's place in the offline plan (electron/main/cache/offline-plan.ts). */
/** 'removed': the user said not to keep it (Remove in Offline data) until they press Keep offline or pin it. */
export type OfflineListState = 'available' | 'waiting' | 'over-budget' | 'removed';

export const OFFLINE_LIST_TEXT = {
  available: 'Available offline',
  waiting: 'Waiting',
  overBudget: 'Not kept: over budget',
  removed: 'Not kept — removed by you',
  keep: 'Keep offline',
  /** Why main keeps a list offline by itself (issue 28): the company's latest list, for its executives and sales team. */
  companyPinned: 'Kept offline for your sales team',
  pin: 'Pin offline',
  unpin: 'Unpin',
  pinHint: 'Pinned lists stay offline whatever the budget.',
} as const;

/** Bytes so far of a download in flight. */
export interface DownloadProgress {
  receivedBytes: number;
  totalBytes: number | null;
}

/** "Available offline", "Downloading 45 %", "Waiting", "Not kept: over budget" or "Not kept — removed by you". */
export function offlineListLabel(state: OfflineListState, download?: DownloadProgress | null): string {
  if (download) {
    const percent = download.totalBytes ? Math.floor((download.receivedBytes / download.totalBytes) * 100) : 0;
    return `Downloading ${percent} %`;
  }
  if (state === 'available') return OFFLINE_LIST_TEXT.available;
  if (state === 'removed') return OFFLINE_LIST_TEXT.removed;
  return state === 'waiting' ? OFFLINE_LIST_TEXT.waiting : OFFLINE_LIST_TEXT.overBudget;
}

export interface OfflineListsCounts {
  lists: number;
  available: number;
  waiting: number;
  bytesUsed: number;
  running: boolean;
}

/** "Offline: 37 of 120 lists · 412 MB". */
export function offlineSummaryLabel(counts: OfflineListsCounts): string {
  return `Offline: ${counts.available} of ${counts.lists} lists · ${formatBytes(counts.bytesUsed)}`;
}

/** How far the downloads are (0–1) while some wait; null when nothing is downloading. */
export function offlineProgress(counts: OfflineListsCounts): number | null {
  if (!counts.running || counts.waiting === 0) return null;
  return counts.available / (counts.available + counts.waiting);
}
