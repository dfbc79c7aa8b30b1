/**
 * `Accept: text/csv`: a header line of keys, then one line per row, values written the way PostgREST
 * prints them (a record's text form: empty for null, double-quoted when they hold separators).
 */
function csvValue(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return s === '' || /[",\\()\s]/.test(s) ? `"${s.replaceAll('\\', '\\\\').replaceAll('"', '""')}"` : s;
}

export function jsonArrayToCsv(body: string): string {
  const rows = JSON.parse(body) as Record<string, unknown>[];
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]);
  return [keys.join(','), ...rows.map((r) => keys.map((k) => csvValue(r[k])).join(','))].join('\n');
}
