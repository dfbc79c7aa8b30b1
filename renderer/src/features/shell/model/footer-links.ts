import { paths } from '@domain/paths.ts';

/** The footer's quick links (accounts §2 Footer); none of them is in the top menu. */
export const FOOTER_LINKS = [
  { name: 'Home', path: paths.home.href() },
  { name: 'About Us', path: paths.partners.href() },
  { name: 'Membership Plans', path: paths.membershipPlans.href() },
  { name: 'Contact Corporate Sales', path: paths.contactCorporate.href() },
  { name: 'FAQ', path: paths.faq.href() },
  { name: 'Privacy Policy', path: paths.privacyPolicy.href() },
  { name: 'Terms of Use', path: paths.termsOfUse.href() },
] as const;
