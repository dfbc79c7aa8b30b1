/*
 * Realtime: the tables whose changes clients receive live, by adding them to Supabase's
 * `supabase_realtime` publication (hosted Realtime streams exactly its tables; the local stack's
 * capture triggers follow it too). Each subscriber only receives rows its RLS policies let it
 * SELECT, and only the columns its grants let it read.
 *
 * - Boards: new or changed purchase enquiries and sales offers, and the interests shown in them.
 * - Price list and news: a new price list PDF, article or snippet.
 * - Corporate: products (prices, visibility) and the bids on them (status changes for the bidder,
 *   new bids for the company's executives).
 * - Sourcing: RFQs, their bid rounds (opened, closed) and vendors' bids.
 * - A member's own profile and credit ledger: the credit balance and membership change live.
 */
alter publication supabase_realtime add table
  public.purchase_enquiries,
  public.sales_offers,
  public.post_interests,
  public.price_updates_pdfs,
  public.news_items,
  public.news_snippets,
  public.corporate_products,
  public.customer_bids,
  public.sourcing_requests,
  public.sourcing_bid_rounds,
  public.sourcing_bids,
  public.yarnconnect_free,
  public.credit_ledger;
