import * as Dialog from '@radix-ui/react-dialog';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { NavIcon } from '@/ui/nav-icon.tsx';
import type { Menu } from '../hooks/use-menu.ts';
import { AuthButtons } from './auth-buttons.tsx';
import './mobile-menu.css';

/** The slide-in menu of narrow screens: focus stays inside while open, Esc closes, every link closes it. */
export function MobileMenu({ menu }: { menu: Menu }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="mobile-menu__trigger" aria-label="Open menu">
        <MenuIcon size={24} aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="mobile-menu__overlay" />
        <Dialog.Content className="mobile-menu" aria-describedby={undefined}>
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
