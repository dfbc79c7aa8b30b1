import { Link, NavLink } from 'react-router';
import { PRODUCT_NAME } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { BrandMark } from '@/ui/brand-mark.tsx';
import { NavIcon } from '@/ui/nav-icon.tsx';
import { useMenu } from '../hooks/use-menu.ts';
import { AuthButtons } from './auth-buttons.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SourcingMenu } from './sourcing-menu.tsx';
import './site-header.css';

/** Logo, the role's menu (wide screens) or the slide-in menu (narrow), and Login/Signup or Logout. */
export function SiteHeader() {
  const menu = useMenu();
  const firstSourcing = menu.sourcing[0];
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link className="site-header__brand" to={paths.home.href()}>
          <BrandMark label={`${PRODUCT_NAME} logo`} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <div className="site-header__end">
          {menu.memberName && <span className="site-header__greeting">Welcome {menu.memberName}</span>}
          <div className="site-header__auth">
            <AuthButtons actions={menu.actions} />
          </div>
          <MobileMenu menu={menu} />
        </div>
      </div>
      <nav className="site-nav" aria-label="Main" aria-busy={menu.loading || undefined}>
        <ul className="container site-nav__list">
          {menu.items.map((item) =>
            item === firstSourcing ? (
              <li key="sourcing">
                <SourcingMenu items={menu.sourcing} />
              </li>
            ) : menu.sourcing.includes(item) ? null : (
              <li key={item.path}>
                <NavLink to={item.path} end={item.path === '/'} className="nav-link">
                  <NavIcon name={item.icon} size={16} />
                  {item.name}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}
