import { BriefcaseBusiness, ChevronDown } from 'lucide-react';
import { NavLink } from 'react-router';
import type { WorkstationGroup } from '@domain/nav.ts';
import { NavIcon } from '@/ui/nav-icon.tsx';
import { useWorkstationMenu } from './workstation-menu-state.ts';

const isAt = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The staff tools (sourcing desks, price and bid management, admin) under one 'Workstation' entry of the
 * menu bar, as a menu button (WAI-ARIA APG): Enter, Space or ↓ opens on the first item and ↑ on the last;
 * inside, the arrows, Home, End and a first letter move; Esc closes and returns focus to the button; Tab,
 * a click outside or a chosen link closes it.
 */
export function WorkstationMenu({ groups }: { groups: WorkstationGroup[] }) {
  const items = groups.flatMap((group) => group.items);
  const {
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
  } = useWorkstationMenu(items);

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
