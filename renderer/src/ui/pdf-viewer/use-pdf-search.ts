import { useCallback, useRef, useState } from 'react';
import type { PDFDocumentProxy } from '@/lib/pdfjs.ts';
import { findInRuns, type PdfMatch, type TextRun } from './pdf-search.ts';

export interface PdfSearch {
  status: 'idle' | 'searching' | 'done';
  matches: PdfMatch[];
  /** Index into `matches` of the selected one. */
  current: number;
  search: (query: string) => void;
  step: (direction: 1 | -1) => void;
  /** The page's text runs, once the search has read them (for highlighting). */
  runsOf: (page: number) => TextRun[] | undefined;
}

type State = Pick<PdfSearch, 'status' | 'matches' | 'current'> & { doc: PDFDocumentProxy | null };

/**
 * Text search over every page of `doc`; each page's text is read once and kept. `onSelect` hears of
 * each match selected (the first after a search, then each step) so the viewer can show its page.
 */
export function usePdfSearch(doc: PDFDocumentProxy | null, onSelect: (match: PdfMatch) => void): PdfSearch {
  const texts = useRef(new WeakMap<PDFDocumentProxy, Map<number, TextRun[]>>());
  const latest = useRef(0);
  const [state, setState] = useState<State>({ doc, status: 'idle', matches: [], current: 0 });
  // A search belongs to its document: another document starts with none.
  const own = state.doc === doc ? state : { doc, status: 'idle' as const, matches: [], current: 0 };

  const textsOf = useCallback((d: PDFDocumentProxy) => {
    let map = texts.current.get(d);
    if (!map) texts.current.set(d, (map = new Map()));
    return map;
  }, []);

  const runsOf = useCallback((page: number) => (doc ? textsOf(doc).get(page) : undefined), [doc, textsOf]);

  const search = (query: string) => {
    const run = ++latest.current;
    if (!doc || !query.trim()) {
      setState({ doc, status: 'idle', matches: [], current: 0 });
      return;
    }
    setState({ doc, status: 'searching', matches: [], current: 0 });
    const pages = textsOf(doc);
    void (async () => {
      const matches: PdfMatch[] = [];
      for (let page = 1; page <= doc.numPages; page++) {
        let runs = pages.get(page);
        if (!runs) {
          const content = await (await doc.getPage(page)).getTextContent();
          runs = content.items.filter((item): item is TextRun & typeof item => 'str' in item);
          pages.set(page, runs);
        }
        if (run !== latest.current) return; // a newer search replaced this one
        matches.push(...findInRuns(page, runs, query));
      }
      setState({ doc, status: 'done', matches, current: 0 });
      if (matches[0]) onSelect(matches[0]);
    })().catch(() => run === latest.current && setState({ doc, status: 'done', matches: [], current: 0 }));
  };

  const step = (direction: 1 | -1) => {
    if (!own.matches.length) return;
    const current = (own.current + direction + own.matches.length) % own.matches.length;
    setState({ ...own, current });
    onSelect(own.matches[current]!);
  };

  return { status: own.status, matches: own.matches, current: own.current, search, step, runsOf };
}
