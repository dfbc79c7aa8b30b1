/**
 * Sourcing and RFQ bidding (trade §2, §4, §5, §8, §9; issue 13): the dashboard's texts word for word,
 * the value lists, the rules forms and pages apply before the server applies them again, and the state
 * of a round at an instant (deadlines close rounds exactly, whether or not anything wrote 'closed').
 */
import { formatDateTime, formatMoney } from './format.ts';
import { tooLong, type Message } from './messages.ts';
import type { SourcingDepartment } from './sourcing-departments.ts';
import { isTooLong, TEXT_MAX } from './text-limits.ts';
import { acceptedType, uploadPath, type FileFacts, type FileRule } from './uploads.ts';
import { UNIT_CODES, UNITS, type UnitCode } from './units.ts';

// Dashboard (§2)
export const DASHBOARD_SUBTITLE = 'Sourcing & Procurement Dashboard';
export const ADMIN_COMPANY_LABEL = 'Admin: Select Company';
export const SELECT_A_COMPANY = {
  title: 'Select a Company',
  description: 'Please choose a company from the dropdown above to manage their sourcing dashboard.',
} as const;

/** The dashboard's tabs (§2), numbered as the spec numbers them; the first of each list with `isDefault`. */
export const TAB_LABELS = {
  vendors: 'Vendor Mgmt',
  items: 'Item Mgmt',
  rfqs: 'RFQ Mgmt',
  bidding: 'Bid Mgmt',
  overview: 'RFQ & Bids',
  fabricRfq: 'Create Fabric RFQ',
} as const;
export type DashboardTab = keyof typeof TAB_LABELS;

/** Tabs of a department in the spec's order, and the one a bare URL opens. */
export function dashboardTabs(departmentId: string): { tabs: readonly DashboardTab[]; defaultTab: DashboardTab } {
  return departmentId === 'fabrics'
    ? { tabs: ['vendors', 'fabricRfq', 'bidding', 'overview'], defaultTab: 'fabricRfq' }
    : { tabs: ['vendors', 'items', 'rfqs', 'bidding', 'overview'], defaultTab: 'vendors' };
}

/** The tab a `?tab=` value names for this department, or its default. */
export function tabFromQuery(departmentId: string, value: string | null): DashboardTab {
  const { tabs, defaultTab } = dashboardTabs(departmentId);
  return tabs.find((t) => t === value) ?? defaultTab;
}

// Vendor management (§5, §8)
export const VENDOR_SEARCH_TOO_SHORT = {
  title: 'Search term too short',
  description: 'Please enter at least 3 characters.',
} as const;
export const VENDOR_INFO_MISSING = 'User or company information is missing.';
export const VENDOR_ADDED: Message = { title: 'Vendor Added!' };
export const vendorAlreadyAdded = (name: string): Message => ({
  title: 'Vendor Already Added',
  description: `${name} is already a vendor for this department.`,
});
export const VENDOR_REMOVED: Message = { title: 'Vendor removed successfully' };
export const VENDOR_TITLES = {
  searchFailed: 'Search failed',
  addFailed: 'Failed to add vendor',
  removeFailed: 'Error removing vendor',
  fetchFailed: 'Error fetching vendors',
} as const;

/** The search term as sent, or null when it is too short (≥ 3 characters after trimming). */
export function vendorSearchTerm(raw: string, minChars = 3): string | null {
  const term = raw.trim();
  return term.length >= minChars ? term : null;
}

// Item catalog (§3, §5, §8)
/** The catalog's units (trade §3), named as a unit picker offers them (units.ts). */
export const UNIT_TYPES = UNIT_CODES.map((value) => ({ value, label: UNITS[value].name }));
export type UnitType = UnitCode;
export const CATEGORY_ADDED: Message = { title: 'Category added!' };
export const CATEGORY_TITLES = {
  mainFailed: 'Failed to create main category',
  addFailed: 'Failed to add category',
  fetchFailed: 'Error fetching categories',
} as const;
export const CATEGORY_NAME_REQUIRED = 'Category name is required.';
/** Categories nest at most three levels deep (§3). */
export const CATEGORY_MAX_DEPTH = 3;

// RFQ management (§5, §8)
const ATTACHMENT_TOO_LARGE = { title: 'File too large', description: 'Please select a file smaller than 5MB.' };
export const noStorageBucket = (department: string): string =>
  `No storage bucket configured for the "${department}" department.`;
export const ITEM_NOT_IN_CATALOG = 'Item Not in Your Catalog';
export const itemNotInCatalogDetail = (item: string): string =>
  `Add "${item}" to your catalog under ${TAB_LABELS.items} before raising an RFQ for it.`;
export const RFQ_CREATED: Message = { title: 'RFQ Created!' };
export const RFQ_TITLES = {
  createFailed: 'Failed to create RFQ',
  fetchFailed: 'Error fetching RFQs',
  dataFailed: 'Error fetching data',
  companiesFailed: 'Error fetching companies',
} as const;
export const RFQ_ITEM_REQUIRED = 'Please choose an item.';
export const RFQ_QUANTITY_REQUIRED = 'Please enter a quantity.';

/** The storage bucket of RFQ attachments per department id (§7); fabrics keep theirs in 'fabric'. */
const ATTACHMENT_BUCKETS: Record<string, string> = {
  trims: 'trims',
  packaging: 'packaging',
  finishing: 'chemicals',
  printing: 'printing',
  testing: 'testing',
  machinery: 'machinery',
  manpower: 'manpower',
  fabrics: 'fabric',
};

export function attachmentBucket(departmentId: string): string | null {
  return ATTACHMENT_BUCKETS[departmentId] ?? null;
}

/** The rules of an RFQ attachment (§5): at most 5 MB, a document or an image the bucket accepts. */
export const ATTACHMENT_RULE: FileRule = {
  accept: [
    'application/pdf',
    'image/jpeg',
    'image/png',
    'image/webp',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  maxBytes: 5 * 1024 * 1024,
  typeMessage: 'Attach a PDF, an image, or a Word or Excel file.',
  sizeMessage: ATTACHMENT_TOO_LARGE.description,
};

/** `{userId}/{timestamp}-{filename}` (§5), never overwriting an earlier upload. */
export function attachmentPath(userId: string, file: FileFacts, now = Date.now()): string {
  return uploadPath(userId, file, acceptedType(file, ATTACHMENT_RULE) ?? file.type, now);
}

/** A fabric RFQ's media: names from the user id, the timestamp, the file's index and its own name (§7). */
export function fabricMediaPath(userId: string, index: number, file: FileFacts, now = Date.now()): string {
  return uploadPath(userId, { name: `${index}-${file.name}` }, file.type, now);
}

export type AttachmentType = 'image' | 'document' | 'none';

export function attachmentTypeOf(mimeType: string | null | undefined): AttachmentType {
  if (!mimeType) return 'none';
  return mimeType.startsWith('image/') ? 'image' : 'document';
}

// Bidding parameters and rounds (§3, §4, §8, §9)
export const CURRENCIES = ['INR', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const FREIGHT_TERMS = ['Ex-Factory', 'C&F', 'FOB'] as const;
export const PAYMENT_TERMS = ['Advance', 'On Delivery', 'Credit', 'LC'] as const;
/** private: registered vendors only (the default); open: also listed publicly under Buyer Enquiries. */
export const BID_VISIBILITIES = [
  { value: 'private', label: 'Private (registered vendors)' },
  { value: 'open', label: 'Open (public)' },
] as const;
export type BidVisibility = (typeof BID_VISIBILITIES)[number]['value'];
export const RFQ_BID_STATUSES = ['pending', 'private', 'open', 'closed'] as const;
export type RfqBidStatus = (typeof RFQ_BID_STATUSES)[number];
/** Anti-sniping windows the dashboard offers, in minutes (0: off; the server allows 0–60). */
export const ANTI_SNIPING_CHOICES = [0, 2, 5, 10, 15, 30] as const;

export const BIDDING_TITLES = {
  initiated: 'Bidding Initiated!',
  initiateFailed: 'Failed to initiate bidding',
  vendorsNotified: 'Vendors Notified!',
  notificationWarning: 'Notification Warning',
  roundStatusFailed: 'Failed to update round status',
  closeFailed: 'Failed to close RFQ',
  nextRoundFailed: 'Failed to start next round',
  selectFailed: 'Failed to select bid',
  rfqClosed: 'RFQ Closed',
  bidSelected: 'Bid Selected!',
} as const;
export const CONFIRM_RFQ_CLOSURE = 'Confirm RFQ Closure';
export const notificationWarningDetail = (message: string): string =>
  `${message} Bidding remains open; vendors can still bid under Submit Bids.`;

/** Labels of an RFQ's bid_status as the dashboard chips show them. */
export const BID_STATUS_LABELS: Record<RfqBidStatus, string> = {
  pending: 'Not started',
  private: 'Private bidding',
  open: 'Public bidding',
  closed: 'Closed',
};

/** A round as the rules need it: its status and deadline. */
export interface RoundTiming {
  status: 'open' | 'closed';
  closesAt: string | null;
}

/** Open for bids at `now`: status open and its deadline, if any, not reached (the server's rule). */
export function isRoundOpen(round: RoundTiming, now: number): boolean {
  return round.status === 'open' && (round.closesAt === null || Date.parse(round.closesAt) > now);
}

export type Urgency = 'calm' | 'soon' | 'critical' | 'over';

/** The time left before a deadline, e.g. '2d 04h', '03:12:09', '00:45'; 'Closed' once over. */
export function countdown(closesAt: string, now: number): { text: string; urgency: Urgency; msLeft: number } {
  const msLeft = Date.parse(closesAt) - now;
  if (msLeft <= 0) return { text: 'Closed', urgency: 'over', msLeft: 0 };
  const seconds = Math.ceil(msLeft / 1000);
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const text = days > 0 ? `${days}d ${two(hours)}h` : `${two(hours)}:${two(minutes)}:${two(secs)}`;
  const urgency: Urgency = msLeft <= 5 * 60_000 ? 'critical' : msLeft <= 60 * 60_000 ? 'soon' : 'calm';
  return { text, urgency, msLeft };
}

/** A deadline typed in a datetime-local box, read as India time (the app's time zone, +05:30). */
export function deadlineFromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const withSeconds = value.length === 16 ? `${value}:00` : value;
  const time = Date.parse(`${withSeconds}+05:30`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The datetime-local value (India time) of an instant. */
export function localInputOf(iso: string): string {
  const shifted = new Date(Date.parse(iso) + 330 * 60_000);
  return shifted.toISOString().slice(0, 16);
}

// The RFQ's money, formatted where all money is (format.ts); kept here too for the sourcing pages that import it.
export { formatMoney };

/** 'In 3 days' style wording is avoided: deadlines show as an IST date and time. */
export function formatDeadline(iso: string | null): string {
  return iso ? `${formatDateTime(iso)} IST` : 'No deadline';
}

// Vendor bids (§2, §5, §8)
const BID_MISSING_INFORMATION = {
  title: 'Missing Information',
  description: 'Please provide a quoted price and delivery time.',
} as const;
export const NO_OPEN_ROUND = 'No open bidding round found for this RFQ. It may have been closed.';
export const BID_SUBMITTED: Message = { title: 'Bid Submitted!' };
export const BID_SUBMIT_FAILED = 'Error Submitting Bid';
export const NO_ACTIVE_RFQS = 'There are currently no active RFQs in your registered categories.';
export const NOT_A_VENDOR = 'You are not registered as a vendor with any company departments yet.';
const BID_PRICE_INVALID = 'Please enter a valid price (up to 2 decimals).';
const BID_DAYS_INVALID = 'Delivery days must be a whole number of days.';
/** sourcing_bids.moq and vendor_notes (text-limits.ts). */
export const BID_TEXT_LIMITS = { moq: TEXT_MAX.productField, notes: TEXT_MAX.notes } as const;

export interface BidDraft {
  quotedPrice: string;
  deliveryDays: string;
  moq: string;
  notes: string;
}

export type BidCheck =
  | { ok: true; bid: { quotedPrice: number; deliveryTimeDays: number; moq: string | null; vendorNotes: string | null } }
  | { ok: false; message: Message };

/**
 * The vendor's bid as typed: price and delivery required (§5), price decimal, delivery whole days; MOQ and notes
 * within their columns' limits (said, never cut).
 */
export function checkBidDraft(draft: BidDraft): BidCheck {
  const price = draft.quotedPrice.trim();
  const days = draft.deliveryDays.trim();
  if (!price || !days) return { ok: false, message: BID_MISSING_INFORMATION };
  const quotedPrice = Number(price);
  if (!/^\d+(\.\d{1,2})?$/.test(price) || !(quotedPrice > 0) || quotedPrice > 9_999_999_999.99)
    return { ok: false, message: { title: BID_MISSING_INFORMATION.title, description: BID_PRICE_INVALID } };
  if (!/^\d+$/.test(days) || Number(days) < 1)
    return { ok: false, message: { title: BID_MISSING_INFORMATION.title, description: BID_DAYS_INVALID } };
  const moq = draft.moq.trim();
  const notes = draft.notes.trim();
  for (const [text, label, max] of [
    [moq, 'MOQ', BID_TEXT_LIMITS.moq],
    [notes, 'Notes', BID_TEXT_LIMITS.notes],
  ] as const) {
    if (isTooLong(text, max))
      return { ok: false, message: { title: BID_SUBMIT_FAILED, description: tooLong(label, max) } };
  }
  return {
    ok: true,
    bid: { quotedPrice, deliveryTimeDays: Number(days), moq: moq || null, vendorNotes: notes || null },
  };
}

// Buyer enquiries (§2)
export const NO_OPEN_ENQUIRIES = 'No Open Enquiries';
export const APPLY_TO_PARTICIPATE = 'Apply to Participate';
/** Why 'Apply to Participate' is disabled for company executives and administrators (trade §6: they cannot bid). */
export const APPLY_NOT_FOR_STAFF = {
  title: 'Bidding is for member vendors',
  description:
    'Company executives and administrators raise RFQs and award bids on the sourcing dashboards; they cannot bid. Vendors are Free and Paid Members registered with a company department.',
} as const;

/** The department's display name for an id ('finishing' → 'Finishing & Washing Chemicals'). */
export function departmentName(departments: readonly SourcingDepartment[], id: string): string {
  return departments.find((d) => d.id === id)?.name ?? id.charAt(0).toUpperCase() + id.slice(1);
}
