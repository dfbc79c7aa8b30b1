/*
 * Every free-text column has a length limit (issue 24, deliverable 6; ARCHITECTURE "Rules of the house").
 * news_items.content took a 5.4 MB article (every visitor of /news then downloaded it), company addresses,
 * RFQ descriptions, fabric remarks and URLs had no limit at all, and the app cut a vendor's note to 2 000
 * characters without a word. Now each column people write has one, the spec's where it gives one (snippet
 * 250, product specification 30, PIN/ZIP 10) and a sensible one where it does not (README "Text limits").
 *
 * The limits are @domain/text-limits.ts TEXT_LIMITS, one call of internal.limit_text per column below; the
 * test tests/integration/db-text-limits.test.ts holds the tables to that list and fails for a text column
 * that has neither a limit nor a reason to go without one. Every limit is a constraint named
 * <table>_<column>_length (for a list, each value; `_items` caps the count), and a required column also gets
 * <table>_<column>_not_blank: the app words a refusal from the constraint's name (@domain/server-errors.ts),
 * so the API's refusal and the form's say the same. The single-column length checks of earlier migrations
 * are replaced by these (their limits are unchanged).
 *
 * Rows already longer than a new limit are not cut: such a constraint stays NOT VALID (new writes are checked,
 * old rows stay as they were) and a notice names it.
 */

/** The length of the longest value of a text list (0 for none): a check constraint cannot use a subquery. */
create function internal.longest_text(p_values text[]) returns integer
language sql immutable set search_path = '' as $$
  select coalesce(max(char_length(v)), 0) from unnest(p_values) as v
$$;

/**
 * Gives p_table.p_column its limit: drops the column's own length checks of earlier migrations, then adds
 * <table>_<column>_length (and _not_blank when p_required, _items when p_max_items), validated unless old
 * rows break it. p_shape: 'text', 'list' (text[]: each value, and how many) or 'json' (the stored JSON text).
 */
create function internal.limit_text(
  p_table regclass, p_column name, p_max integer, p_required boolean default false, p_shape text default 'text',
  p_max_items integer default null
) returns void
language plpgsql set search_path = '' as $$
declare
  v_table text := (select c.relname from pg_catalog.pg_class c where c.oid = p_table);
  v_old record;
  v_checks jsonb := jsonb_build_object(
    '_length', format(case p_shape
      when 'list' then 'internal.longest_text(%1$I) <= %2$s'
      when 'json' then 'char_length(%1$I::text) <= %2$s'
      else 'char_length(%1$I) <= %2$s' end, p_column, p_max));
  v_check record;
begin
  for v_old in
    select k.conname from pg_catalog.pg_constraint k
    join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attname = p_column
    where k.conrelid = p_table and k.contype = 'c' and k.conkey = array[a.attnum]
      and pg_catalog.pg_get_constraintdef(k.oid) ~ 'char_length'
  loop
    execute format('alter table %s drop constraint %I', p_table, v_old.conname);
  end loop;
  if p_required then
    v_checks := v_checks || jsonb_build_object('_not_blank', format('char_length(btrim(%I)) >= 1', p_column));
  end if;
  if p_max_items is not null then
    v_checks := v_checks || jsonb_build_object('_items', format('cardinality(%I) <= %s', p_column, p_max_items));
  end if;
  for v_check in select key, value from jsonb_each_text(v_checks) loop
    execute format('alter table %s add constraint %I check (%s) not valid',
      p_table, v_table || '_' || p_column || v_check.key, v_check.value);
    begin
      execute format('alter table %s validate constraint %I', p_table, v_table || '_' || p_column || v_check.key);
    exception when check_violation then
      raise notice '%: rows already break % (kept as they are; new writes are checked).',
        v_table || '_' || p_column || v_check.key, v_check.value;
    end;
  end loop;
end
$$;
revoke execute on function internal.limit_text(regclass, name, integer, boolean, text, integer) from public;

-- company_details
select internal.limit_text('public.company_details', 'company_name', 200, p_required => true);
select internal.limit_text('public.company_details', 'website_url', 2048);
select internal.limit_text('public.company_details', 'company_head_name', 120);
select internal.limit_text('public.company_details', 'company_head_designation', 120);
select internal.limit_text('public.company_details', 'address', 500);
select internal.limit_text('public.company_details', 'marketing_team_info', 1000);
select internal.limit_text('public.company_details', 'brochure_pdf_name', 200);
select internal.limit_text('public.company_details', 'logo_url', 2048);
select internal.limit_text('public.company_details', 'banner_image_url', 2048);
select internal.limit_text('public.company_details', 'brochure_pdf_url', 2048);
select internal.limit_text('public.company_details', 'brochure_thumbnail_url', 2048);
-- corporate_ads
select internal.limit_text('public.corporate_ads', 'company_name', 200, p_required => true);
select internal.limit_text('public.corporate_ads', 'alt_text', 200, p_required => true);
select internal.limit_text('public.corporate_ads', 'page_location', 100, p_required => true);
select internal.limit_text('public.corporate_ads', 'click_url', 2048);
select internal.limit_text('public.corporate_ads', 'ad_image_url', 2048);
select internal.limit_text('public.corporate_ads', 'ad_image_path', 2048);
-- corporate_enquiries
select internal.limit_text('public.corporate_enquiries', 'name', 120, p_required => true);
select internal.limit_text('public.corporate_enquiries', 'organisation_name', 200, p_required => true);
select internal.limit_text('public.corporate_enquiries', 'email', 254);
-- corporate_products
select internal.limit_text('public.corporate_products', 'department_name', 100, p_required => true);
select internal.limit_text('public.corporate_products', 'fibre_type', 60, p_required => true);
select internal.limit_text('public.corporate_products', 'specific_type', 30);
select internal.limit_text('public.corporate_products', 'lustre', 30);
select internal.limit_text('public.corporate_products', 'twist_intermingling', 30);
select internal.limit_text('public.corporate_products', 'blend_ratio', 30);
select internal.limit_text('public.corporate_products', 'grade', 60);
-- customer_bids
select internal.limit_text('public.customer_bids', 'rejection_reason', 200, p_required => true);
-- department_vendors
select internal.limit_text('public.department_vendors', 'department_name', 100, p_required => true);
-- fabric_sourcing_requests
select internal.limit_text('public.fabric_sourcing_requests', 'product_title', 200, p_required => true);
select internal.limit_text('public.fabric_sourcing_requests', 'fabric_type', 60);
select internal.limit_text('public.fabric_sourcing_requests', 'remarks', 2000);
select internal.limit_text('public.fabric_sourcing_requests', 'spec_sheet_url', 2048);
select internal.limit_text('public.fabric_sourcing_requests', 'image_urls', 2048, p_shape => 'list');
select internal.limit_text('public.fabric_sourcing_requests', 'technical_specs', 10000, p_shape => 'json');
select internal.limit_text('public.fabric_sourcing_requests', 'commercial_details', 10000, p_shape => 'json');
-- news_items
select internal.limit_text('public.news_items', 'headline', 300, p_required => true);
select internal.limit_text('public.news_items', 'content', 20000, p_required => true);
select internal.limit_text('public.news_items', 'image_url', 2048);
select internal.limit_text('public.news_items', 'uploader_email', 254);
-- news_snippets
select internal.limit_text('public.news_snippets', 'headline', 300, p_required => true);
select internal.limit_text('public.news_snippets', 'snippet_content', 250, p_required => true);
select internal.limit_text('public.news_snippets', 'uploader_email', 254);
-- partner_organisations
select internal.limit_text('public.partner_organisations', 'name', 200, p_required => true);
select internal.limit_text('public.partner_organisations', 'website_url', 2048);
select internal.limit_text('public.partner_organisations', 'logo_url', 2048);
-- price_updates_pdfs
select internal.limit_text('public.price_updates_pdfs', 'description', 300, p_required => true);
select internal.limit_text('public.price_updates_pdfs', 'file_name', 255);
select internal.limit_text('public.price_updates_pdfs', 'file_url', 2048);
select internal.limit_text('public.price_updates_pdfs', 'storage_file_path', 2048);
select internal.limit_text('public.price_updates_pdfs', 'bucket_name', 63);
select internal.limit_text('public.price_updates_pdfs', 'uploader_email', 254);
-- purchase_enquiries
select internal.limit_text('public.purchase_enquiries', 'fibre_type', 60, p_required => true);
select internal.limit_text('public.purchase_enquiries', 'specific_type', 30);
select internal.limit_text('public.purchase_enquiries', 'lustre', 30);
select internal.limit_text('public.purchase_enquiries', 'twist_intermingling', 30);
select internal.limit_text('public.purchase_enquiries', 'blend_ratio', 30);
select internal.limit_text('public.purchase_enquiries', 'grade', 60);
select internal.limit_text('public.purchase_enquiries', 'lot_no', 60);
select internal.limit_text('public.purchase_enquiries', 'preferred_company', 200);
-- sales_offers
select internal.limit_text('public.sales_offers', 'fibre_type', 60, p_required => true);
select internal.limit_text('public.sales_offers', 'specific_type', 30);
select internal.limit_text('public.sales_offers', 'lustre', 30);
select internal.limit_text('public.sales_offers', 'twist_intermingling', 30);
select internal.limit_text('public.sales_offers', 'blend_ratio', 30);
select internal.limit_text('public.sales_offers', 'grade', 60);
select internal.limit_text('public.sales_offers', 'lot_no', 60);
select internal.limit_text('public.sales_offers', 'preferred_company', 200);
-- sourcing_bids
select internal.limit_text('public.sourcing_bids', 'moq', 60);
select internal.limit_text('public.sourcing_bids', 'vendor_notes', 2000);
-- sourcing_item_categories
select internal.limit_text('public.sourcing_item_categories', 'name', 120, p_required => true);
-- sourcing_requests
select internal.limit_text('public.sourcing_requests', 'custom_item', 200);
select internal.limit_text('public.sourcing_requests', 'quantity', 60, p_required => true);
select internal.limit_text('public.sourcing_requests', 'quantity_unit', 20);
select internal.limit_text('public.sourcing_requests', 'description', 2000);
select internal.limit_text('public.sourcing_requests', 'attachment_url', 2048);
select internal.limit_text('public.sourcing_requests', 'request_number', 40);
-- yarnconnect_free
select internal.limit_text('public.yarnconnect_free', 'member_name', 120, p_required => true);
select internal.limit_text('public.yarnconnect_free', 'business_name', 200, p_required => true);
select internal.limit_text('public.yarnconnect_free', 'email', 254);
select internal.limit_text('public.yarnconnect_free', 'gst_number', 20);
select internal.limit_text('public.yarnconnect_free', 'country', 100);
select internal.limit_text('public.yarnconnect_free', 'state', 100);
select internal.limit_text('public.yarnconnect_free', 'district', 100);
select internal.limit_text('public.yarnconnect_free', 'city', 100);
select internal.limit_text('public.yarnconnect_free', 'pin_zip_code', 10);
select internal.limit_text('public.yarnconnect_free', 'vendor_category', 100);
select internal.limit_text('public.yarnconnect_free', 'business_type', 100, p_shape => 'list', p_max_items => 30);
select internal.limit_text('public.yarnconnect_free', 'my_yarns', 100, p_shape => 'list', p_max_items => 50);
