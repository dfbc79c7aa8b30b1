import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp, Maximize2, Search, ZoomIn, ZoomOut } from 'lucide-react';
import { useState, type ButtonHTMLAttributes } from 'react';
import type { PdfSearchState, PdfToolbarProps } from './pdf-toolbar.tsx';

/** A toolbar button that shows only its icon (its name is the aria-label). */
function IconTool(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" className="pdf-tool pdf-tool--icon" {...props} />;
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

/** Previous page, the page number, next page. */
export function PageTools({ ready, page, pageCount, onPage }: PdfToolbarProps) {
  return (
    <div className="pdf-toolbar__group">
      <IconTool
        onClick={() => onPage(page - 1)}
        disabled={!ready || page <= 1}
        aria-label="Previous page"
        title="Previous page (←)"
        aria-keyshortcuts="ArrowLeft PageUp"
      >
        <ChevronLeft size={18} aria-hidden="true" />
      </IconTool>
      <PageInput page={page} pageCount={pageCount} onChange={onPage} />
      <IconTool
        onClick={() => onPage(page + 1)}
        disabled={!ready || page >= pageCount}
        aria-label="Next page"
        title="Next page (→)"
        aria-keyshortcuts="ArrowRight PageDown"
      >
        <ChevronRight size={18} aria-hidden="true" />
      </IconTool>
    </div>
  );
}

/** Zoom out, the zoom level, zoom in, fit width. */
export function ZoomTools({ ready, zoomPercent, fitWidth, onZoom, onFitWidth }: PdfToolbarProps) {
  return (
    <div className="pdf-toolbar__group">
      <IconTool
        onClick={() => onZoom(-1)}
        disabled={!ready}
        aria-label="Zoom out"
        title="Zoom out (-)"
        aria-keyshortcuts="-"
      >
        <ZoomOut size={18} aria-hidden="true" />
      </IconTool>
      <output className="pdf-toolbar__zoom" aria-label="Zoom level">
        {zoomPercent}%
      </output>
      <IconTool
        onClick={() => onZoom(1)}
        disabled={!ready}
        aria-label="Zoom in"
        title="Zoom in (+)"
        aria-keyshortcuts="+"
      >
        <ZoomIn size={18} aria-hidden="true" />
      </IconTool>
      <button
        type="button"
        className="pdf-tool"
        onClick={onFitWidth}
        disabled={!ready}
        aria-pressed={fitWidth}
        title="Fit width (0)"
        aria-keyshortcuts="0"
      >
        <Maximize2 size={16} aria-hidden="true" />
        <span>Fit width</span>
      </button>
    </div>
  );
}

const matchStatus = (search: PdfSearchState) =>
  search.status === 'searching'
    ? 'Searching…'
    : search.status === 'done'
      ? search.matches
        ? `${search.current + 1} of ${search.matches}`
        : 'No matches'
      : '';

/** Find in document: the query, search, previous and next match, and where the selected match stands. */
export function SearchTools({ ready, query, onQuery, onSearch, search, onStep, searchInput }: PdfToolbarProps) {
  return (
    <form
      className="pdf-toolbar__group pdf-toolbar__search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
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
        disabled={!ready}
        aria-keyshortcuts="Control+F /"
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={(event) => {
          // Enter on the same query moves through its matches instead of searching again.
          if (event.key === 'Enter' && search.status === 'done' && search.matches) {
            event.preventDefault();
            onStep(event.shiftKey ? -1 : 1);
          }
        }}
      />
      <button type="submit" className="pdf-tool pdf-tool--icon" disabled={!ready} aria-label="Search">
        <Search size={18} aria-hidden="true" />
      </button>
      <IconTool
        onClick={() => onStep(-1)}
        disabled={!search.matches}
        aria-label="Previous match"
        title="Previous match (Shift+Enter)"
      >
        <ChevronUp size={18} aria-hidden="true" />
      </IconTool>
      <IconTool onClick={() => onStep(1)} disabled={!search.matches} aria-label="Next match" title="Next match (Enter)">
        <ChevronDown size={18} aria-hidden="true" />
      </IconTool>
      <span className="pdf-toolbar__matches" role="status" aria-live="polite">
        {matchStatus(search)}
      </span>
    </form>
  );
}
