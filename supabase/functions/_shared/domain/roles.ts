/** The roles the server reports (my_role), most privileged first (spec §6). */
export const APP_ROLES = ['admin', 'corporate_executive', 'Paid Member', 'Free Member'] as const;
export type AppRole = (typeof APP_ROLES)[number];

/** Paid-level roles: directory access, 'Already a Premium Member'. */
export function isPaidLevel(role: AppRole): boolean {
  return role !== 'Free Member';
}

export type BannerColour = 'orange' | 'blue' | 'navy';

/** The welcome banner's colour: orange for Paid, blue for Free, navy for corporate_executive and admin (§6). */
export function bannerColour(role: AppRole): BannerColour {
  if (role === 'Paid Member') return 'orange';
  if (role === 'Free Member') return 'blue';
  return 'navy';
}
