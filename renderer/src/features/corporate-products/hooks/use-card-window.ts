import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';

/** Up to this many rows every card is in the page; past it only those near the screen are (an import of 2 000). */
const ALL_CARDS_UP_TO = 100;
/** A card's height before it is measured (a cotton row's, the most common). */
const CARD_ESTIMATE_PX = 420;
/** The list's gap between cards (entry-cards.css). */
const CARD_GAP_PX = 10;

/** How the page reaches a card that is not in it: scrolled to, it is put in. */
export interface CardWindow {
  scrollToRow(index: number): void;
}

/**
 * The cards of a phone's entry that are in the page. A long list (an imported file) keeps only the cards near the
 * screen, with padding above and below that keeps the page's height true: 2 000 cards at once took 16 s to appear
 * and every keystroke 0.2 s on this machine's Chromium (four times that on a slower phone's CPU).
 */
export function useCardWindow(count: number) {
  const listRef = useRef<HTMLOListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const windowed = count > ALL_CARDS_UP_TO;
  useLayoutEffect(() => {
    if (windowed && listRef.current) setScrollMargin(listRef.current.getBoundingClientRect().top + window.scrollY);
  }, [windowed]);
  // The virtualizer re-renders its caller on scroll itself.
  const virtualizer = useWindowVirtualizer({
    count: windowed ? count : 0,
    estimateSize: () => CARD_ESTIMATE_PX,
    gap: CARD_GAP_PX,
    overscan: 3,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const indexes = windowed ? items.map((item) => item.index) : Array.from({ length: count }, (_, index) => index);
  const padTop = windowed && items.length ? items[0].start - scrollMargin : 0;
  // The virtualizer's positions count from the page's top, its total from the list's.
  const padBottom =
    windowed && items.length
      ? Math.max(0, virtualizer.getTotalSize() - (items[items.length - 1].end - scrollMargin))
      : 0;
  const cardWindow: CardWindow = {
    scrollToRow: (index) => virtualizer.scrollToIndex(index, { align: 'center' }),
  };
  return {
    listRef,
    indexes,
    padTop,
    padBottom,
    measure: windowed ? virtualizer.measureElement : undefined,
    cardWindow,
  };
}
