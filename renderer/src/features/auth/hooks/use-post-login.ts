import { useNavigate } from 'react-router';
import { SIGNED_IN, USER_STATUS_UNVERIFIED } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { loadPage } from '@/platform/navigate.ts';
import { memberNameOf, storeLoggedInUser } from '@/session/logged-in-user.ts';
import { trialExpiredToast } from '@/session/trial-expired.tsx';
import { useSession } from '@/session/use-session.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { authApi } from '../api.ts';
import { veilThePage } from '../components/login-veil.tsx';
import { signOutSettled } from '../model/sign-out.ts';
import { WELCOME_BACK } from '../model/texts.ts';

// Long enough to read the welcome before the full page load.
const WELCOME_PAUSE_MS = 1200;

/**
 * Post-login processing (§4): the user is stored locally, welcomed, and the page they came from loads in
 * full. A Free Member whose trial is over (the server's role facts say so) is told 'Trial Period Expired'
 * and taken to the payment page instead: the auth server gave them a session for paying only, and paying
 * restores the account at once. Runs to the end even when the session change has already replaced the login page
 * (the route guard takes a login made there on to `target`, so the page under the veil is the one the load
 * refreshes, never home); the page stays under a veil from the sign-in to the load: a click there would be undone.
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
    const liftVeil = veilThePage();
    let facts;
    try {
      facts = await readFacts().unwrap();
    } catch {
      liftVeil();
      await refuse({ title: USER_STATUS_UNVERIFIED, variant: 'destructive' });
      return;
    }
    const memberName = memberNameOf({ memberName: facts.memberName, businessName: facts.businessName, email });
    if (facts.userId) storeLoggedInUser({ id: facts.userId, email, memberName });
    onDone();
    if (facts.trialExpired) {
      liftVeil();
      showToast(trialExpiredToast());
      navigate(paths.payment.href(), { replace: true });
      return;
    }
    showToast({ title: SIGNED_IN.title, description: WELCOME_BACK(memberName), variant: 'success' });
    setTimeout(() => loadPage(target), WELCOME_PAUSE_MS);
  };
}
