import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** The app route a URL names: the hash's path in the desktop's hash router, else the path. */
const routeOf = (url: URL | Location) =>
  url.hash.startsWith('#/') ? url.hash.slice(1) : `${url.pathname}${url.search}${url.hash}`;

/**
 * While `dirty`, leaving asks first: closing or reloading the window gets the browser's own prompt, and a
 * click on an in-app link is held until the person confirms (`pending` names where it would go). The
 * router is declarative (app/router.tsx), so links are caught where they are clicked.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = routeOf(url);
      if (to === routeOf(window.location)) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      const to = pending;
      setPending(null);
      if (to) navigate(to);
    },
  };
}
