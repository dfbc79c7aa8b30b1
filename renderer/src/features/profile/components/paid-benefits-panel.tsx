import { BadgeCheck, Crown, MessageSquare, Search } from 'lucide-react';
import { CREDITS, PAID_PLAN } from '@domain/constants.ts';
import { formatDate, formatRupees } from '@domain/format.ts';

const BENEFITS = [
  { icon: BadgeCheck, text: 'A verified member badge on your profile' },
  { icon: MessageSquare, text: `${CREDITS.paidSignup} messaging credits now, then ${CREDITS.paidMonthly} every month` },
  { icon: Search, text: 'A listing in the member directory' },
  { icon: Crown, text: 'Priority visibility for your enquiries and offers' },
];

const rupees = (amount: number) => formatRupees(amount).replace(/\.00$/, '');

/** Why Paid Membership: beside the profile form on /register-profile (§1, §9). */
export function PaidBenefitsPanel() {
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
      <p className="paid-benefits__price">
        <strong>{rupees(PAID_PLAN.preLaunchPricePerYear)}</strong> per year (about{' '}
        {rupees(PAID_PLAN.preLaunchPricePerMonth)} per month) plus GST
      </p>
      <p className="paid-benefits__note">
        Pre-launch offer, valid until {formatDate(PAID_PLAN.offerValidUntil)}: regular price{' '}
        {rupees(PAID_PLAN.regularPricePerYear)} per year, you save {rupees(PAID_PLAN.savings)}.
      </p>
    </aside>
  );
}
