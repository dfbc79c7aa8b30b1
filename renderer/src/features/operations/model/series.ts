import { CREDIT_REASON_LABELS, type CreditDays } from '@domain/schemas/admin.ts';
import { formatCount } from '@domain/format.ts';

/** The ledger reasons that add credits and those that spend them (trade §9). */
export const GRANT_REASONS = ['signup', 'referral', 'monthly_grant', 'membership_change', 'admin_adjustment'] as const;
export const SPEND_REASONS = ['usage_enquiry', 'usage_offer', 'bid_submission'] as const;

const COLOURS = ['#1b3a66', '#ea6a1f', '#17663a', '#7c3aed', '#b42318', '#0e7490', '#a16207', '#5b6474'];

/** One series per reason over the window's days, of granted or spent credits, with its total. */
export function creditSeries(credits: CreditDays, kind: 'granted' | 'spent', reasons: readonly string[]) {
  const at = new Map(credits.days.map((day, i) => [day, i]));
  return reasons.map((reason, i) => {
    const values = credits.days.map(() => 0);
    for (const row of credits.rows) {
      if (row.reason === reason) values[at.get(row.day) ?? 0] += row[kind];
    }
    return {
      label: CREDIT_REASON_LABELS[reason] ?? reason,
      colour: COLOURS[i % COLOURS.length],
      values,
      total: values.reduce((a, b) => a + b, 0),
    };
  });
}

/** '1,234 in 30 days' style totals of several series, for a chart's words. */
export function totalsSummary(series: readonly { label: string; values: readonly number[] }[], days: number): string {
  return `${series
    .map((s) => `${s.label} ${formatCount(s.values.reduce((a, b) => a + b, 0))}`)
    .join(', ')} over ${days} days.`;
}

export const SERIES_COLOURS = COLOURS;
