import type { RefObject } from 'react';
import { PageTools, SearchTools, ZoomTools } from './pdf-toolbar-groups.tsx';

export interface PdfSearchState {
  status: 'idle' | 'searching' | 'done';
  /** How many matches the last search found. */
  matches: number;
  /** The selected match (0-based). */
  current: number;
}

export interface PdfToolbarProps {
  /** False until the document has loaded: every control but the page count is disabled. */
  ready: boolean;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  zoomPercent: number;
  fitWidth: boolean;
  onZoom: (direction: 1 | -1) => void;
  onFitWidth: () => void;
  query: string;
  onQuery: (query: string) => void;
  onSearch: () => void;
  search: PdfSearchState;
  onStep: (direction: 1 | -1) => void;
  /** The search box, so Ctrl+F and / can focus it. */
  searchInput: RefObject<HTMLInputElement | null>;
}

/** The viewer's toolbar: page navigation, zoom, fit width and find in document (state lives in PdfViewer). */
export function PdfToolbar(props: PdfToolbarProps) {
  return (
    <div className="pdf-toolbar" role="toolbar" aria-label="PDF viewer">
      <PageTools {...props} />
      <ZoomTools {...props} />
      <SearchTools {...props} />
    </div>
  );
}
