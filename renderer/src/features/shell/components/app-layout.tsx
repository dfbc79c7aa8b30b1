import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TrialExpiredBanner } from './trial-expired-banner.tsx';
import './app-layout.css';

/**
 * Header, an ad slot above and below the page, and the footer around every page. The app passes the ad
 * slot in (`ad`) and the header's notification bell (`bell`), since features do not import each other.
 */
export function AppLayout({
  children,
  ad,
  bell,
}: {
  children: ReactNode;
  ad: (position: 'top' | 'bottom') => ReactNode;
  bell?: ReactNode;
}) {
  return (
    <div className="app-layout">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // The desktop app routes by hash: move focus without touching the URL.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </a>
      <SiteHeader bell={bell} />
      <main id="main" tabIndex={-1}>
        {ad('top')}
        <TrialExpiredBanner />
        {children}
        {ad('bottom')}
      </main>
      <SiteFooter />
    </div>
  );
}
