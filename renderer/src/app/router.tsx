import { useEffect, type ReactElement } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes } from 'react-router';
import { pageTitleFor, routes } from './routes.tsx';

/** Loads the code of the lazy pages `pathname` matches (with-store.tsx); resolves once it is there, never rejects. */
export function preloadPagesAt(pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) => {
    const type = (match.route.element as ReactElement | undefined)?.type as
      { preload?: () => Promise<void> } | undefined;
    return type?.preload?.();
  });
  return Promise.all(loads).then(() => undefined);
}

/** A lazy page's code, asked for as soon as its path matches, before the guard lets it render. */
function usePreloadMatchedPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    void preloadPagesAt(pathname);
  }, [pathname]);
}

/** The tab says which page it shows (the route table's titles), so tabs and history can be told apart. */
function usePageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitleFor(pathname);
  }, [pathname]);
}

/** The route table with the page title and the preloading of the matched page's code. */
function AppRoutes() {
  usePreloadMatchedPage();
  usePageTitle();
  return useRoutes(routes);
}

/**
 * The app's router, on real paths on the web and on the desktop alike (its app:// scheme answers every
 * route with the page, as the web server does). Declarative mode: the pages load their own data (RTK Query), so the data router's
 * loaders and actions would only add weight to the first download. Navigations commit at once (no
 * transition waiting for a lazy page): a page that navigates just before the session changes lands where
 * it meant to, and the page spinner shows while the next page loads.
 */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
