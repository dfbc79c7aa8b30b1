import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sizes a workstation grid from where it starts to the bottom of the window: `--fill-height` on the element is
 * the window's height less the element's distance from the top of the page (at no scroll) and `bottomGap`, and
 * at least `min` (a phone's short window still gets a usable grid; the page then scrolls, the toolbar sticking
 * above). Measured again when the window or anything above the element changes size (a figures strip that
 * loads, a selection bar that appears). Off while `enabled` is false (the full-screen view sizes it by CSS).
 */
export function useFillViewport(
  ref: RefObject<HTMLElement | null>,
  { min = 320, bottomGap = 16, enabled = true }: { min?: number; bottomGap?: number; enabled?: boolean } = {},
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const height = Math.max(min, Math.floor(window.innerHeight - top - bottomGap));
      const value = `${height}px`;
      // Writing the same value again would only wake the observers up.
      if (element.style.getPropertyValue('--fill-height') !== value) element.style.setProperty('--fill-height', value);
    };
    const later = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    // The page's body grows and shrinks with what is above the element; the element's own height change moves
    // nothing above it, so the next measure writes the same value and the loop ends.
    const observer = new ResizeObserver(later);
    observer.observe(document.body);
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', later);
      element.style.removeProperty('--fill-height');
    };
  }, [ref, min, bottomGap, enabled]);
}
