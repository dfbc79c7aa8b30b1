/**
 * Each entity's row schema against the generated table type (npm run gen:types): the same columns, and every
 * value the schema accepts fits the column. Checked by tsc (npm run typecheck); a column added by a migration
 * and missing here fails the build.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { Tables } from '@domain/database.ts';
import type { AuditEntryRow } from '@domain/schemas/admin.ts';
import type { AppSettingRow } from '@domain/schemas/app-setting.ts';
import type { PurchaseEnquiryRow, SalesOfferRow } from '@domain/schemas/board-post.ts';
import type { CompanyExecutiveRow, CompanyRow } from '@domain/schemas/company.ts';
import type {
  CorporateAdRow,
  NewsItemRow,
  NewsSnippetRow,
  PartnerRow,
  PriceListPdfRow,
} from '@domain/schemas/content.ts';
import type { CorporateEnquiryRow } from '@domain/schemas/corporate-enquiry.ts';
import type { CompanyPriceCheckRow, CorporateProductRow } from '@domain/schemas/corporate-product.ts';
import type { CreditLedgerRow } from '@domain/schemas/credit-ledger.ts';
import type { CustomerBidRow } from '@domain/schemas/customer-bid.ts';
import type { DepartmentVendorRow } from '@domain/schemas/department-vendor.ts';
import type { MemberRow } from '@domain/schemas/member.ts';
import type { MembershipRequestRow } from '@domain/schemas/membership-request.ts';
import type { PostInterestRow } from '@domain/schemas/post-interest.ts';
import type {
  FabricSourcingRequestRow,
  SourcingBidRoundRow,
  SourcingBidRow,
  SourcingItemCategoryRow,
  SourcingRequestRow,
  SourcingRoundStateRow,
  SourcingVendorAlertRow,
} from '@domain/schemas/sourcing.ts';
import type { StaffRow } from '@domain/schemas/staff.ts';
import type { SyncTombstoneRow } from '@domain/schemas/sync-tombstone.ts';
import type { VendorApplicationRow } from '@domain/schemas/vendor-application.ts';

/** true, or the columns the row schema has extra and misses. */
type SameColumns<Row, Table> = [Exclude<keyof Row, keyof Table>, Exclude<keyof Table, keyof Row>] extends [never, never]
  ? true
  : { extra: Exclude<keyof Row, keyof Table>; missing: Exclude<keyof Table, keyof Row> };
/** true when every value the row schema accepts is a value of the table's row. */
type Fits<Row, Table> = Row extends Table ? true : false;

describe('entity row schemas match the migrated tables', () => {
  it('type-checks (the assertions run in tsc)', () => {
    expectTypeOf<SameColumns<MemberRow, Tables<'yarnconnect_free'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<AuditEntryRow, Tables<'admin_audit_log'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<AuditEntryRow, Tables<'admin_audit_log'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<MemberRow, Tables<'yarnconnect_free'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<CompanyRow, Tables<'company_details'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<CompanyRow, Tables<'company_details'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<CompanyExecutiveRow, Tables<'company_executives'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<CompanyExecutiveRow, Tables<'company_executives'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<CorporateProductRow, Tables<'corporate_products'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<CorporateProductRow, Tables<'corporate_products'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<CompanyPriceCheckRow, Tables<'company_price_checks'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<CompanyPriceCheckRow, Tables<'company_price_checks'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<CustomerBidRow, Tables<'customer_bids'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<CustomerBidRow, Tables<'customer_bids'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<PurchaseEnquiryRow, Tables<'purchase_enquiries'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<PurchaseEnquiryRow, Tables<'purchase_enquiries'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<SalesOfferRow, Tables<'sales_offers'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<SalesOfferRow, Tables<'sales_offers'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<PriceListPdfRow, Tables<'price_updates_pdfs'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<PriceListPdfRow, Tables<'price_updates_pdfs'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<NewsItemRow, Tables<'news_items'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<NewsItemRow, Tables<'news_items'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<NewsSnippetRow, Tables<'news_snippets'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<NewsSnippetRow, Tables<'news_snippets'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<PartnerRow, Tables<'partner_organisations'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<PartnerRow, Tables<'partner_organisations'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<CorporateEnquiryRow, Tables<'corporate_enquiries'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<CorporateEnquiryRow, Tables<'corporate_enquiries'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<CorporateAdRow, Tables<'corporate_ads'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<CorporateAdRow, Tables<'corporate_ads'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<DepartmentVendorRow, Tables<'department_vendors'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<DepartmentVendorRow, Tables<'department_vendors'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<SourcingItemCategoryRow, Tables<'sourcing_item_categories'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<SourcingItemCategoryRow, Tables<'sourcing_item_categories'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<SourcingRequestRow, Tables<'sourcing_requests'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<SourcingRequestRow, Tables<'sourcing_requests'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<SourcingBidRoundRow, Tables<'sourcing_bid_rounds'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<SourcingBidRoundRow, Tables<'sourcing_bid_rounds'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<SourcingRoundStateRow, Tables<'sourcing_round_states'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<SourcingRoundStateRow, Tables<'sourcing_round_states'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<SourcingBidRow, Tables<'sourcing_bids'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<SourcingBidRow, Tables<'sourcing_bids'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<FabricSourcingRequestRow, Tables<'fabric_sourcing_requests'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<FabricSourcingRequestRow, Tables<'fabric_sourcing_requests'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<SourcingVendorAlertRow, Tables<'sourcing_vendor_alerts'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<SourcingVendorAlertRow, Tables<'sourcing_vendor_alerts'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<CreditLedgerRow, Tables<'credit_ledger'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<CreditLedgerRow, Tables<'credit_ledger'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<PostInterestRow, Tables<'post_interests'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<PostInterestRow, Tables<'post_interests'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<MembershipRequestRow, Tables<'membership_requests'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<MembershipRequestRow, Tables<'membership_requests'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<StaffRow, Tables<'staff'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<StaffRow, Tables<'staff'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<AppSettingRow, Tables<'app_settings'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<AppSettingRow, Tables<'app_settings'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<SyncTombstoneRow, Tables<'sync_tombstones'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<SyncTombstoneRow, Tables<'sync_tombstones'>>>().toEqualTypeOf<true>();
    expectTypeOf<SameColumns<VendorApplicationRow, Tables<'vendor_applications'>>>().toEqualTypeOf<true>();
    expectTypeOf<Fits<VendorApplicationRow, Tables<'vendor_applications'>>>().toEqualTypeOf<true>();
  });
});
