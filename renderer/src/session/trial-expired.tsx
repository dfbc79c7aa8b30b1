import { Link } from 'react-router';
import { TRIAL_EXPIRED_TEXT, TRIAL_PAY_LINK, TRIAL_PERIOD_EXPIRED } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import type { ToastOptions } from '@/ui/toast/toast-store.ts';

/** The words of 'Trial Period Expired' with the pay link (accounts §4). */
export function TrialExpiredText() {
  return (
    <>
      {TRIAL_EXPIRED_TEXT} <Link to={paths.payment.href()}>{TRIAL_PAY_LINK}</Link>.
    </>
  );
}

/**
 * What an expired Free Member is told on signing in. The auth server gives them a session for paying only
 * (its access token hook), so they stay signed in and the app takes them to the payment page.
 */
export function trialExpiredToast(): ToastOptions {
  return { title: TRIAL_PERIOD_EXPIRED, description: <TrialExpiredText />, variant: 'destructive', durationMs: 10_000 };
}
