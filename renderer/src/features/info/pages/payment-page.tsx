import { ArrowLeft, CreditCard, LifeBuoy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RAZORPAY_BUTTON_SCRIPT } from '@domain/content-policy.ts';
import { TRIAL_PERIOD_EXPIRED } from '@domain/messages.ts';
import { paidPlanPriceText } from '@domain/paid-year.ts';
import { paths } from '@domain/paths.ts';
import { usePaidPlan } from '@/data/paid-plan.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Card } from '@/ui/card.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useTestCheckoutQuery } from '../api.ts';
import { paidYearTerms } from '../model/plans.ts';
import { TestCheckout } from '../components/test-checkout.tsx';
import { RAZORPAY_BUTTON_ID } from '../model/payment-config.ts';
import { PAYMENT_FORM_FAILED, PAYMENTS_NOT_AVAILABLE, TRIAL_EXPIRED_PAY_HERE } from '../model/payment-texts.ts';
import './info-pages.css';

type WidgetState = 'loading' | 'ready' | 'failed' | 'unconfigured';

/** Loads Razorpay's payment-button widget into a form (the provider's embed), reporting whether it came. */
function usePaymentButton(buttonId: string | null) {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<WidgetState>(buttonId ? 'loading' : 'unconfigured');

  useEffect(() => {
    const form = formRef.current;
    if (!buttonId || !form) return;
    const script = document.createElement('script');
    script.src = RAZORPAY_BUTTON_SCRIPT;
    script.async = true;
    script.setAttribute('data-payment_button_id', buttonId);
    script.onload = () => setState('ready');
    script.onerror = () => setState('failed');
    form.append(script);
    return () => form.replaceChildren();
  }, [buttonId]);

  return { formRef, state };
}

/**
 * The Paid Membership payment page: the provider's widget, or what to do when it cannot be used; on a local
 * stack also a clearly marked test checkout that upgrades through the same signed webhook.
 */
export function PaymentPage() {
  const { formRef, state } = usePaymentButton(RAZORPAY_BUTTON_ID);
  const testCheckout = useTestCheckoutQuery();
  const trialExpired = useSession().facts.trialExpired;
  const plan = usePaidPlan();
  return (
    <section className="container info payment" aria-labelledby="payment-title">
      <Link to={paths.membershipPlans.href()} className="info__back">
        <ArrowLeft size={16} aria-hidden="true" /> Back to Membership Plans
      </Link>
      <header className="info__hero">
        <CreditCard size={40} aria-hidden="true" />
        <h1 id="payment-title">Paid Membership Payment</h1>
        <p>
          {plan && `${paidPlanPriceText(plan.price, plan.terms.offerValidUntil)} `}Your membership is upgraded and
          verified as soon as the payment is confirmed.
        </p>
        {plan && <p className="payment__term">{paidYearTerms(plan.today, plan.terms.launchDate)}</p>}
      </header>
      {trialExpired && (
        <Alert variant="warning" title={TRIAL_PERIOD_EXPIRED}>
          {TRIAL_EXPIRED_PAY_HERE}
        </Alert>
      )}
      <Card className="payment__widget">
        <form ref={formRef} aria-label="Razorpay payment button" hidden={state === 'unconfigured'} />
        {state === 'loading' && <Spinner label="Loading the secure payment button" />}
        {state === 'failed' && (
          <Alert variant="danger" title={PAYMENT_FORM_FAILED.title}>
            {PAYMENT_FORM_FAILED.description}
          </Alert>
        )}
        {state === 'unconfigured' && (
          <Alert
            variant="info"
            title={PAYMENTS_NOT_AVAILABLE.title}
            action={
              <LinkButton to={paths.contactCorporate.href()} variant="primary">
                Contact Sales
              </LinkButton>
            }
          >
            {PAYMENTS_NOT_AVAILABLE.description}
          </Alert>
        )}
      </Card>
      {testCheckout.data && <TestCheckout offer={testCheckout.data} />}
      <p className="payment__support">
        <LifeBuoy size={16} aria-hidden="true" /> Trouble paying?{' '}
        <Link to={paths.contactCorporate.href()}>Contact support</Link>
      </p>
    </section>
  );
}
