import { Check, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PAID_PLAN } from '@domain/constants.ts';
import { dayInIndia, formatDate } from '@domain/format.ts';
import { ALREADY_PREMIUM } from '@domain/messages.ts';
import { paths } from '@domain/paths.ts';
import { isPaidLevel } from '@domain/roles.ts';
import { COMPANY_CONTACT } from '@/config/contact.ts';
import { useSession } from '@/session/use-session.ts';
import { Button } from '@/ui/button.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useLaunchDateQuery } from '../api.ts';
import { DEALER_ELIGIBILITY, PLAN_BENEFITS, paidYearTerms } from '../model/plans.ts';
import './info-pages.css';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
const PLANS_PATH = paths.membershipPlans.href();

function PlanCard(props: {
  name: string;
  price: ReactNode;
  benefits: readonly string[];
  featured?: boolean;
  action: ReactNode;
}) {
  return (
    <li className={`plan-card${props.featured ? ' plan-card--featured' : ''}`}>
      <h2>{props.name}</h2>
      <div className="plan-card__price">{props.price}</div>
      <ul className="plan-card__benefits">
        {props.benefits.map((benefit) => (
          <li key={benefit}>
            <Check size={16} aria-hidden="true" /> {benefit}
          </li>
        ))}
      </ul>
      <div className="plan-card__action">{props.action}</div>
    </li>
  );
}

/** Free, Paid and Corporate plans with the spec's button rules, and a help block. */
export function MembershipPlansPage() {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = session.status === 'signed-in';
  const planActive = signedIn && isPaidLevel(session.role);
  // The paid year counts from the launch date (a public setting); until it has loaded the card says nothing of it.
  const launch = useLaunchDateQuery();

  const choosePaid = () => {
    if (!signedIn) {
      void navigate(paths.login.href(), { state: { from: PLANS_PATH } });
    } else if (planActive) {
      showToast({ ...ALREADY_PREMIUM });
    } else {
      void navigate(paths.payment.href());
    }
  };

  return (
    <section className="container info" aria-labelledby="plans-title">
      <header className="info__hero">
        <h1 id="plans-title">Membership Plans</h1>
        <p>Choose the plan that fits your business. Upgrade any time.</p>
      </header>
      <ul className="plan-grid" aria-label="Plans">
        <PlanCard
          name="Free Member"
          price={<strong>Free</strong>}
          benefits={PLAN_BENEFITS.free}
          action={
            <LinkButton to={paths.signup.href()} variant="outline">
              Sign Up Free
            </LinkButton>
          }
        />
        <PlanCard
          name="Paid Member"
          featured
          price={
            <>
              <span className="plan-card__badge">Pre-launch offer</span>
              <span>
                <strong>{rupees(PAID_PLAN.preLaunchPricePerYear)}</strong> / year + GST
              </span>
              <span className="plan-card__note">
                about {rupees(PAID_PLAN.preLaunchPricePerMonth)} / month · regular{' '}
                <s>{rupees(PAID_PLAN.regularPricePerYear)}</s> · save {rupees(PAID_PLAN.savings)} (30%)
              </span>
              <span className="plan-card__note">Offer valid until {formatDate(PAID_PLAN.offerValidUntil)}</span>
              {launch.isSuccess && (
                <span className="plan-card__note plan-card__term">
                  {paidYearTerms(dayInIndia(new Date()), launch.data)}
                </span>
              )}
            </>
          }
          benefits={PLAN_BENEFITS.paid}
          action={
            // aria-disabled, not disabled: pressing an active plan still explains itself (§6 toast).
            <Button
              onClick={choosePaid}
              aria-disabled={planActive || undefined}
              className={planActive ? 'plan-card__active' : undefined}
            >
              {planActive ? 'Plan Active' : 'Choose Plan'}
            </Button>
          }
        />
        <PlanCard
          name="Corporate Member"
          price={
            <>
              <strong>Custom pricing</strong>
              <span className="plan-card__note plan-card__term">{DEALER_ELIGIBILITY}</span>
            </>
          }
          benefits={PLAN_BENEFITS.corporate}
          action={
            <LinkButton to={paths.contactCorporate.href()} variant="secondary">
              Contact Sales
            </LinkButton>
          }
        />
      </ul>
      <aside className="info__cta" aria-labelledby="plans-help">
        <div>
          <h2 id="plans-help">Need help choosing?</h2>
          <p>Our team answers questions about plans, payments and invoices.</p>
        </div>
        <a className="info__mail" href={`mailto:${COMPANY_CONTACT.email}`}>
          <Mail size={18} aria-hidden="true" /> {COMPANY_CONTACT.email}
        </a>
      </aside>
    </section>
  );
}
