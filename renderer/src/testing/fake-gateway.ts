/**
 * An in-memory DataGateway for component tests: every area answers from plain data, and a test replaces the
 * methods it cares about. A method nobody faked fails loudly, so a component never quietly gets empty data.
 */
import { VISITOR_FACTS } from '@domain/visitor-facts.ts';
import type { DataGateway } from '@/data/gateway.ts';

type Areas = Omit<DataGateway, 'backendUrl'>;
/** Per area, the methods a test supplies. */
export type GatewayOverrides = { [A in keyof Areas]?: Partial<Areas[A]> };

/** A port whose every method throws unless supplied. */
function area<T extends object>(name: string, supplied: Partial<T> = {}): T {
  return new Proxy(supplied as T, {
    get(target, method) {
      if (method in target) return target[method as keyof T];
      if (typeof method === 'symbol' || method === 'then') return undefined;
      return () => Promise.reject(new Error(`fake gateway: ${name}.${method} was not faked in this test`));
    },
  });
}

export { VISITOR_FACTS };

/** The session port of a desktop whose backend does not answer: online-only actions are blocked with `reason`. */
export const offlineSession = (reason: string) => ({
  watchOnlineOnly: (listener: (blocked: string | null) => void) => {
    listener(reason);
    return () => undefined;
  },
});

const noLiveUpdates = async () => () => undefined;

export function fakeGateway(overrides: GatewayOverrides = {}): DataGateway {
  return {
    backendUrl: 'http://fake.test',
    session: area<DataGateway['session']>('session', {
      onAuthStateChange: (listener) => {
        listener('INITIAL_SESSION', null);
        return () => undefined;
      },
      getRoleFacts: async () => VISITOR_FACTS,
      refreshSession: async () => undefined,
      // Online, as the web always is, unless a test says otherwise.
      watchOnlineOnly: (listener) => {
        listener(null);
        return () => undefined;
      },
      watchRoleChanges: () => () => undefined,
      ...overrides.session,
    }),
    content: area('content', overrides.content),
    auth: area('auth', overrides.auth),
    // Live updates: none unless a test supplies them.
    profiles: area<DataGateway['profiles']>('profiles', { subscribeActivity: noLiveUpdates, ...overrides.profiles }),
    marketplace: area<DataGateway['marketplace']>('marketplace', {
      subscribeBoard: noLiveUpdates,
      ...overrides.marketplace,
    }),
    directory: area('directory', overrides.directory),
    corporate: area('corporate', overrides.corporate),
    info: area('info', overrides.info),
    priceList: area('priceList', overrides.priceList),
    priceListPublishing: area('priceListPublishing', overrides.priceListPublishing),
    news: area('news', overrides.news),
    uploads: area('uploads', overrides.uploads),
    sourcing: area('sourcing', overrides.sourcing),
    vendorApplications: area('vendorApplications', overrides.vendorApplications),
    adminPanel: area('adminPanel', overrides.adminPanel),
    bids: area<DataGateway['bids']>('bids', {
      subscribe: noLiveUpdates,
      ...overrides.bids,
    }),
    memberAdmin: area('memberAdmin', overrides.memberAdmin),
    adAdmin: area('adAdmin', overrides.adAdmin),
    operations: area('operations', overrides.operations),
    priceManagement: area<DataGateway['priceManagement']>('priceManagement', {
      subscribe: noLiveUpdates,
      // No market figures unless a test gives some: the market columns stay blank.
      marketForProducts: async () => [],
      subscribeMarketRefreshes: noLiveUpdates,
      ...overrides.priceManagement,
    }),
    market: area('market', overrides.market),
    // No alerts unless a test gives some (the header's bell shows for paid members on every page).
    alerts: area<DataGateway['alerts']>('alerts', {
      list: async () => [],
      unreadCount: async () => 0,
      subscribe: noLiveUpdates,
      ...overrides.alerts,
    }),
    salesTeam: area('salesTeam', overrides.salesTeam),
  };
}
