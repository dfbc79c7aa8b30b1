import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp, Maximize2, Search, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/ui/alert.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { usePdfDocument } from '../hooks/use-pdf-document.ts';
import { usePdfSearch } from '../hooks/use-pdf-search.ts';
import { matchBox, stepZoom } from '../model/pdf-search.ts';
import { PdfPageCanvas, type Highlight } from './pdf-page-canvas.tsx';

/** Horizontal room the page leaves inside the scroll area when fitted to its width. */
const FIT_MARGIN = 32;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Page navigation, zoom, fit width and text search over one PDF, one page at a time. */
export function PdfViewer({ url }: { url: string }) {
  const loaded = usePdfDocument(url);
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

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    search.search(query);
  };

  if (loaded.status === 'error' || renderError) {
    return (
      <div className="pdf-viewer__message">
        <Alert variant="danger" title="This PDF could not be opened.">
          {loaded.status === 'error' ? loaded.message : renderError} Try Open in new tab or Download.
        </Alert>
      </div>
    );
  }

  const matchStatus =
    search.status === 'searching'
      ? 'Searching…'
      : search.status === 'done'
        ? search.matches.length
          ? `${search.current + 1} of ${search.matches.length}`
          : 'No matches'
        : '';

  return (
    <div className="pdf-viewer">
      <div className="pdf-toolbar" role="toolbar" aria-label="PDF viewer">
        <div className="pdf-toolbar__group">
          <button
            type="button"
            className="pdf-tool pdf-tool--icon"
            onClick={() => goTo(page - 1)}
            disabled={!doc || page <= 1}
            aria-label="Previous page"
            title="Previous page (←)"
            aria-keyshortcuts="ArrowLeft PageUp"
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
          <PageInput page={page} pageCount={pageCount} onChange={goTo} />
          <button
            type="button"
            className="pdf-tool pdf-tool--icon"
            onClick={() => goTo(page + 1)}
            disabled={!doc || page >= pageCount}
            aria-label="Next page"
            title="Next page (→)"
            aria-keyshortcuts="ArrowRight PageDown"
          >
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </div>
        <div className="pdf-toolbar__group">
          <button
            type="button"
            className="pdf-tool pdf-tool--icon"
            onClick={() => zoomBy(-1)}
            disabled={!doc}
            aria-label="Zoom out"
            title="Zoom out (-)"
            aria-keyshortcuts="-"
          >
            <ZoomOut size={18} aria-hidden="true" />
          </button>
          <output className="pdf-toolbar__zoom" aria-label="Zoom level">
            {Math.round(scale * 100)}%
          </output>
          <button
            type="button"
            className="pdf-tool pdf-tool--icon"
            onClick={() => zoomBy(1)}
            disabled={!doc}
            aria-label="Zoom in"
            title="Zoom in (+)"
            aria-keyshortcuts="+"
          >
            <ZoomIn size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="pdf-tool"
            onClick={() => setZoom('fit')}
            disabled={!doc}
            aria-pressed={zoom === 'fit'}
            title="Fit width (0)"
            aria-keyshortcuts="0"
          >
            <Maximize2 size={16} aria-hidden="true" />
            <span>Fit width</span>
          </button>
        </div>
        <form className="pdf-toolbar__group pdf-toolbar__search" role="search" onSubmit={onSearch}>
          <label className="visually-hidden" htmlFor="pdf-search">
            Find in document
          </label>
          <input
            id="pdf-search"
            ref={searchInput}
            className="input pdf-search__input"
            type="search"
            placeholder="Find in document"
            value={query}
            disabled={!doc}
            aria-keyshortcuts="Control+F /"
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // Enter on the same query moves through its matches instead of searching again.
              if (event.key === 'Enter' && search.status === 'done' && search.matches.length) {
                event.preventDefault();
                search.step(event.shiftKey ? -1 : 1);
              }
            }}
          />
          <button type="submit" className="pdf-tool pdf-tool--icon" disabled={!doc} aria-label="Search">
            <Search size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="pdf-tool pdf-tool--icon"
            onClick={() => search.step(-1)}
            disabled={!search.matches.length}
            aria-label="Previous match"
            title="Previous match (Shift+Enter)"
          >
            <ChevronUp size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="pdf-tool pdf-tool--icon"
            onClick={() => search.step(1)}
            disabled={!search.matches.length}
            aria-label="Next match"
            title="Next match (Enter)"
          >
            <ChevronDown size={18} aria-hidden="true" />
          </button>
          <span className="pdf-toolbar__matches" role="status" aria-live="polite">
            {matchStatus}
          </span>
        </form>
      </div>
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

/** "Page [n] of N": the number can be typed; it takes effect on Enter or leaving the field. */
function PageInput({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && /^\d+$/.test(draft)) onChange(Number(draft));
    setDraft(null);
  };
  return (
    <label className="pdf-toolbar__page">
      <span>Page</span>
      <input
        className="input pdf-page-input"
        inputMode="numeric"
        aria-label="Page number"
        value={draft ?? String(page)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <span>of {pageCount || '…'}</span>
    </label>
  );
}
