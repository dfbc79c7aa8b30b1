import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@/ui/alert.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { usePdfDocument } from './use-pdf-document.ts';
import { usePdfSearch } from './use-pdf-search.ts';
import { matchBox, stepZoom } from './pdf-search.ts';
import { PdfPageCanvas, type Highlight } from './pdf-page-canvas.tsx';
import { PdfToolbar } from './pdf-toolbar.tsx';
import './pdf-viewer.css';

/** Horizontal room the page leaves inside the scroll area when fitted to its width. */
const FIT_MARGIN = 32;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Page navigation, zoom, fit width and text search over one PDF (at a URL, or in memory), one page at a time. */
export function PdfViewer({ source }: { source: string | Uint8Array }) {
  const loaded = usePdfDocument(source);
  const doc = loaded.status === 'ready' ? loaded.doc : null;
  const pageCount = doc?.numPages ?? 0;
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<number | 'fit'>('fit');
  const [scale, setScale] = useState(1);
  const [renderError, setRenderError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const search = usePdfSearch(doc, (match) => setPage(match.page));
  const scroller = useRef<HTMLDivElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [doc]);

  const goTo = (next: number) => setPage(Math.min(Math.max(1, next), Math.max(1, pageCount)));
  const zoomBy = (direction: 1 | -1) => setZoom(stepZoom(scale, direction));

  const selected = search.matches[search.current];

  const highlights = useMemo<Highlight[]>(() => {
    const runs = search.runsOf(page);
    if (!runs) return [];
    return search.matches
      .filter((m) => m.page === page)
      .map((m) => ({ box: matchBox(runs[m.run]!, m), current: m === selected }));
  }, [search, page, selected]);

  // Keyboard shortcuts while the viewer is open (typing in a field is left alone).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        searchInput.current?.focus();
        return;
      }
      if (event.key === 'F3') {
        event.preventDefault();
        search.step(event.shiftKey ? -1 : 1);
        return;
      }
      if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const actions: Record<string, () => void> = {
        ArrowRight: () => goTo(page + 1),
        PageDown: () => goTo(page + 1),
        ArrowLeft: () => goTo(page - 1),
        PageUp: () => goTo(page - 1),
        Home: () => goTo(1),
        End: () => goTo(pageCount),
        '+': () => zoomBy(1),
        '=': () => zoomBy(1),
        '-': () => zoomBy(-1),
        '0': () => setZoom('fit'),
        '/': () => searchInput.current?.focus(),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (loaded.status === 'error' || renderError) {
    return (
      <div className="pdf-viewer__message">
        <Alert variant="danger" title="This PDF could not be opened.">
          {loaded.status === 'error' ? loaded.message : renderError} Try Open in new tab or Download.
        </Alert>
      </div>
    );
  }

  return (
    <div className="pdf-viewer">
      <PdfToolbar
        ready={doc !== null}
        page={page}
        pageCount={pageCount}
        onPage={goTo}
        zoomPercent={Math.round(scale * 100)}
        fitWidth={zoom === 'fit'}
        onZoom={zoomBy}
        onFitWidth={() => setZoom('fit')}
        query={query}
        onQuery={setQuery}
        onSearch={() => search.search(query)}
        search={{ status: search.status, matches: search.matches.length, current: search.current }}
        onStep={search.step}
        searchInput={searchInput}
      />
      <div className="pdf-viewer__pages" ref={scroller}>
        {doc && width > 0 ? (
          <PdfPageCanvas
            doc={doc}
            pageNumber={page}
            zoom={zoom}
            availableWidth={width - FIT_MARGIN}
            highlights={highlights}
            onScale={setScale}
            onError={setRenderError}
          />
        ) : (
          <div className="pdf-viewer__message">
            <Spinner size={40} label="Loading PDF" />
          </div>
        )}
      </div>
    </div>
  );
}
