import type { User } from '@supabase/supabase-js';
import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import type { AuthUser, RoleFacts, SessionPort } from '../ports/session.ts';
import { dataOf } from './errors.ts';
import { listenHints } from './live-hints.ts';
import { liveTransportOf } from './live.ts';

/** The person's private topic of role hints, broadcast by the database (migration 20261129003000). */
const roleHintTopic = (userId: string) => `role-hints-${userId}`;

const toAuthUser = (user: User): AuthUser => ({
  id: user.id,
  email: user.email ?? null,
  createdAt: user.created_at,
  metadata: user.user_metadata,
});

export function createSupabaseSession(client: SupabaseClient, options: { url: string }): SessionPort {
  return {
    onAuthStateChange(listener) {
      // supabase-js emits INITIAL_SESSION to every new subscriber, so no separate getSession() is needed.
      const { data } = client.auth.onAuthStateChange((event, session) => {
        // Leave the auth client's lock before anything (such as an RPC) asks it for the session again.
        setTimeout(() => listener(event, session?.user ? toAuthUser(session.user) : null), 0);
      });
      return () => data.subscription.unsubscribe();
    },

    async getRoleFacts(): Promise<RoleFacts> {
      // The reply's schema (with its schema library) loads beside the call, not with the first page.
      const [reply, schema] = await Promise.all([client.rpc('my_role'), import('@domain/schemas/role-facts.ts')]);
      return schema.RoleFacts.parse(dataOf(reply, options.url));
    },

    async signOut(): Promise<void> {
      const { error } = await client.auth.signOut();
      if (error) throw error;
    },

    async refreshSession(): Promise<void> {
      const { error } = await client.auth.refreshSession();
      if (error) throw error;
    },

    // The web has no offline mode for these actions: a failed call says why, as every call does.
    watchOnlineOnly(listener) {
      listener(null);
      return () => undefined;
    },

    // On the desktop the client's live subscriptions go through main's connection (desktop-gateway.ts).
    watchRoleChanges(userId, onChange) {
      return listenHints(liveTransportOf(client), roleHintTopic(userId), () => onChange(), { private: true });
    },
  };
}
