import { createElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { SIGNED_IN, TRIAL_PERIOD_EXPIRED, USER_STATUS_UNVERIFIED } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { memberNameOf, storeLoggedInUser } from '@/session/logged-in-user.ts';
import { useSession } from '@/session/use-session.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { signOutSettled } from '../model/sign-out.ts';
import { TRIAL_EXPIRED_TEXT, TRIAL_PAY_LINK, WELCOME_BACK } from '../model/texts.ts';

const PAY_PATH = paths.payment.href();
// Long enough to read the welcome before the full page load.
const WELCOME_PAUSE_MS = 1200;

/**
 * Post-login processing (§4): the server's role facts decide whether the trial still allows login; then
 * the user is stored locally, welcomed, and the page they came from loads in full. Runs to the end even
 * when the session change has already replaced the login page.
 */
export function usePostLogin() {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [readFacts] = authApi.useRoleFactsAfterLoginMutation();

  const refuse = async (toast: Parameters<typeof showToast>[0]) => {
    await signOutSettled(signOut);
    showToast(toast);
    navigate(paths.login.href(), { replace: true });
  };

  return async ({ email, target, onDone }: { email: string; target: string; onDone: () => void }) => {
    let facts;
    try {
      facts = await readFacts().unwrap();
    } catch {
      await refuse({ title: USER_STATUS_UNVERIFIED, variant: 'destructive' });
      return;
    }
    if (facts.trialExpired) {
      const payLink = createElement(Link, { to: PAY_PATH }, TRIAL_PAY_LINK);
      await refuse({
        title: TRIAL_PERIOD_EXPIRED,
        description: createElement('span', null, `${TRIAL_EXPIRED_TEXT} `, payLink, '.'),
        variant: 'destructive',
        durationMs: 10_000,
      });
      return;
    }
    const memberName = memberNameOf({ memberName: facts.memberName, businessName: facts.businessName, email });
    if (facts.userId) storeLoggedInUser({ id: facts.userId, email, memberName });
    onDone();
    showToast({ title: SIGNED_IN.title, description: WELCOME_BACK(memberName), variant: 'success' });
    setTimeout(() => window.location.assign(target), WELCOME_PAUSE_MS);
  };
}
