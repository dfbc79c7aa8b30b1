import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { PRODUCT_NAME } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { BrandMark } from '@/ui/brand-mark.tsx';
import { NavIcon } from '@/ui/nav-icon.tsx';
import { useMenu } from '../hooks/use-menu.ts';
import { AuthButtons } from './auth-buttons.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { WorkstationMenu } from './workstation-menu.tsx';
import './site-header.css';

/**
 * The header's height as --site-header-height on the page: the workstation's toolbars stick just under it (the
 * header is one row on a phone, two with the menu bar on a wide screen).
 */
function useHeaderHeightVariable() {
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const write = () => root.style.setProperty('--site-header-height', `${element.offsetHeight}px`);
    write();
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return header;
}

/**
 * Logo, the role's menu in one row (wide screens) or the slide-in menu (narrow), and Login/Signup or Logout;
 * `bell` is the notification centre's slot (the app passes it in, as features do not import each other).
 */
export function SiteHeader({ bell }: { bell?: ReactNode }) {
  const menu = useMenu();
  const header = useHeaderHeightVariable();
  return (
    <header ref={header} className="site-header">
      <div className="container site-header__bar">
        <Link className="site-header__brand" to={paths.home.href()}>
          <BrandMark label={`${PRODUCT_NAME} logo`} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <div className="site-header__end">
          {menu.memberName && <span className="site-header__greeting">Welcome {menu.memberName}</span>}
          {bell}
          <div className="site-header__auth">
            <AuthButtons actions={menu.actions} />
          </div>
          <MobileMenu menu={menu} />
        </div>
      </div>
      <nav className="site-nav" aria-label="Main" aria-busy={menu.loading || undefined}>
        <ul className="container site-nav__list">
          {menu.bar.map((entry) =>
            entry.kind === 'workstation' ? (
              <li key="workstation">
                <WorkstationMenu groups={entry.groups} />
              </li>
            ) : (
              <li key={entry.item.path}>
                <NavLink to={entry.item.path} end={entry.item.path === '/'} className="nav-link">
                  <NavIcon name={entry.item.icon} size={16} />
                  {entry.item.name}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}
