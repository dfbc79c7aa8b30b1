import { BriefcaseBusiness, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { WorkstationGroup } from '@domain/nav.ts';
import { NavIcon } from '@/ui/nav-icon.tsx';

type FocusTarget = 'first' | 'last' | null;

const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

function focusEdgeOf(menu: HTMLElement | null, target: 'first' | 'last') {
  const list = itemsOf(menu);
  (target === 'first' ? list[0] : list[list.length - 1])?.focus();
}

const isAt = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The staff tools (sourcing desks, price and bid management, admin) under one 'Workstation' entry of the
 * menu bar, as a menu button (WAI-ARIA APG): Enter, Space or ↓ opens on the first item and ↑ on the last;
 * inside, the arrows, Home, End and a first letter move; Esc closes and returns focus to the button; Tab,
 * a click outside or a chosen link closes it.
 */
export function WorkstationMenu({ groups }: { groups: WorkstationGroup[] }) {
  const { pathname } = useLocation();
  // Open on the page it was opened on: a new page (a chosen item, the back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const focusOnOpen = useRef<FocusTarget>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const items = groups.flatMap((group) => group.items);

  const menuItems = () => itemsOf(menuRef.current);
  const focusEdge = (target: 'first' | 'last') => focusEdgeOf(menuRef.current, target);
  const show = (target: 'first' | 'last') => {
    if (open) return focusEdge(target);
    focusOnOpen.current = target;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusEdgeOf(menuRef.current, focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onButtonKey = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key)) show('first');
    else if (event.key === 'ArrowUp') show('last');
    else return;
    event.preventDefault();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = menuItems();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(list.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return; // focus moves on as usual
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        // Type-ahead: the next item whose name starts with the typed letter.
        const letter = event.key.toLowerCase();
        const order = list.map((_, i) => (current + 1 + i) % list.length);
        const next = order.find((i) => items[i]?.name.toLowerCase().startsWith(letter));
        if (next === undefined) return;
        focusAt(next);
      }
    }
    event.preventDefault();
  };

  return (
    <div
      className="workstation-menu"
      ref={rootRef}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={items.some((item) => isAt(pathname, item.path)) ? 'nav-link active' : 'nav-link'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onButtonKey}
      >
        <BriefcaseBusiness size={16} aria-hidden="true" />
        Workstation
        <ChevronDown size={16} aria-hidden="true" className="workstation-menu__chevron" />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="workstation-menu__panel"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {groups.map((group) => {
          const headingId = `${menuId}-${group.section}`;
          return (
            <div key={group.section} role="group" aria-labelledby={headingId} className="workstation-menu__group">
              <div id={headingId} role="presentation" className="workstation-menu__heading">
                {group.section}
              </div>
              {group.items.map((item) => (
                <NavLink
                  key={item.path}
                  to={item.path}
                  role="menuitem"
                  tabIndex={-1}
                  className="workstation-menu__item"
                  onClick={() => setOpen(false)}
                >
                  <NavIcon name={item.icon} />
                  {item.name}
                </NavLink>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
