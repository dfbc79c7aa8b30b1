import { createBrowserRouter, createHashRouter } from 'react-router';
import { routes } from './routes.tsx';

/** Web pages use real paths; the desktop app loads file:// pages, where only the hash can carry the route. */
export type RouterKind = 'browser' | 'hash';

export function createAppRouter(kind: RouterKind) {
  return kind === 'browser' ? createBrowserRouter(routes) : createHashRouter(routes);
}
