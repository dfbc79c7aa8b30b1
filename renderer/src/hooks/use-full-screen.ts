import { useCallback, useEffect, useRef, useState } from 'react';

/** Open dialogs, menus and cell editors use Escape themselves: it leaves the full-screen view only without them. */
function escapeBelongsElsewhere(event: KeyboardEvent): boolean {
  if (event.defaultPrevented) return true;
  if (document.querySelector('[role="dialog"], [role="alertdialog"], details[open]')) return true;
  const target = event.target as Element | null;
  return Boolean(target?.closest?.('.ag-cell-inline-editing, .ag-popup, input, select, textarea'));
}

/**
 * A workstation grid's full-screen view: the grid and its toolbar over the whole window (the app's header, ads and
 * footer out of sight), left again with the toggle or Escape. The page behind does not scroll meanwhile; focus goes
 * back to the toggle (`toggleRef`) on leaving, so the keyboard carries on where it was.
 */
export function useFullScreen() {
  const [on, setOn] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const leave = useCallback(() => {
    setOn(false);
    // After the re-render: the toggle is back in the page's flow.
    requestAnimationFrame(() => toggleRef.current?.focus());
  }, []);
  const toggle = useCallback(() => (on ? leave() : setOn(true)), [on, leave]);

  useEffect(() => {
    if (!on) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || escapeBelongsElsewhere(event)) return;
      event.preventDefault();
      leave();
    };
    document.addEventListener('keydown', onKeyDown);
    document.documentElement.classList.add('has-full-screen');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('has-full-screen');
    };
  }, [on, leave]);

  return { on, toggle, leave, toggleRef };
}

export type FullScreen = ReturnType<typeof useFullScreen>;
