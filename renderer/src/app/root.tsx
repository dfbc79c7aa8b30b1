import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SIGNED_IN } from '@domain/messages.ts';
import { AdSlot } from '@/features/ads/components/ad-slot.tsx';
import { RouteGuard } from '@/features/shell/components/route-guard.tsx';
import { AppLayout } from '@/features/shell/components/app-layout.tsx';
import { takeAccessTokenLink } from '@/session/auth-link.ts';
import { SessionProvider } from '@/session/session-provider.tsx';
import { useSession } from '@/session/use-session.ts';
import { PageSpinner } from '@/ui/spinner.tsx';
import { Toaster } from '@/ui/toast/toaster.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';

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
 * A login link (access token in the URL hash) ends here with 'Signed In!' and home; a recovery link goes to
 * /update-password (also when the auth client announced PASSWORD_RECOVERY before anyone listened).
 */
function AccessTokenLinkLanding() {
  const { status } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (status !== 'signed-in') return;
    const link = takeAccessTokenLink();
    if (link === 'login') {
      showToast({ ...SIGNED_IN, variant: 'success' });
      navigate('/', { replace: true });
    }
    if (link === 'recovery') navigate('/update-password', { replace: true });
  }, [status, navigate]);
  return null;
}

/** The root route: session, layout, guard and toasts around every page. */
export function Root() {
  const navigate = useNavigate();
  return (
    <SessionProvider onPasswordRecovery={() => navigate('/update-password')}>
      <ScrollToTop />
      <AccessTokenLinkLanding />
      <AppLayout ad={(position) => <AdSlot position={position} />}>
        <RouteGuard>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteGuard>
      </AppLayout>
      <Toaster />
    </SessionProvider>
  );
}
