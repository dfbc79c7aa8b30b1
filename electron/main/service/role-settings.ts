/** What the signed-in user keeps for offline use: their role facts and (admins) the companies the cache keeps. */
import { scopeOf, SETTINGS, type Caches, type DesktopMethods, type KeptFacts } from './context.ts';

type RoleSettingsMethods = Pick<
  DesktopMethods,
  'rememberRoleFacts' | 'cachedRoleFacts' | 'setKeptCompanies' | 'keptCompanies'
>;

/** A new scope applies from the start of each table it filters. */
const SCOPED_TABLES = ['corporate_products', 'customer_bids'] as const;

export function roleSettingsMethods({ active, readable }: Caches): RoleSettingsMethods {
  return {
    async rememberRoleFacts(facts) {
      const s = active();
      const before = JSON.stringify(scopeOf(s.store));
      s.store.setSetting(SETTINGS.roleFacts, facts);
      // A new scope (first facts, or another company) applies from the start of each table.
      if (JSON.stringify(scopeOf(s.store)) !== before) {
        for (const table of SCOPED_TABLES) s.store.resetTable(table);
        s.engine.requestSync();
      }
    },
    async cachedRoleFacts() {
      try {
        return readable().store.getSetting(SETTINGS.roleFacts);
      } catch {
        return null;
      }
    },
    async setKeptCompanies(ids) {
      const s = active();
      const facts = s.store.getSetting<KeptFacts>(SETTINGS.roleFacts);
      if (!facts?.isAdmin) throw new Error('Only admins choose the companies kept for offline use.');
      const kept = ids === null ? null : [...new Set(ids)].sort();
      if (JSON.stringify(kept) === JSON.stringify(s.store.getSetting<string[]>(SETTINGS.keptCompanies))) return;
      s.store.setSetting(SETTINGS.keptCompanies, kept);
      for (const table of SCOPED_TABLES) s.store.resetTable(table);
      s.engine.requestSync();
    },
    keptCompanies: async () => active().store.getSetting<string[]>(SETTINGS.keptCompanies),
  };
}
