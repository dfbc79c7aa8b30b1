import { useEffect, useState } from 'react';
import { openPdf, openPdfBytes, type PDFDocumentProxy } from '@/lib/pdfjs.ts';

export type PdfDocumentState =
  { status: 'loading' } | { status: 'ready'; doc: PDFDocumentProxy } | { status: 'error'; message: string };

/**
 * Opens the PDF at `source` (by range requests), or the bytes given (a preview: a blob: URL would need the CSP to let
 * fetch read blob:), and closes it when the source changes or the viewer goes.
 */
export function usePdfDocument(source: string | Uint8Array): PdfDocumentState {
  const [state, setState] = useState<{ source: string | Uint8Array; value: PdfDocumentState }>({
    source,
    value: { status: 'loading' },
  });

  useEffect(() => {
    const abort = new AbortController();
    (typeof source === 'string' ? openPdf(source, abort.signal) : openPdfBytes(source, abort.signal)).then(
      (doc) => !abort.signal.aborted && setState({ source, value: { status: 'ready', doc } }),
      (error: unknown) =>
        !abort.signal.aborted &&
        setState({
          source,
          value: { status: 'error', message: error instanceof Error ? error.message : String(error) },
        }),
    );
    return () => abort.abort();
  }, [source]);

  return state.source === source ? state.value : { status: 'loading' };
}
