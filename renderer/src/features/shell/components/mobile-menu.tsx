import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Menu } from '../hooks/use-menu.ts';
import './mobile-menu.css';

// The panel (with its dialog library) loads when the menu is first wanted, not with the first page.
const loadPanel = () => import('./mobile-menu-panel.tsx');
const MobileMenuPanel = lazy(async () => ({ default: (await loadPanel()).MobileMenuPanel }));

/** The menu button of narrow screens and its slide-in panel. */
export function MobileMenu({ menu }: { menu: Menu }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="mobile-menu__trigger"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        // A hover or touch usually comes just before the click: start loading the panel then.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon size={24} aria-hidden="true" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel menu={menu} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
