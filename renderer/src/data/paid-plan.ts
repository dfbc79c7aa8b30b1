import { dayInIndia } from '@domain/format.ts';
import { paidPlanPrice, type PaidPlanPrice, type PaidPlanTerms } from '@domain/paid-year.ts';
import { api, fromGateway } from './api.ts';

/**
 * The paid plan's settings (app_settings `paid_plan`: the launch date and the offer's last day), for every page
 * that prices or explains the plan: plans, payment, sign-up and the home banner's offer line.
 */
const paidPlanApi = api.injectEndpoints({
  endpoints: (build) => ({
    paidPlan: build.query<PaidPlanTerms, void>({
      queryFn: fromGateway((g) => g.info.paidPlan()),
    }),
  }),
});

const { usePaidPlanQuery } = paidPlanApi;

/** The settings and today's price once they have loaded (null before, or when they cannot be read). */
export function usePaidPlan(): { terms: PaidPlanTerms; price: PaidPlanPrice; today: string } | null {
  const { data } = usePaidPlanQuery();
  if (!data) return null;
  const today = dayInIndia(new Date());
  return { terms: data, price: paidPlanPrice(today, data.offerValidUntil), today };
}
