import { Sparkles } from 'lucide-react';
import { PRE_LAUNCH_OFFERS } from '@domain/messages.ts';
import { usePaidPlan } from '@/data/paid-plan.ts';

/**
 * 'Pre-Launch Offers Now Live' (accounts §1) while the offer runs: its last day is a setting (app_settings
 * `paid_plan`), after which the banner says nothing of it. Loads with the data cache, after the banner.
 */
export function OfferNote() {
  const plan = usePaidPlan();
  if (!plan?.price.offerLive) return null;
  return (
    <span className="welcome-banner__offer">
      <Sparkles size={18} aria-hidden="true" />
      {PRE_LAUNCH_OFFERS}
    </span>
  );
}
