import { authActions, menuBar, visibleNavItems, type AuthAction, type MenuBarEntry } from '@domain/nav.ts';
import { navContextOf } from '@/session/nav-context.ts';
import { useSession } from '@/session/use-session.ts';

export interface Menu {
  /** The visible entries as the menu bar and the mobile menu lay them out (staff tools under 'Workstation'). */
  bar: MenuBarEntry[];
  actions: AuthAction[];
  /** Who to greet, when signed in. */
  memberName: string | null;
  loading: boolean;
}

/** The entries the signed-in user (or visitor) may see, from @domain/nav.ts. */
export function useMenu(): Menu {
  const session = useSession();
  return {
    bar: menuBar(visibleNavItems(navContextOf(session))),
    actions: session.status === 'loading' ? [] : authActions(session.status === 'signed-in'),
    memberName: session.status === 'signed-in' ? session.memberName : null,
    loading: session.status === 'loading',
  };
}
