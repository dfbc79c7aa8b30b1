/** An ILIKE pattern matching `term` anywhere, with LIKE's own wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One `or=(…)` filter matching the term in any of `columns`: the value is double-quoted, as PostgREST
 * allows inside logic trees, so commas and parentheses in the term cannot break the filter apart.
 */
export function anyColumnContains(columns: string[], term: string): string {
  const quoted = `"${containsPattern(term).replace(/["\\]/g, (c) => `\\${c}`)}"`;
  return columns.map((column) => `${column}.ilike.${quoted}`).join(',');
}
