import { BadgeCheck, Crown, MessageSquare, Search } from 'lucide-react';
import { CREDITS } from '@domain/constants.ts';
import { paidPlanPriceText } from '@domain/paid-year.ts';
import { usePaidPlan } from '@/data/paid-plan.ts';

const BENEFITS = [
  { icon: BadgeCheck, text: 'A verified member badge on your profile' },
  { icon: MessageSquare, text: `${CREDITS.paidSignup} messaging credits now, then ${CREDITS.paidMonthly} every month` },
  { icon: Search, text: 'A listing in the member directory' },
  { icon: Crown, text: 'Priority visibility for your enquiries and offers' },
];

/** Why Paid Membership: beside the profile form on /register-profile (§1, §9). */
export function PaidBenefitsPanel() {
  // Today's price: the offer's, with its last day, while it runs; the regular one after it.
  const plan = usePaidPlan();
  return (
    <aside className="paid-benefits" aria-labelledby="paid-benefits-title">
      <h2 id="paid-benefits-title">Paid Member benefits</h2>
      <ul>
        {BENEFITS.map(({ icon: Icon, text }) => (
          <li key={text}>
            <Icon size={20} aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {plan && <p className="paid-benefits__price">{paidPlanPriceText(plan.price, plan.terms.offerValidUntil)}</p>}
    </aside>
  );
}
