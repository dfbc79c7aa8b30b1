/**
 * Sync cursors (see supabase/migrations/20261123000120_sync_pull.sql): where a client's copy of one
 * mirrored table stands. Changes are ordered by change marker (the writing transaction's id), ties
 * broken by row id; a cursor is the last change applied that no later commit can fall behind.
 */

/** A position in a table's change stream: marker first, then id (a lowercase uuid). */
export interface SyncCursor {
  marker: number;
  id: string;
}

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** Before every change: where a client with an empty copy starts. */
export const SYNC_START: SyncCursor = { marker: 0, id: NIL_UUID };

/**
 * Orders positions as PostgreSQL orders (version, id): by marker, then by id. Lowercase uuid text
 * compares in the same order as PostgreSQL's uuid type (byte by byte).
 */
export function compareCursors(a: SyncCursor, b: SyncCursor): number {
  if (a.marker !== b.marker) return a.marker < b.marker ? -1 : 1;
  if (a.id === b.id) return 0;
  const x = a.id.toLowerCase();
  const y = b.id.toLowerCase();
  return x === y ? 0 : x < y ? -1 : 1;
}

/**
 * True when no transaction can still commit a change at or before `position`: its marker is below
 * the watermark (the oldest transaction still open when the page was read).
 */
export function isSettled(position: SyncCursor, watermark: number): boolean {
  return position.marker < watermark;
}
