/**
 * The market view (issue 27): a product's class and trading centre, the thresholds and the messages.
 * The class rule mirrors internal.market_class_key_of / market_class_label_of and the centre rule
 * internal.market_centre (migration 20261128010000_market_view.sql); tests/integration/market.test.ts
 * checks that both agree on every seeded product.
 */

/** The all-India row of the index. */
export const ALL_INDIA = 'All India';

export const MARKET_RULES = {
  /** A class × centre is shown only when at least this many distinct companies price it. */
  minMills: 3,
  /** Visitors and Free Members see this many classes, as of yesterday's close. */
  delayedClasses: 5,
  /** A watch's move threshold in %. */
  thresholdDefault: 2,
  thresholdMin: 0.1,
  thresholdMax: 50,
  /** The spark line's daily closes. */
  sparkDays: 30,
  /** A class history's days, at most. */
  historyMaxDays: 3660,
} as const;

export const MARKET_MESSAGES = {
  upgradeForMills: 'Upgrade to Paid Membership to see the mills quoting this class.',
  upgradeToFollow: 'Upgrade to Paid Membership to follow the market.',
  onlyRevealedProducts: 'Only products with a revealed price can be followed.',
  historyDays: 'A market history covers 1 to 3660 days.',
  onlyOwnCompany: "Only the company's executives and admins see its products against the market.",
  threshold: `Choose a move threshold from ${MARKET_RULES.thresholdMin} to ${MARKET_RULES.thresholdMax} %.`,
} as const;

/** Unfollowing asks first: what stops. */
export const MARKET_UNFOLLOW_TITLE = 'Stop following this class?';
export const marketUnfollowWarning = (label: string, thresholdPct: number) =>
  `You will get no more alerts when the median price of ${label} moves past ${thresholdPct} %, in the app or in the daily digest e-mail.`;

/** The fields a class is made of (as in corporate_products). */
export interface MarketClassFields {
  fibre_type: string;
  specific_type?: string | null;
  denier_count?: number | null;
  lustre?: string | null;
}

export interface MarketClass {
  key: string;
  label: string;
}

/** Filament fibres (and Nylon) are sold by denier ("150D"), spun and natural fibres by count ("40s"). */
export function soldByDenier(fibreType: string): boolean {
  return /filament/i.test(fibreType) || /^nylon$/i.test(tidy(fibreType) ?? '');
}

function slug(value: string | null | undefined): string | null {
  const s = (value ?? '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()
    .replace(/^-+|-+$/g, '');
  return s === '' ? null : s;
}

function tidy(value: string | null | undefined): string | null {
  const s = (value ?? '').replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
}

function present(parts: (string | null)[]): string[] {
  return parts.filter((p): p is string => p !== null);
}

/** A product's class: 'cotton/combed/40s' · 'Cotton · Combed · 40s'. */
export function marketClassOf(p: MarketClassFields): MarketClass {
  const count = p.denier_count && p.denier_count > 0 ? p.denier_count : null;
  const byDenier = soldByDenier(p.fibre_type);
  return {
    key: present([
      slug(p.fibre_type),
      slug(p.specific_type),
      count === null ? null : `${count}${byDenier ? 'd' : 's'}`,
      slug(p.lustre),
    ]).join('/'),
    label: present([
      tidy(p.fibre_type),
      tidy(p.specific_type),
      count === null ? null : `${count}${byDenier ? 'D' : 's'}`,
      tidy(p.lustre),
    ]).join(' · '),
  };
}

/** A company's trading centre from its address: the part before the state, in title case. */
export function marketCentreOf(address: string | null | undefined): string | null {
  const parts = (tidy(address) ?? '').split(',');
  const city = tidy(parts.length >= 2 ? parts[parts.length - 2] : parts[0]);
  return city === null
    ? null
    : city.toLowerCase().replace(/(^|[^a-z0-9])([a-z])/g, (_, b: string, c: string) => b + c.toUpperCase());
}

/** The move from a base in %, 2 decimals; null without a positive base. */
export function movePct(from: number | null, to: number | null): number | null {
  if (from === null || to === null || !(from > 0)) return null;
  return Math.round(((to - from) / from) * 10000) / 100;
}

/** A price's distance from its class median in %, for the price sheet ("vs market %"). */
export const vsMarketPct = (price: number | null, median: number | null) => movePct(median, price);

/** True when a watch's threshold is allowed. */
export const isValidThreshold = (pct: number) =>
  Number.isFinite(pct) && pct >= MARKET_RULES.thresholdMin && pct <= MARKET_RULES.thresholdMax;

/** One alert as the digest lists it. */
export interface DigestAlert {
  title: string;
  body: string;
  change_pct: number;
}

/** The day (India time) whose alerts a digest sent at `now` covers: yesterday's. */
export function marketDigestDay(now: Date): string {
  const india = new Date(now.getTime() + 5.5 * 3600_000 - 86_400_000);
  return india.toISOString().slice(0, 10);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The digest e-mail of one member's alerts. */
export function marketDigestMail(alerts: readonly DigestAlert[]): { subject: string; text: string; html: string } {
  const count = `${alerts.length} market alert${alerts.length === 1 ? '' : 's'}`;
  return {
    subject: `LoomConnect market: ${count} yesterday`,
    text: [`Your ${count} of yesterday:`, '', ...alerts.map((a) => `- ${a.title}: ${a.body}`)].join('\n'),
    html: `<p>Your ${count} of yesterday:</p><ul>${alerts
      .map((a) => `<li><strong>${escapeHtml(a.title)}</strong>: ${escapeHtml(a.body)}</li>`)
      .join('')}</ul>`,
  };
}
