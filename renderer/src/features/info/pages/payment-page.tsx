import { ArrowLeft, CreditCard, LifeBuoy, Terminal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PAID_PLAN } from '@domain/constants.ts';
import { paths } from '@domain/paths.ts';
import { env } from '@/config/env.ts';
import { Alert } from '@/ui/alert.tsx';
import { Card } from '@/ui/card.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { RAZORPAY_BUTTON_ID, RAZORPAY_BUTTON_SCRIPT, SIMULATE_PAYMENT_COMMAND } from '../model/payment-config.ts';
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

/** The Paid Membership payment page: the provider's widget, or a clear message when it cannot load. */
export function PaymentPage() {
  const { formRef, state } = usePaymentButton(RAZORPAY_BUTTON_ID);
  return (
    <section className="container info payment" aria-labelledby="payment-title">
      <Link to={paths.membershipPlans.href()} className="info__back">
        <ArrowLeft size={16} aria-hidden="true" /> Back to Membership Plans
      </Link>
      <header className="info__hero">
        <CreditCard size={40} aria-hidden="true" />
        <h1 id="payment-title">Paid Membership Payment</h1>
        <p>
          ₹{PAID_PLAN.preLaunchPricePerYear.toLocaleString('en-IN')} per year plus GST. Your membership is upgraded as
          soon as the payment is confirmed.
        </p>
      </header>
      <Card className="payment__widget">
        <form ref={formRef} aria-label="Razorpay payment button" />
        {state === 'loading' && <Spinner label="Loading the secure payment button" />}
        {state === 'failed' && (
          <Alert variant="danger" title="Payment form could not be loaded">
            The secure payment button from Razorpay did not load. Check your internet connection and reload this page,
            or contact our corporate sales team for help.
          </Alert>
        )}
        {state === 'unconfigured' && (
          <Alert variant="warning" title="Online payment is not set up">
            This build has no payment button configured (VITE_RAZORPAY_BUTTON_ID). Please contact our sales team to
            upgrade.
          </Alert>
        )}
      </Card>
      {env.localStack && (
        <Card title="Local test mode" className="payment__test-mode">
          <p>
            <Terminal size={16} aria-hidden="true" /> Without Razorpay, complete an upgrade on the local stack by
            sending the payment confirmation the webhook expects:
          </p>
          <pre>
            <code>{SIMULATE_PAYMENT_COMMAND}</code>
          </pre>
          <p>Use the member&apos;s login e-mail, then reload: the membership shows as Paid Member.</p>
        </Card>
      )}
      <p className="payment__support">
        <LifeBuoy size={16} aria-hidden="true" /> Trouble paying?{' '}
        <Link to={paths.contactCorporate.href()}>Contact support</Link>
      </p>
    </section>
  );
}
