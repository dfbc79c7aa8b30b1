import { FileText, Search } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { formatDate } from '@domain/format.ts';
import { PRICE_LIST_TEXT } from '@domain/price-list.ts';
import type { PriceListPdf } from '@/data/ports/price-list.ts';
import { desktopBridge } from '@/platform/desktop-bridge.ts';
import { useOfflineLists } from '@/platform/use-offline-lists.ts';
import { groupByCompany } from '@/price-lists/group-lists.ts';
import { Alert } from '@/ui/alert.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { usePriceListQuery } from '../api.ts';
import { OfflineState } from '../components/offline-state.tsx';
import { PublishedSection } from '../components/published-section.tsx';
import './price-list-page.css';

// pdf.js (and its worker) load only when a document is opened.
const PdfViewerDialog = lazy(async () => ({
  default: (await import('../components/pdf-viewer-dialog.tsx')).PdfViewerDialog,
}));

/**
 * /price-updates: the price list PDFs, searchable by description, each opening in the in-app viewer: the lists
 * companies published (under each company, latest first, older editions in its history; issue 28), then those
 * staff uploaded, on the desktop each with its offline state and pin.
 */
export function PriceListPage() {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const { data, isLoading, isError, isFetching } = usePriceListQuery(deferredSearch);
  const [open, setOpen] = useState<PriceListPdf | null>(null);
  // On the desktop, each list says whether it is kept offline (main downloads them without asking).
  const offline = useOfflineLists(desktopBridge());
  const { companies, uploaded } = useMemo(() => groupByCompany(data ?? []), [data]);
  const offlineStateOf = (pdf: PriceListPdf) =>
    offline.status && (
      <OfflineState
        id={pdf.id}
        title={pdf.description.trim() || PRICE_LIST_TEXT.viewDocument}
        status={offline.status}
        onTogglePin={(id, pinned) => void offline.setPinned(id, pinned)}
        onKeep={(id) => void offline.keep(id)}
      />
    );

  return (
    <section className="container price-list" aria-labelledby="price-list-title">
      <header className="price-list__header">
        <h1 id="price-list-title">Price List</h1>
        <label className="price-list__search">
          <Search size={18} aria-hidden="true" />
          <span className="visually-hidden">Search by description</span>
          <TextInput
            type="search"
            placeholder="Search by description..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
      </header>
      {isLoading ? (
        <PageSpinner label="Loading price lists" />
      ) : isError ? (
        <Alert variant="danger">{PRICE_LIST_TEXT.loadFailed}</Alert>
      ) : !data?.length ? (
        <p className="price-list__empty" role="status">
          {PRICE_LIST_TEXT.empty}
        </p>
      ) : (
        <>
          {companies.length > 0 && <PublishedSection companies={companies} onOpen={setOpen} aside={offlineStateOf} />}
          {uploaded.length > 0 && (
            <ul className="price-list__grid" aria-busy={isFetching} aria-label="Price lists">
              {uploaded.map((pdf) => (
                <li key={pdf.id}>
                  <button type="button" className="price-card" onClick={() => setOpen(pdf)}>
                    <FileText className="price-card__icon" size={36} aria-hidden="true" />
                    <span className="price-card__title">{pdf.description.trim() || PRICE_LIST_TEXT.viewDocument}</span>
                    <span className="price-card__date">Uploaded {formatDate(pdf.uploadedAt)}</span>
                  </button>
                  {offlineStateOf(pdf)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {open && (
        <Suspense fallback={<PageSpinner label="Opening viewer" />}>
          <PdfViewerDialog pdf={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
