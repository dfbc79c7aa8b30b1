import { Check, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatDate, formatWholeRupees } from '@domain/format.ts';
import { ALREADY_PREMIUM } from '@domain/messages.ts';
import type { PaidPlanPrice, PaidPlanTerms } from '@domain/paid-year.ts';
import { paths } from '@domain/paths.ts';
import { isPaidLevel } from '@domain/roles.ts';
import { TRIAL_TEXT, trialStatusText } from '@domain/trial.ts';
import { COMPANY_CONTACT } from '@/config/contact.ts';
import { usePaidPlan } from '@/data/paid-plan.ts';
import { useSession } from '@/session/use-session.ts';
import { Button } from '@/ui/button.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { DEALER_ELIGIBILITY, PLAN_BENEFITS, paidYearTerms } from '../model/plans.ts';
import './info-pages.css';

const PLANS_PATH = paths.membershipPlans.href();

/**
 * The Paid card's price: the pre-launch offer with its last day while it runs, the regular price after it
 * (the offer's day is a setting, app_settings `paid_plan`); nothing until the setting has loaded.
 */
function PaidPrice({ plan }: { plan: { terms: PaidPlanTerms; price: PaidPlanPrice; today: string } | null }) {
  if (!plan) return <span className="plan-card__note">Loading the price…</span>;
  const { price, terms, today } = plan;
  return (
    <>
      {price.offerLive && <span className="plan-card__badge">Pre-launch offer</span>}
      <span>
        <strong>{formatWholeRupees(price.perYear)}</strong> / year + GST
      </span>
      <span className="plan-card__note">
        about {formatWholeRupees(price.perMonth)} / month
        {price.offerLive && (
          <>
            {' '}
            · regular <s>{formatWholeRupees(price.regularPerYear)}</s> · save {formatWholeRupees(price.savings)} (
            {Math.round((price.savings / price.regularPerYear) * 100)}%)
          </>
        )}
      </span>
      {price.offerLive && terms.offerValidUntil && (
        <span className="plan-card__note">Offer valid until {formatDate(terms.offerValidUntil)}</span>
      )}
      <span className="plan-card__note plan-card__term">{paidYearTerms(today, terms.launchDate)}</span>
    </>
  );
}

/** The Free card's price: the trial's length, and for a signed-in Free Member when theirs ends. */
function FreePrice() {
  const session = useSession();
  const endsAt = session.status === 'signed-in' && session.role === 'Free Member' ? session.facts.trialEndsAt : null;
  return (
    <>
      <strong>Free</strong>
      <span className="plan-card__note">{TRIAL_TEXT.length}</span>
      {endsAt && <span className="plan-card__note plan-card__term">{trialStatusText(endsAt, new Date())}</span>}
    </>
  );
}

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
  // The price and the paid year follow the plan's settings (the offer's last day, the launch date).
  const plan = usePaidPlan();

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
          price={<FreePrice />}
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
          price={<PaidPrice plan={plan} />}
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
