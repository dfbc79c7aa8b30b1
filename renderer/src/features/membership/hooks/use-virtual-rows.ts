import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';

const ROW_HEIGHT = 37;
const FIRST_PAINT_ROWS = 30;

/**
 * The rows of a scrolling table that are in view (only those go in the DOM), with the padding above and below
 * them that keeps the scroll bar true. Give `scrollRef` to the scroll box.
 */
export function useVirtualRows(count: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The app is not built with the React Compiler; the virtualizer re-renders its caller on scroll itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    initialRect: { width: 1200, height: 640 },
  });
  const measured = virtualizer.getVirtualItems();
  // Before the scroll box has a size (first paint, or no layout at all) the first rows show unvirtualised.
  const visible =
    measured.length > 0 || count === 0
      ? measured
      : Array.from({ length: Math.min(count, FIRST_PAINT_ROWS) }, (_, index) => ({
          index,
          start: index * ROW_HEIGHT,
          end: (index + 1) * ROW_HEIGHT,
        }));
  const padTop = visible[0]?.start ?? 0;
  const padBottom = visible.length ? Math.max(0, virtualizer.getTotalSize() - visible[visible.length - 1].end) : 0;
  return { scrollRef, visible, padTop, padBottom };
}
