import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import type { NavItem } from '@domain/nav.ts';
import { NavLink } from 'react-router';
import { NavIcon } from '@/ui/nav-icon.tsx';
import type { Menu } from '../hooks/use-menu.ts';
import { AuthButtons } from './auth-buttons.tsx';

/**
 * The slide-in panel of the mobile menu: focus stays inside while open, Esc closes, every link closes it.
 * Focus goes back to the menu button on close (`trigger`: the button lives outside the lazily loaded panel).
 */
export function MobileMenuPanel({
  menu,
  open,
  onOpenChange,
  trigger,
}: {
  menu: Menu;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content
          className="mobile-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className="mobile-menu__head">
            <Dialog.Title className="mobile-menu__title">Menu</Dialog.Title>
            <Dialog.Close className="mobile-menu__close" aria-label="Close menu">
              <X size={22} aria-hidden="true" />
            </Dialog.Close>
          </div>
          {menu.memberName && <p className="mobile-menu__greeting">Welcome {menu.memberName}</p>}
          <nav aria-label="Mobile">
            <ul className="mobile-menu__list">
              {menu.bar.map((entry) =>
                entry.kind === 'link' ? (
                  <li key={entry.item.path}>
                    <MobileLink item={entry.item} onClick={close} />
                  </li>
                ) : (
                  <li key="workstation" className="mobile-menu__workstation">
                    <p className="mobile-menu__section">Workstation</p>
                    {entry.groups.map((group) => (
                      <ul key={group.section} className="mobile-menu__list" aria-label={group.section}>
                        <li className="mobile-menu__group" aria-hidden="true">
                          {group.section}
                        </li>
                        {group.items.map((item) => (
                          <li key={item.path}>
                            <MobileLink item={item} onClick={close} />
                          </li>
                        ))}
                      </ul>
                    ))}
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="mobile-menu__actions">
            <AuthButtons actions={menu.actions} onDone={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MobileLink({ item, onClick }: { item: NavItem; onClick: () => void }) {
  return (
    <NavLink to={item.path} end={item.path === '/'} className="mobile-menu__link" onClick={onClick}>
      <NavIcon name={item.icon} size={20} />
      {item.name}
    </NavLink>
  );
}
