import type { Unsubscribe } from '../gateway.ts';
import type { Outcome } from '../outcome.ts';

/**
 * One market alert (table market_alerts, issue 27): a watched class's median or product's price moved past the
 * member's threshold. Raised by the server only; the member reads their own and marks them read.
 */
export interface MarketAlert {
  id: string;
  watchId: string | null;
  /** The class it is about (a class watch), else null. */
  classKey: string | null;
  /** The product it is about (a product watch), with its company, else null. */
  productId: string | null;
  companyId: string | null;
  title: string;
  body: string;
  /** The move that raised it, in %: positive up, negative down. */
  changePct: number;
  createdAt: string;
  readAt: string | null;
}

/** The notification centre: the signed-in member's market alerts, live, and their daily digest choice. */
export interface AlertsPort {
  /** The latest alerts, newest first. */
  list(limit: number): Promise<MarketAlert[]>;
  /** How many are unread (market_unread_count). */
  unreadCount(): Promise<number>;
  /** Marks one alert read (only read_at can be written). */
  markRead(id: string): Promise<void>;
  /** Marks every unread alert of the member read. */
  markAllRead(userId: string): Promise<void>;
  /** New alerts for the member as they are raised (Realtime inserts into market_alerts, RLS-checked). */
  subscribe(userId: string, onAlert: () => void, onStatus?: (live: boolean) => void): Promise<Unsubscribe>;
  /** Whether the member receives the daily market digest by e-mail (profiles.market_digest). */
  digest(userId: string): Promise<boolean>;
  /** Opts in or out of the digest; refused below Paid Membership. */
  setDigest(userId: string, on: boolean): Promise<Outcome<boolean, 'forbidden'>>;
}
