import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from '@/lib/pdfjs.ts';
import { Spinner } from '@/ui/spinner.tsx';

/** A search hit to draw over the page: its box in PDF units and whether it is the selected one. */
export interface Highlight {
  box: [number, number, number, number];
  current: boolean;
}

interface Rendered {
  key: string;
  toScreen: (box: Highlight['box']) => number[];
}

/** Pages no narrower than this when fitted to a very small window. */
const MIN_SCALE = 0.25;

/**
 * One page drawn on a canvas at `zoom` (or fitted to `availableWidth`), sharp on high-density screens,
 * with the search hits drawn over it. A new page or zoom cancels the drawing in progress first.
 */
export function PdfPageCanvas({
  doc,
  pageNumber,
  zoom,
  availableWidth,
  highlights,
  onScale,
  onError,
}: {
  doc: PDFDocumentProxy;
  pageNumber: number;
  zoom: number | 'fit';
  availableWidth: number;
  highlights: Highlight[];
  onScale: (scale: number) => void;
  onError: (message: string) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const running = useRef<Promise<unknown>>(Promise.resolve());
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const key = `${pageNumber}:${zoom}:${zoom === 'fit' ? availableWidth : ''}`;

  useEffect(() => {
    let cancel = () => {};
    let stale = false;
    const draw = async () => {
      // pdf.js refuses two drawings on one canvas at once: let the cancelled one finish first.
      await running.current.catch(() => {});
      const page = await doc.getPage(pageNumber);
      const target = canvas.current;
      if (stale || !target) return;
      const scale = zoom === 'fit' ? Math.max(MIN_SCALE, availableWidth / page.getViewport({ scale: 1 }).width) : zoom;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      const task = page.render({
        canvas: target,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      cancel = () => task.cancel();
      running.current = task.promise;
      await task.promise;
      if (stale) return;
      onScale(scale);
      setRendered({
        key,
        toScreen: (box) => viewport.convertToViewportRectangle(box),
      });
    };
    draw().catch((error: unknown) => {
      if (stale || (error instanceof Error && error.name === 'RenderingCancelledException')) return;
      onError(error instanceof Error ? error.message : String(error));
    });
    return () => {
      stale = true;
      cancel();
    };
    // onScale and onError are the viewer's setters; `key` stands for page, zoom and width.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc, key]);

  const ready = rendered?.key === key;
  return (
    <div className="pdf-page" data-page-number={pageNumber} data-rendered={ready || undefined}>
      <canvas ref={canvas} aria-label={`Page ${pageNumber}`} role="img" />
      {ready &&
        highlights.map(({ box, current }, index) => {
          const [x1, y1, x2, y2] = rendered.toScreen(box);
          return (
            <mark
              key={index}
              className={current ? 'pdf-hit pdf-hit--current' : 'pdf-hit'}
              style={{
                left: Math.min(x1, x2),
                top: Math.min(y1, y2),
                width: Math.abs(x2 - x1),
                height: Math.abs(y2 - y1),
              }}
            />
          );
        })}
      {!ready && (
        <div className="pdf-page__busy">
          <Spinner size={32} label={`Rendering page ${pageNumber}`} />
        </div>
      )}
    </div>
  );
}
