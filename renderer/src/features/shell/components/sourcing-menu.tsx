import { ChevronDown, Layers } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { NavItem } from '@domain/nav.ts';
import { isSourcingPath } from '@domain/sourcing-departments.ts';
import { NavIcon } from '@/ui/nav-icon.tsx';

/** The sourcing departments under one "Sourcing" entry of the wide menu (a disclosure: Esc or a click outside closes it). */
export function SourcingMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      className="sourcing-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={isSourcingPath(pathname) ? 'nav-link active' : 'nav-link'}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Layers size={16} aria-hidden="true" />
        Sourcing
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <ul id={listId} className="sourcing-menu__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} className="sourcing-menu__link" onClick={() => setOpen(false)}>
              <NavIcon name={item.icon} />
              {item.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
