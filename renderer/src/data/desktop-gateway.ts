/**
 * The desktop adapter: the supabase-js gateway with, per area, the policy that lets desktop users work
 * offline (desktop-gateway-policy.ts): the price list and news read the main process's SQLite cache once it
 * has synced (cache first); bid management, the sourcing overview and catalog, the price sheet and its company
 * chooser read the server while it answers and the cache when it does not (live first); price edits, new
 * catalog items and RFQ drafts (without an attachment) made offline go to main's outbox (queue when offline);
 * credits, payments, acceptance, awards and RFQ rounds are refused while offline (online only), and pages are
 * told so they disable them with the reason (session.watchOnlineOnly). Every other area is the supabase-js
 * gateway's, so a new area works online on the desktop without changes here. Live changes reach every area
 * through main's one Realtime connection (desktop-gateway-live.ts).
 */
import { NewsItem, NewsSnippet } from '@domain/schemas/content.ts';
import { BlotterBid } from '@domain/schemas/customer-bid.ts';
import type { AppSupabaseClient } from '@/lib/supabase.ts';
import type { CachedPriceList, DesktopBridge } from '@/platform/desktop-bridge.ts';
import {
  createPolicies,
  createStatusFeed,
  onlineOnlyMethods,
  override,
  READ_POLICIES,
  readThrough,
} from './desktop-gateway-policy.ts';
import { bridgeLiveTransport } from './desktop-gateway-live.ts';
import { desktopSession, handOverSession } from './desktop-gateway-session.ts';
import { desktopPriceManagement } from './desktop-gateway-sheet.ts';
import { desktopSourcing } from './desktop-gateway-sourcing.ts';
import type { DataGateway } from './gateway.ts';
import type { PriceListPdf } from './ports/price-list.ts';
import { priceListOf } from './price-list-rows.ts';
import { routeLive } from './supabase/live.ts';

export interface DesktopGatewayOptions {
  /** The renderer's supabase-js client: its session is the one main syncs as. */
  client: AppSupabaseClient;
  url: string;
  anonKey: string;
}

// A downloaded copy opens from the local store, online or not; a published list's company is named from the mirror.
const toPriceList = ({ row, localUrl, remoteUrl }: CachedPriceList, companies: Map<string, string>): PriceListPdf =>
  priceListOf(row, localUrl ?? remoteUrl, companies.get(row.company_id ?? '') ?? '');

/** The mirrored companies' names by id, read only when some list was published (hand-uploaded ones have none). */
async function companyNames(bridge: DesktopBridge, lists: CachedPriceList[]): Promise<Map<string, string>> {
  if (!lists.some((l) => l.row.company_id)) return new Map();
  return new Map((await bridge.companies()).map((c) => [c.id, c.company_name]));
}

export function createDesktopGateway(
  bridge: DesktopBridge,
  online: DataGateway,
  options: DesktopGatewayOptions,
): DataGateway {
  // Every live subscription of the online adapters rides main's one Realtime connection: this client opens no socket.
  routeLive(options.client, bridgeLiveTransport(bridge));
  const feed = createStatusFeed(bridge);
  const sessionReady = handOverSession(bridge, feed, options);
  const policies = createPolicies(feed, sessionReady);
  const { cacheFirst, liveFirst } = READ_POLICIES;

  const bids = readThrough(
    policies,
    liveFirst,
    onlineOnlyMethods(policies, online.bids, ['acceptBid', 'rejectBid', 'notifyBidder']),
    {
      companyBids: async (companyId, since) =>
        (await bridge.companyBids({ companyId, since })).map((row) => BlotterBid.parse(row)),
    },
  );

  return {
    ...online,
    session: desktopSession(bridge, online, feed, sessionReady),
    priceList: readThrough(policies, cacheFirst, online.priceList, {
      list: async (search) => {
        const lists = await bridge.listPriceLists(search);
        const names = await companyNames(bridge, lists);
        return lists.map((list) => toPriceList(list, names));
      },
    }),
    news: readThrough(policies, cacheFirst, online.news, {
      items: async (query) => {
        const page = await bridge.newsItems(query);
        return { rows: page.rows.map((r) => NewsItem.parse(r)), total: page.total };
      },
      snippets: async (query) => {
        const page = await bridge.newsSnippets(query);
        return { rows: page.rows.map((r) => NewsSnippet.parse(r)), total: page.total };
      },
      article: async (id) => {
        const row = await bridge.newsArticle(id);
        return row ? NewsItem.parse(row) : null;
      },
    }),
    bids: override(bids, {
      // Realtime while online; a pull that brought bids (e.g. after reconnecting) refreshes the page too.
      async subscribe(companyId, onChange, onStatus) {
        const offPulled = bridge.on('dataChanged', ({ tables }) => {
          if (tables.includes('customer_bids')) onChange({ kind: 'update', bidId: '' });
        });
        const offLive = await online.bids.subscribe(companyId, onChange, onStatus);
        return () => {
          offPulled();
          offLive();
        };
      },
    }),
    priceManagement: desktopPriceManagement(bridge, online.priceManagement, policies),
    sourcing: desktopSourcing(bridge, online.sourcing, policies),
    corporate: onlineOnlyMethods(policies, online.corporate, ['placeBid']),
    marketplace: onlineOnlyMethods(policies, online.marketplace, ['expressInterest']),
    // The payment page's test checkout confirms a payment (money and membership): online only.
    info: onlineOnlyMethods(policies, online.info, ['payInTestMode']),
    // The market view reads live prices (nothing cached); following a class is online only too.
    market: onlineOnlyMethods(policies, online.market, ['follow', 'setThreshold', 'unfollow']),
    // The company's sales team is kept by the server: changing it needs a connection.
    salesTeam: onlineOnlyMethods(policies, online.salesTeam, ['add', 'remove']),
  };
}
