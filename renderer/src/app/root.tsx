import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { adSlotSize } from '@domain/ads.ts';
import { isPaidLevel } from '@domain/roles.ts';
import { SIGNED_IN } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { AdPlaceholder } from '@/features/ads/components/ad-placeholder.tsx';
import { PageLoadFailed } from '@/features/shell/components/page-load-failed.tsx';
import { RouteGuard } from '@/features/shell/components/route-guard.tsx';
import { AppLayout } from '@/features/shell/components/app-layout.tsx';
import { desktopBridge } from '@/platform/desktop-bridge.ts';
import { takeAccessTokenLink } from '@/session/auth-link.ts';
import { takeLinkReturn } from '@/session/return-path.ts';
import { SessionProvider } from '@/session/session-provider.tsx';
import { trialExpiredToast } from '@/session/trial-expired.tsx';
import { useSession } from '@/session/use-session.ts';
import { LoadBoundary } from '@/ui/load-boundary.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { lazyWithStore } from './with-store.tsx';

// The toast region loads beside the first page rather than in it; a toast raised meanwhile waits in the
// toast store and shows once it is there.
const Toaster = lazy(async () => ({ default: (await import('@/ui/toast/toaster.tsx')).Toaster }));

const AdSlot = lazyWithStore(
  () => import('@/features/ads/components/ad-slot.tsx'),
  (m) => m.AdSlot,
);

// The desktop's sync status bar; the web build never loads it.
const DesktopStatus = lazyWithStore(
  () => import('@/features/desktop/components/desktop-status.tsx'),
  (m) => m.DesktopStatus,
);
const bridge = desktopBridge();

/**
 * An ad banner at the page's size (compact on the workstation, none at the head of a company's page); its
 * placeholder holds the place while the ads and the data cache load, nothing if they cannot.
 */
function AdArea({ position }: { position: 'top' | 'bottom' }) {
  const size = adSlotSize(useLocation().pathname, position);
  if (size === 'none') return null;
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={<AdPlaceholder position={position} size={size} />}>
        <AdSlot position={position} size={size} />
      </Suspense>
    </LoadBoundary>
  );
}
const ad = (position: 'top' | 'bottom') => <AdArea position={position} />;

// The notification centre (issue 27): its code loads only for a signed-in Paid Member or above.
const NotificationBell = lazyWithStore(
  () => import('@/features/notifications/components/notification-bell.tsx'),
  (m) => m.NotificationBell,
);

/** The header's bell for members whose market alerts it shows; nothing for anyone else. */
function HeaderBell() {
  const { status, role, userId } = useSession();
  if (status !== 'signed-in' || !userId || !isPaidLevel(role)) return null;
  return (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <NotificationBell userId={userId} />
      </Suspense>
    </LoadBoundary>
  );
}

/** Every route change starts at the top of the page. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // Braces: recent Chromium returns a promise from scrollTo, and an effect may only return a clean-up function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * A login link (access token in the URL hash) ends here with 'Signed In!' and goes home, or, for the app's own
 * mobile OTP login, back to the page that login started from (accounts §2); an expired trial goes to pay. A
 * recovery link goes to /update-password (also when the auth client announced PASSWORD_RECOVERY before anyone
 * listened).
 */
function AccessTokenLinkLanding() {
  const { status, facts } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (status !== 'signed-in') return;
    const link = takeAccessTokenLink();
    if (link === 'login') {
      const back = takeLinkReturn();
      // An expired Free Member's link gives a session for paying only: they are told so and taken to pay.
      if (facts.trialExpired) showToast(trialExpiredToast());
      else showToast({ ...SIGNED_IN, variant: 'success' });
      navigate(facts.trialExpired ? paths.payment.href() : back, { replace: true });
    }
    if (link === 'recovery') navigate(paths.updatePassword.href(), { replace: true });
  }, [status, facts.trialExpired, navigate]);
  return null;
}

/** The root route: session, layout, guard and toasts around every page. */
export function Root() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <SessionProvider onPasswordRecovery={() => navigate(paths.updatePassword.href())}>
      <ScrollToTop />
      <AccessTokenLinkLanding />
      <AppLayout ad={ad} bell={<HeaderBell />}>
        <RouteGuard>
          <LoadBoundary fallback={<PageLoadFailed />} resetKey={pathname}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </LoadBoundary>
        </RouteGuard>
      </AppLayout>
      {bridge && (
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <DesktopStatus bridge={bridge} />
          </Suspense>
        </LoadBoundary>
      )}
      <LoadBoundary fallback={null}>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </LoadBoundary>
    </SessionProvider>
  );
}
