import { BadgeCheck, FlaskConical } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { formatRupees } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import type { TestCheckout as TestCheckoutOffer } from '@/data/ports/info.ts';
import { OnlineOnlyNote, useOnlineOnlyBlocked } from '@/session/online-only.tsx';
import { loginLinkState } from '@/session/return-path.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Card } from '@/ui/card.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { usePayInTestModeMutation } from '../api.ts';
import { TEST_CHECKOUT_TEXT, TEST_PAYMENT_CONFIRMED } from '../model/payment-texts.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/**
 * The local stack's test checkout, like Razorpay's test mode: marked as a test, no money moves, and the
 * upgrade happens on the server through the same signed payment confirmation Razorpay sends.
 */
export function TestCheckout({ offer }: { offer: TestCheckoutOffer }) {
  const session = useSession();
  const location = useLocation();
  const [pay, payment] = usePayInTestModeMutation();
  // A payment upgrades the membership on the server: the desktop offline disables it and says why.
  const offline = useOnlineOnlyBlocked();
  const amount = formatRupees(offer.amountPaise / 100);
  const paid = payment.data?.ok === true;
  // Paid and Corporate Members have nothing to upgrade to; a member without a profile is told by the server.
  const membership = session.status === 'signed-in' ? session.facts.membershipType : null;
  const upgraded = membership !== null && membership !== 'Free Member' && !paid;

  const payNow = async () => {
    try {
      const outcome = await pay().unwrap();
      if (outcome.ok) showToast({ ...TEST_PAYMENT_CONFIRMED, variant: 'success' });
      else showToast({ title: TEST_CHECKOUT_TEXT.refusedTitle, description: outcome.message, variant: 'destructive' });
    } catch (error) {
      toastFailure(TEST_CHECKOUT_TEXT.refusedTitle, error);
    }
  };

  return (
    <Card className="payment__test-mode" aria-labelledby="test-checkout-title">
      <header className="payment__test-head">
        <h2 id="test-checkout-title" className="card__title">
          <FlaskConical size={20} aria-hidden="true" /> {TEST_CHECKOUT_TEXT.title}
        </h2>
        <Badge variant="orange">Test mode</Badge>
      </header>
      <p>{TEST_CHECKOUT_TEXT.explanation}</p>
      {paid ? (
        <Alert variant="success" title={TEST_PAYMENT_CONFIRMED.title}>
          {TEST_PAYMENT_CONFIRMED.description}{' '}
          <Link to={session.userId ? paths.profile.href(session.userId) : paths.myProfile.href()}>
            <BadgeCheck size={16} aria-hidden="true" /> View your profile
          </Link>
        </Alert>
      ) : session.status !== 'signed-in' ? (
        <p className="payment__test-action">
          <LinkButton to={paths.login.href()} state={loginLinkState(location)} variant="outline">
            Log in to pay in test mode
          </LinkButton>
        </p>
      ) : upgraded ? (
        <Alert variant="info" title={TEST_CHECKOUT_TEXT.alreadyUpgraded(membership)} />
      ) : (
        <p className="payment__test-action">
          <Button
            variant="secondary"
            loading={payment.isLoading}
            disabled={offline !== null}
            title={offline ?? undefined}
            onClick={() => void payNow()}
          >
            Pay {amount} (test)
          </Button>
        </p>
      )}
      {!paid && <OnlineOnlyNote reason={offline} />}
    </Card>
  );
}
