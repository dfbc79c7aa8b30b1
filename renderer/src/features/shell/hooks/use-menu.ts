import { authActions, visibleNavItems, type AuthAction, type NavItem } from '@domain/nav.ts';
import { isSourcingPath } from '@domain/sourcing-departments.ts';
import { navContextOf } from '@/session/nav-context.ts';
import { useSession } from '@/session/use-session.ts';

export interface Menu {
  items: NavItem[];
  /** The sourcing departments among `items` (grouped under one entry on wide screens). */
  sourcing: NavItem[];
  actions: AuthAction[];
  /** Who to greet, when signed in. */
  memberName: string | null;
  loading: boolean;
}

/** The entries the signed-in user (or visitor) may see, from @domain/nav.ts. */
export function useMenu(): Menu {
  const session = useSession();
  const items = visibleNavItems(navContextOf(session));
  return {
    items,
    sourcing: items.filter((item) => isSourcingPath(item.path)),
    actions: session.status === 'loading' ? [] : authActions(session.status === 'signed-in'),
    memberName: session.status === 'signed-in' ? session.memberName : null,
    loading: session.status === 'loading',
  };
}
