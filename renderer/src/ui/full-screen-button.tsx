import { Maximize2, Minimize2 } from 'lucide-react';
import type { FullScreen } from '@/hooks/use-full-screen.ts';
import { Button } from './button.tsx';
import './workspace.css';

/**
 * The toolbar's full-screen toggle: an icon button named for what it does (a toolbar has little room), pressed
 * while on; Escape leaves too. `labelled` shows the name beside the icon where there is room.
 */
export function FullScreenButton({ fullScreen, labelled = false }: { fullScreen: FullScreen; labelled?: boolean }) {
  const { on, toggle, toggleRef } = fullScreen;
  const name = on ? 'Exit full screen' : 'Full screen';
  return (
    <Button
      ref={toggleRef}
      size="sm"
      variant="outline"
      aria-pressed={on}
      aria-label={labelled ? undefined : name}
      onClick={toggle}
      title={on ? 'Leave full screen (Esc)' : 'Full screen: the grid over the whole window (Esc leaves)'}
    >
      {on ? <Minimize2 size={14} aria-hidden="true" /> : <Maximize2 size={14} aria-hidden="true" />}
      {labelled && name}
    </Button>
  );
}
