import { PARTNERS_PATH } from '@domain/constants.ts';

/** The footer's quick links (accounts §2 Footer); none of them is in the top menu. */
export const FOOTER_LINKS = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: PARTNERS_PATH },
  { name: 'Membership Plans', path: '/membership-plans' },
  { name: 'Contact Corporate Sales', path: '/contact-corporate' },
  { name: 'FAQ', path: '/faq' },
  { name: 'Privacy Policy', path: '/privacy-policy' },
  { name: 'Terms of Use', path: '/terms-of-use' },
] as const;
