import { useCallback, useEffect, useRef } from 'react';

/**
 * A toolbar's drop-down built on `<details>` (its summary is the button): it closes as menus do, on Escape (focus
 * back on its button), on a press anywhere outside it, and through `close` once a choice is made.
 */
export function useDropMenu() {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const menu = ref.current;
    if (!menu) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.open) return;
      // Taken here, so the full-screen view (use-full-screen.ts) stays.
      event.preventDefault();
      menu.open = false;
      menu.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    menu.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      menu.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  const close = useCallback(() => {
    if (ref.current) ref.current.open = false;
  }, []);
  return { ref, close };
}
