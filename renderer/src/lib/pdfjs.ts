/**
 * pdf.js, set up once: its worker loads from the URL Vite emits for it, and documents load by HTTP
 * range requests of our own (the storage API honours Range; doing it ourselves does not depend on the
 * server exposing Accept-Ranges to cross-origin pages), so the first page renders before the rest of
 * the file has arrived. Only the price list imports this module, so the home route never downloads it.
 */
import { GlobalWorkerOptions, PDFDataRangeTransport, PDFWorker, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

// One worker for every document: starting one (loading and compiling its script) costs more than most pages.
let sharedWorker: PDFWorker | null = null;
const pdfWorker = () => (sharedWorker ??= new PDFWorker());

export type { PDFDocumentProxy } from 'pdfjs-dist';

/** Bytes fetched per range request: a page or two of a typical price list. */
const RANGE_CHUNK_BYTES = 64 * 1024;

/** Answers pdf.js's requests for byte ranges with fetch() Range requests. */
class FetchRangeTransport extends PDFDataRangeTransport {
  constructor(
    private readonly url: string,
    length: number,
    initialData: Uint8Array,
    private readonly signal: AbortSignal,
  ) {
    super(length, initialData);
  }

  override requestDataRange(begin: number, end: number): void {
    fetch(this.url, { headers: { range: `bytes=${begin}-${end - 1}` }, signal: this.signal })
      .then(async (reply) => {
        if (reply.status !== 206) throw new Error(`Range request answered ${reply.status}`);
        this.onDataRange(begin, new Uint8Array(await reply.arrayBuffer()));
      })
      // pdf.js waits for the range; a failed one surfaces as the page's render error via abort.
      .catch(() => this.abort());
  }
}

/** Total size from a `Content-Range: bytes 0-65535/123456` header. */
function totalLength(contentRange: string | null): number | null {
  const total = contentRange?.match(/\/(\d+)$/)?.[1];
  return total ? Number(total) : null;
}

/**
 * Opens the PDF at `url`. The first request asks for the first chunk only; its Content-Range tells the
 * file's size, and pdf.js then asks for just the ranges each page needs. A server that ignores Range
 * answers 200 with the whole file, which is then opened from memory.
 */
export async function openPdf(url: string, signal: AbortSignal): Promise<PDFDocumentProxy> {
  const worker = pdfWorker(); // starts while the first bytes download
  const first = await fetch(url, { headers: { range: `bytes=0-${RANGE_CHUNK_BYTES - 1}` }, signal });
  if (!first.ok) throw new Error(`The PDF could not be downloaded (HTTP ${first.status}).`);
  const head = new Uint8Array(await first.arrayBuffer());
  const length = first.status === 206 ? totalLength(first.headers.get('content-range')) : null;
  const source =
    length === null || length <= head.length
      ? { data: head }
      : { range: new FetchRangeTransport(url, length, head, signal) };
  const task = getDocument({
    ...source,
    worker,
    rangeChunkSize: RANGE_CHUNK_BYTES,
    // Fetch only what the shown page needs; text search loads further pages on demand.
    disableAutoFetch: true,
    disableStream: true,
  });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  return task.promise;
}

/**
 * Opens a PDF already in memory (a preview the server made for this page alone). pdf.js hands the bytes to its
 * worker and detaches them, so it gets a copy: the same preview can be opened again.
 */
export async function openPdfBytes(bytes: Uint8Array, signal: AbortSignal): Promise<PDFDocumentProxy> {
  const task = getDocument({ data: bytes.slice(), worker: pdfWorker() });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  return task.promise;
}
