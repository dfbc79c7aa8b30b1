import { useEffect, useState } from 'react';

/** How long rows that arrived while the page was open stay highlighted. */
const FRESH_HIGHLIGHT_MS = 6000;

/**
 * The ids that appeared after the first answer (a bid that came in live while the desk was open), until
 * FRESH_HIGHLIGHT_MS after the latest arrival; the first answer's ids are never fresh.
 */
export function useFreshIds(ids: readonly string[] | undefined): ReadonlySet<string> {
  const [previous, setPrevious] = useState<readonly string[] | undefined>(undefined);
  const [seen, setSeen] = useState<ReadonlySet<string> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());

  // A new answer: adjust the state while rendering (React's pattern for state derived from a changing prop).
  if (ids && ids !== previous) {
    setPrevious(ids);
    const added = seen ? ids.filter((id) => !seen.has(id)) : [];
    if (!seen || added.length) setSeen(new Set([...(seen ?? []), ...ids]));
    if (added.length) setFresh(new Set([...fresh, ...added]));
  }

  useEffect(() => {
    if (fresh.size === 0) return;
    const timer = setTimeout(() => setFresh(new Set()), FRESH_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [fresh]);

  return fresh;
}
