import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
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
              {menu.items.map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} end={item.path === '/'} className="mobile-menu__link" onClick={close}>
                    <NavIcon name={item.icon} size={20} />
                    {item.name}
                  </NavLink>
                </li>
              ))}
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
