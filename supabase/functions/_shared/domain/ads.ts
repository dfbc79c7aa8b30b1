import { dayInIndia } from './format.ts';
import { paths, prefixOf } from './paths.ts';

/** corporate_ads.placement_type: the page group an ad is booked for (accounts §2 "Ad banners"). */
export const AD_GROUPS = ['Home', 'Premium', 'Non-Premium'] as const;
export type AdGroup = (typeof AD_GROUPS)[number];

export interface AdPage {
  group: AdGroup;
  /** corporate_ads.page_location */
  location: string;
  /** The path prefix that identifies the page. */
  prefix: string;
}

/** Every ad page, most specific prefix first: a news article (/news/{id}) is Non-Premium, the news list Premium. */
const AD_PAGES: readonly AdPage[] = [
  { group: 'Non-Premium', location: 'News Article', prefix: prefixOf(paths.newsArticle) },
  { group: 'Non-Premium', location: 'Edit Profile', prefix: prefixOf(paths.profileEdit) },
  { group: 'Non-Premium', location: 'Profile Details', prefix: prefixOf(paths.profile) },
  { group: 'Non-Premium', location: 'Privacy Policy', prefix: paths.privacyPolicy.path },
  { group: 'Non-Premium', location: 'Terms of Use', prefix: paths.termsOfUse.path },
  { group: 'Non-Premium', location: 'Listed Subscribers', prefix: paths.listedSubscribers.path },
  { group: 'Non-Premium', location: 'Corporate Profile', prefix: prefixOf(paths.company) },
  { group: 'Non-Premium', location: 'Partners', prefix: paths.partners.path },
  { group: 'Non-Premium', location: 'Membership Plans', prefix: paths.membershipPlans.path },
  { group: 'Premium', location: 'Signup', prefix: paths.signup.path },
  { group: 'Premium', location: 'Login', prefix: paths.login.path },
  { group: 'Premium', location: 'Check Purchase Enquiries', prefix: paths.purchaseEnquiries.path },
  { group: 'Premium', location: 'Check Sales Offers', prefix: paths.salesOffers.path },
  { group: 'Premium', location: 'News', prefix: paths.news.path },
  { group: 'Premium', location: 'Price List', prefix: paths.priceList.path },
  { group: 'Premium', location: 'Corporate Member List', prefix: paths.corporateMembers.path },
  { group: 'Premium', location: 'Post Sales Offer', prefix: paths.postSalesOffer.path },
  { group: 'Premium', location: 'Post Purchase Enquiry', prefix: paths.postPurchaseEnquiry.path },
];

const HOME_PAGE: AdPage = { group: 'Home', location: 'Home', prefix: paths.home.path };

/** A prefix ending in '/' matches only pages below it; any other matches itself and the pages below it. */
function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return pathname.startsWith(prefix) && pathname.length > prefix.length;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The ad page for a path; an unknown page falls back to the Home group. */
export function adPageForPath(pathname: string): AdPage {
  return AD_PAGES.find((page) => matchesPrefix(pathname, page.prefix)) ?? HOME_PAGE;
}

/** The page locations an ad of a placement type can choose (ad management). */
export function adLocationsFor(group: AdGroup): string[] {
  return group === 'Home' ? [HOME_PAGE.location] : AD_PAGES.filter((p) => p.group === group).map((p) => p.location);
}

/**
 * The page locations ad management offers for a placement type: the group's own pages, and (except Home,
 * which is one page) the whole group, which is how an ad is booked for every page of it.
 */
export function adLocationChoices(group: AdGroup): { value: string; label: string }[] {
  const pages = adLocationsFor(group).map((location) => ({ value: location, label: location }));
  return group === 'Home' ? pages : [{ value: group, label: `All ${group} pages` }, ...pages];
}

/** One ad chosen at random from the matches; null when there are none. */
export function pickRandomAd<T>(ads: readonly T[], random: () => number = Math.random): T | null {
  if (ads.length === 0) return null;
  return ads[Math.min(ads.length - 1, Math.floor(random() * ads.length))] ?? null;
}

/** The ad box (§9): 750 px wide at most, 750:300, 75-300 px high, fading in over 0.5 s. */
export const AD_BOX = {
  maxWidthPx: 750,
  aspectRatio: '750 / 300',
  minHeightPx: 75,
  maxHeightPx: 300,
  fadeInSeconds: 0.5,
} as const;

/**
 * How a page shows an ad slot: `full` (the box above, up to 300 px high), `compact` (the box at the spec's
 * minimum height, 75 px, the whole creative at its 750:300 aspect) or `none`.
 */
export type AdSlotSize = 'full' | 'compact' | 'none';

/**
 * Pages where the work needs the screen: the workstation (price and bid management, the sourcing desks), the
 * admin pages and the login form. Their ads keep the spec's minimum height, so a grid's first rows and the login
 * button are above the fold at 1280×800. '/admin' covers its sub pages (membership, ads, corporate products).
 */
const COMPACT_AD_PREFIXES: readonly string[] = [
  paths.priceManagement.path,
  paths.bidManagement.path,
  prefixOf(paths.sourcing),
  paths.admin.path,
  paths.admin2.path,
  paths.login.path,
];

/**
 * The size of a page's ad slot. A company's own page never opens with a rival's ad: its head is its own banner
 * (trade §2), so its top slot is empty; the slot at its foot shows the page's ads as usual.
 */
export function adSlotSize(pathname: string, position: 'top' | 'bottom'): AdSlotSize {
  if (position === 'top' && matchesPrefix(pathname, prefixOf(paths.company))) return 'none';
  return COMPACT_AD_PREFIXES.some((prefix) => matchesPrefix(pathname, prefix)) ? 'compact' : 'full';
}

/** Today's date (YYYY-MM-DD) in India: the ad date window is today's date. */
export function adDateToday(now: Date): string {
  return dayInIndia(now);
}

/** Where an ad's click_url leads: a page of the app (a path, opened in place) or another site (a new tab). */
export type AdLink = { kind: 'in-app'; path: string } | { kind: 'external'; url: string };

/** The ad's link, as corporate_ads allows it (an in-app path or an http(s) URL); null for no or another link. */
export function adLinkOf(clickUrl: string | null): AdLink | null {
  if (!clickUrl) return null;
  if (/^\/[^/\\]/.test(clickUrl)) return { kind: 'in-app', path: clickUrl };
  if (/^https?:\/\//i.test(clickUrl)) return { kind: 'external', url: clickUrl };
  return null;
}
