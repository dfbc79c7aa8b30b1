import type { AdminPanelPort } from './ports/admin-panel.ts';
import type { AdAdminPort } from './ports/ad-admin.ts';
import type { AlertsPort } from './ports/alerts.ts';
import type { AuthPort } from './ports/auth.ts';
import type { BidsPort } from './ports/bids.ts';
import type { ContentPort } from './ports/content.ts';
import type { CorporatePort } from './ports/corporate.ts';
import type { DirectoryPort } from './ports/directory.ts';
import type { InfoPort } from './ports/info.ts';
import type { MarketPort } from './ports/market.ts';
import type { MarketplacePort } from './ports/marketplace.ts';
import type { MemberAdminPort } from './ports/member-admin.ts';
import type { NewsPort } from './ports/news.ts';
import type { OperationsPort } from './ports/operations.ts';
import type { PriceListPort } from './ports/price-list.ts';
import type { PriceListPublishingPort } from './ports/price-list-publishing.ts';
import type { PriceManagementPort } from './ports/price-management.ts';
import type { ProfilesPort } from './ports/profiles.ts';
import type { SalesTeamPort } from './ports/sales-team.ts';
import type { SessionPort } from './ports/session.ts';
import type { SourcingPort } from './ports/sourcing.ts';
import type { UploadsPort } from './ports/uploads.ts';
import type { VendorApplicationsPort } from './ports/vendor-applications.ts';

/**
 * The renderer's one data-access port, grouped by area (each area's interface in ports/<area>.ts, its
 * supabase-js implementation in supabase/<area>.ts). The web adapter talks to Supabase directly; the
 * desktop adapter will answer from the main process's cache. Entry points pick the adapter and hand it
 * to `bootstrap()`; nothing else constructs one.
 */
export interface DataGateway {
  /** The API base URL, for messages such as "Backend unreachable at …". */
  readonly backendUrl: string;
  session: SessionPort;
  content: ContentPort;
  auth: AuthPort;
  profiles: ProfilesPort;
  marketplace: MarketplacePort;
  directory: DirectoryPort;
  corporate: CorporatePort;
  info: InfoPort;
  priceList: PriceListPort;
  /** Publishing a price list from the price sheet: preview and publish (issue 28). */
  priceListPublishing: PriceListPublishingPort;
  news: NewsPort;
  /** Files in Storage with upload progress, for every feature that uploads. */
  uploads: UploadsPort;
  /** Sourcing dashboards, RFQ rounds and bids, buyer enquiries, vendor bids. */
  sourcing: SourcingPort;
  /** Applying to be a company department's vendor, and the company's decision. */
  vendorApplications: VendorApplicationsPort;
  /** The admin panel /admin: publishing, registrations, company and dealer management, corporate enquiries. */
  adminPanel: AdminPanelPort;
  /** Bids Management: the company's customer bids and the executives' decisions on them. */
  bids: BidsPort;
  /** Membership management: the member table, edits, deletes and promotion e-mails (admins). */
  memberAdmin: MemberAdminPort;
  /** Ad management: the ads list, create/edit and status (admins and limited admins). */
  adAdmin: AdAdminPort;
  /** /admin2: the operations figures and the admin audit log (its administrator). */
  operations: OperationsPort;
  /** The price sheet and corporate product entry: a company's products, version-checked saves, history. */
  priceManagement: PriceManagementPort;
  /** The market view: the price index, a class's history and mills, the member's watches (issue 27). */
  market: MarketPort;
  /** The notification centre: the member's market alerts, live, and the daily digest opt-in (issue 27). */
  alerts: AlertsPort;
  /** A company's sales team, managed by its executives and admins (issue 28). */
  salesTeam: SalesTeamPort;
}

/** Stops a live subscription (returned by the ports' `subscribe…` methods). */
export type Unsubscribe = () => void;

/** A failure the UI can show as is: `unreachable` when no HTTP answer came back at all. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly kind: 'unreachable' | 'failed',
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
