import type { ReactNode } from 'react';
import { BrandMark } from '@/ui/brand-mark.tsx';
import './app-layout.css';

const BRAND = 'LoomConnect';

/** Header, main landmark and footer around every page. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="container app-header__inner">
          <a className="app-header__brand" href="/">
            <BrandMark label={`${BRAND} logo`} />
            <span>{BRAND}</span>
          </a>
          <nav aria-label="Main" className="app-header__nav">
            <a href="/login">Login</a>
            <a className="app-header__signup" href="/signup">
              Signup
            </a>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="app-footer">
        <div className="container app-footer__inner">
          <span className="app-footer__brand">
            <BrandMark size={24} label={`${BRAND} logo`} />
            {BRAND}
          </span>
          <small>
            © {new Date().getFullYear()} {BRAND}. All rights reserved.
          </small>
        </div>
      </footer>
    </>
  );
}
