import { AREA_ROLES } from '@domain/nav.ts';
import type { AppRole } from '@domain/roles.ts';

/**
 * Why someone else's profile came back empty for this viewer: visitors must log in, and a Free Member must
 * upgrade (the server shows member profiles to those who may see the directory: paid members, executives and
 * staff; RLS on yarnconnect_free). Null when the viewer may see profiles: the member does not exist or is
 * not listed.
 */
export function hiddenProfileReason(viewer: { signedIn: boolean; role: AppRole }): 'login' | 'upgrade' | null {
  if (!viewer.signedIn) return 'login';
  return (AREA_ROLES.listedSubscribers as readonly AppRole[]).includes(viewer.role) ? null : 'upgrade';
}
