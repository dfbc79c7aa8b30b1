import { useLocation } from 'react-router';
import { TRIAL_PERIOD_EXPIRED } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { TrialExpiredText } from '@/session/trial-expired.tsx';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';

/**
 * Above every page while a Free Member's trial is over: the server refuses what members do (it gave them a
 * session for paying only), so the app says why and where to pay. The payment page says it itself.
 */
export function TrialExpiredBanner() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status !== 'signed-in' || !session.facts.trialExpired || pathname === paths.payment.href()) return null;
  return (
    <div className="container trial-expired-banner">
      <Alert variant="warning" title={TRIAL_PERIOD_EXPIRED}>
        <TrialExpiredText />
      </Alert>
    </div>
  );
}
