/**
 * Events main pushes to the renderer (never requests: the renderer asks through contract.ts).
 * Each names a channel and the zod schema of its payload; main sends only through this map and the
 * preload checks every payload before handing it on.
 */
import { z } from 'zod';
import { LiveEvent } from '@domain/sync/live-spec.ts';
import { OfflineListsSummary, SyncStatus } from './contract.ts';

export const desktopEvents = {
  /** The sync engine's status changed (indicator). */
  syncStatus: { channel: 'desktop-event:sync-status', payload: SyncStatus },
  /**
   * A sync changed these mirrored tables: pages reading them refetch. `settled`: per table, the rows whose
   * queued edits the sync sent (applied, or found in conflict), so the pages showing them take the server's values;
   * `moved`: the products whose queued edit was applied, from the version it was made on to the server's new one.
   */
  dataChanged: {
    channel: 'desktop-event:data-changed',
    payload: z.object({
      tables: z.array(z.string()),
      settled: z.record(z.string(), z.array(z.string())).optional(),
      moved: z.array(z.object({ id: z.string(), from: z.number().int(), to: z.number().int() })).optional(),
    }),
  },
  /** Progress of a PDF download run: the file in hand and bytes so far. */
  pdfProgress: {
    channel: 'desktop-event:pdf-progress',
    payload: z.object({
      priceListId: z.string(),
      /** Files finished and to do in this run. */
      done: z.number().int().nonnegative(),
      count: z.number().int().nonnegative(),
      receivedBytes: z.number().int().nonnegative(),
      totalBytes: z.number().int().nonnegative().nullable(),
    }),
  },
  /** A change or broadcast heard by a live subscription (contract.ts liveListen). */
  liveEvent: { channel: 'desktop-event:live-event', payload: z.object({ id: z.number().int(), event: LiveEvent }) },
  /** Whether a live subscription is joined now (false while main's connection is down or signed out). */
  liveStatus: { channel: 'desktop-event:live-status', payload: z.object({ id: z.number().int(), live: z.boolean() }) },
  /** The background downloader of offline price lists: counts, bytes and downloads in flight (throttled). */
  offlineLists: { channel: 'desktop-event:offline-lists', payload: OfflineListsSummary },
} as const;

type DesktopEvents = typeof desktopEvents;
export type DesktopEventName = keyof DesktopEvents;
export type DesktopEventPayload<E extends DesktopEventName> = z.output<DesktopEvents[E]['payload']>;
