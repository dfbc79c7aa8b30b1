/**
 * Every route of the app in one place (both spec documents, §2): `path` is the router's pattern,
 * `href()` builds a link to it. Routes, menus, links, guards, ads and tests all read these.
 */

export interface StaticRoute {
  readonly path: string;
  href(): string;
}

const fixed = (path: string): StaticRoute => ({ path, href: () => path });
const segment = (value: string) => encodeURIComponent(value);

/** The product's own name forms the partners path (accounts §2); the older name redirects to it. */
const PARTNERS = '/loomconnect-partners';

export const paths = {
  home: fixed('/'),
  // Accounts and profiles
  signup: fixed('/signup'),
  registerProfile: fixed('/register-profile'),
  login: fixed('/login'),
  updatePassword: fixed('/update-password'),
  /** `me` stands for the signed-in member. */
  profile: { path: '/profile/:userId', href: (userId: string) => `/profile/${segment(userId)}` },
  myProfile: fixed('/profile/me'),
  profileEdit: { path: '/profile/edit/:userId', href: (userId: string) => `/profile/edit/${segment(userId)}` },
  // Informational pages
  membershipPlans: fixed('/membership-plans'),
  contactCorporate: fixed('/contact-corporate'),
  faq: fixed('/faq'),
  privacyPolicy: fixed('/privacy-policy'),
  termsOfUse: fixed('/terms-of-use'),
  partners: fixed(PARTNERS),
  payment: fixed('/payment/razorpay'),
  // Marketplace
  news: fixed('/news'),
  newsArticle: { path: '/news/:articleId', href: (articleId: string) => `/news/${segment(articleId)}` },
  priceList: fixed('/price-updates'),
  /** Not in the spec: the market view, a yarn price index from revealed prices (issue 27). */
  market: fixed('/market'),
  /**
   * One class of the index: its key's parts are the path's ('/market/cotton/combed/40s'), the trading centre the
   * `centre` query parameter (All India when absent).
   */
  marketClass: {
    path: '/market/*',
    href: (classKey: string, centre?: string) =>
      `/market/${classKey.split('/').map(segment).join('/')}${centre ? `?centre=${encodeURIComponent(centre)}` : ''}`,
  },
  purchaseEnquiries: fixed('/check-purchase-enquiries'),
  salesOffers: fixed('/check-sales-offers'),
  postPurchaseEnquiry: fixed('/post-purchase-enquiry'),
  postSalesOffer: fixed('/post-sales-offer'),
  buyerEnquiries: fixed('/buyer-enquiries'),
  bidSubmission: fixed('/bid-submission'),
  /** Not in the spec: a member applies to be a vendor of a company department (issue 23). */
  vendorApplication: fixed('/vendor-application'),
  listedSubscribers: fixed('/listed-subscribers'),
  corporateMembers: fixed('/corporate-members'),
  company: { path: '/corporate/:companyId', href: (companyId: string) => `/corporate/${segment(companyId)}` },
  // Sourcing: the department is matched by the last path segment (sourcing-departments.ts).
  sourcing: { path: '/sourcing/:department', href: (slug: string) => `/sourcing/${segment(slug)}` },
  // Workstation and admin
  priceManagement: fixed('/price-management'),
  bidManagement: fixed('/bid-management'),
  admin: fixed('/admin'),
  admin2: fixed('/admin2'),
  corporateProducts: fixed('/admin/corporate-products'),
  membershipManagement: fixed('/admin/membership-management'),
  adManagement: fixed('/admin/ad-management'),
  /** Not in the spec: a published price list's short public link (issue 28); no login. */
  sharedList: { path: '/l/:code', href: (code: string) => `/l/${segment(code)}` },
} as const;

/** Old addresses that still work (§2 redirects): from → to. */
export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/yarn-prices', to: paths.priceList.path },
  { from: '/check-purchase-enquiry', to: paths.purchaseEnquiries.path },
  { from: '/yarnconnect-partners', to: paths.partners.path },
];

/** The fixed start of a route with parameters: '/news/:articleId' → '/news/'. */
export function prefixOf(route: { path: string }): string {
  const param = route.path.indexOf(':');
  return param === -1 ? route.path : route.path.slice(0, param);
}

/** True when `pathname` is `route` or lies below it (`/admin` matches `/admin/ad-management`). */
export function isUnder(pathname: string, route: StaticRoute): boolean {
  return pathname === route.path || pathname.startsWith(`${route.path}/`);
}
