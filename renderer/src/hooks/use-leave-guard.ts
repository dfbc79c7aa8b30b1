import { useEffect, useRef, useState } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

/** The app route a URL names: the hash's path in the desktop's hash router, else the path. */
const routeOf = (url: URL | Location) =>
  url.hash.startsWith('#/') ? url.hash.slice(1) : `${url.pathname}${url.search}${url.hash}`;

/** `pending` when the person pressed the browser's Back button. */
const BACK = 'back';

/** Marks the copy of the page's history entry that catches Back while there is unsaved input. */
const GUARD_KEY = 'leaveGuard';
const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD_KEY]);
const pushGuardEntry = () =>
  window.history.pushState({ ...(window.history.state as object | null), [GUARD_KEY]: true }, '');
/** The guard that asks about the current Back, so two forms with unsaved input on one page ask once. */
let backAsker: object | null = null;

/**
 * While `dirty`, leaving asks first: closing or reloading the window gets the browser's own prompt, a click on
 * an in-app link is held until the person confirms (`pending` names where it would go), and so is Back
 * (`pending` is BACK). The router is declarative (app/router.tsx), so links are caught where they are clicked,
 * and Back by a copy of the page's history entry put on top while there is unsaved input: Back pops the copy
 * (the page stays as it is) and the prompt asks; staying puts the copy back, leaving goes back for real. The
 * copy stays in the history once the input is saved (a history entry cannot be removed): Back then shows this
 * page once more, unless the page leaves with `replaceAfterSave`.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const leaving = useRef(false);
  const self = useRef({});

  useEffect(() => {
    if (!dirty) return;
    const me = self.current;
    leaving.current = false;
    if (!onGuardEntry()) pushGuardEntry();
    const onPopState = () => {
      if (leaving.current || onGuardEntry() || backAsker !== null) return;
      backAsker = me;
      setPending(BACK);
    };
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
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      if (backAsker === me) backAsker = null;
    };
  }, [dirty]);

  return {
    pending,
    // A dialog calls stay() as it closes, also after leave(): the copy is put back only when the person stays.
    stay: () => {
      if (pending === BACK && !leaving.current) pushGuardEntry();
      if (pending === BACK && backAsker === self.current && !leaving.current) backAsker = null;
      setPending(null);
    },
    leave: () => {
      const to = pending;
      setPending(null);
      leaving.current = true;
      if (to === BACK) window.history.back();
      // The copy on top of the history is this page again: the next page takes its place.
      else if (to) navigate(to, { replace: onGuardEntry() });
    },
  };
}

/**
 * Leaves a page whose input was just saved for `to`, in place of the page's history entry, so Back goes where the
 * person was before the form, not into the form again. The guard's copy of the entry (still on top while the input
 * was unsaved) is popped first; the guard itself is off by then (its page is submitting or saved).
 */
export function replaceAfterSave(navigate: NavigateFunction, to: string): void {
  if (!onGuardEntry()) {
    void navigate(to, { replace: true });
    return;
  }
  const onPopState = () => {
    window.removeEventListener('popstate', onPopState);
    void navigate(to, { replace: true });
  };
  window.addEventListener('popstate', onPopState);
  window.history.back();
}
