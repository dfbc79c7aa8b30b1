/**
 * The lists the desktop pins by itself for an executive or a salesperson (issue 28): their company's own latest
 * editions, i.e. the published lists of that company neither superseded nor withdrawn. Worked out afresh from
 * the cached rows each time, so an edition superseded or withdrawn leaves the set as soon as a sync brings the
 * change (it then stays offline only while the budget allows) and the next edition joins it. The user's own
 * pins are kept apart and never touched.
 */

/** A cached price_updates_pdfs row as the rule reads it (the published columns are null on a hand-uploaded list). */
interface CachedListRow {
  id: string;
  company_id?: unknown;
  superseded_at?: unknown;
  withdrawn_at?: unknown;
}

/** The company's current lists; none when the user carries no company's lists (`companyId` null). */
export function companyPins(companyId: string | null, rows: readonly CachedListRow[]): Set<string> {
  if (!companyId) return new Set();
  return new Set(
    rows
      .filter((r) => r.company_id === companyId && r.superseded_at == null && r.withdrawn_at == null)
      .map((r) => r.id),
  );
}
