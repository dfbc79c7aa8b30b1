/** The footer's follow links (accounts §2 Footer), opened in a new tab. */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/loomconnect' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/loomconnect' },
  { name: 'Instagram', href: 'https://www.instagram.com/loomconnect' },
  { name: 'YouTube', href: 'https://www.youtube.com/@loomconnect' },
] as const;
