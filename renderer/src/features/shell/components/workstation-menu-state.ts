import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '@domain/nav.ts';

type FocusTarget = 'first' | 'last' | null;

const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

function focusEdgeOf(menu: HTMLElement | null, target: 'first' | 'last') {
  const list = itemsOf(menu);
  (target === 'first' ? list[0] : list[list.length - 1])?.focus();
}

/**
 * The workstation menu's state and keys (WAI-ARIA APG menu button): open on the page it was opened on, the
 * first or last item focused on opening, closed by a click outside; arrows, Home, End and type-ahead inside.
 */
export function useWorkstationMenu(items: readonly NavItem[]) {
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

  return {
    pathname,
    open,
    setOpen,
    show,
    close,
    rootRef,
    buttonRef,
    menuRef,
    buttonId,
    menuId,
    onButtonKey,
    onMenuKey,
  };
}
