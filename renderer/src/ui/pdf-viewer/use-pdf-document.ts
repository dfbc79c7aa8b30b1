import { useEffect, useState } from 'react';
import { openPdf, type PDFDocumentProxy } from '@/lib/pdfjs.ts';

export type PdfDocumentState =
  { status: 'loading' } | { status: 'ready'; doc: PDFDocumentProxy } | { status: 'error'; message: string };

/** Opens the PDF at `url` (by range requests) and closes it when the url changes or the viewer goes. */
export function usePdfDocument(url: string): PdfDocumentState {
  const [state, setState] = useState<{ url: string; value: PdfDocumentState }>({ url, value: { status: 'loading' } });

  useEffect(() => {
    const abort = new AbortController();
    openPdf(url, abort.signal).then(
      (doc) => !abort.signal.aborted && setState({ url, value: { status: 'ready', doc } }),
      (error: unknown) =>
        !abort.signal.aborted &&
        setState({ url, value: { status: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => abort.abort();
  }, [url]);

  return state.url === url ? state.value : { status: 'loading' };
}
