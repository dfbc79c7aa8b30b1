/*
 * A Fabric RFQ is two rows (trade-features §3): the fabric request with its specs, and the sourcing request
 * vendors bid on, each pointing at the other. The client wrote them one by one (insert, insert, link, and a
 * delete to undo a failed second insert), so a dropped connection could leave a fabric request with no RFQ.
 * create_fabric_rfq writes both and links them in one transaction: both rows or neither.
 *
 * The rows' contents are the caller's (@domain/fabric-rfq.ts builds them, the fabric request with an id the client
 * chose so the RFQ row can name it); the function sets the links both ways. Security invoker: the caller's grants
 * and the tables' policies apply to each write exactly as before.
 */
create function public.create_fabric_rfq(p_request jsonb, p_rfq jsonb) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  v_request_id uuid;
  v_rfq public.sourcing_requests;
begin
  v_request_id := coalesce((p_request ->> 'id')::uuid, pg_catalog.gen_random_uuid());
  insert into public.fabric_sourcing_requests (id, user_id, company_id, listing_type, fabric_category, fabric_type,
    product_title, technical_specs, commercial_details, image_urls, spec_sheet_url, remarks, status)
  select v_request_id, r.user_id, r.company_id, r.listing_type, r.fabric_category, r.fabric_type, r.product_title,
    r.technical_specs, r.commercial_details, r.image_urls, r.spec_sheet_url, r.remarks, r.status
  from jsonb_populate_record(null::public.fabric_sourcing_requests, p_request) r;

  insert into public.sourcing_requests (user_id, company_id, department, action, custom_item, quantity,
    quantity_unit, description, status, bid_status, attachment_url, attachment_type, fabric_sourcing_request_id)
  select r.user_id, r.company_id, r.department, r.action, r.custom_item, r.quantity, r.quantity_unit,
    r.description, r.status, r.bid_status, r.attachment_url, r.attachment_type, v_request_id
  from jsonb_populate_record(null::public.sourcing_requests, p_rfq) r
  returning * into v_rfq;

  update public.fabric_sourcing_requests set sourcing_request_id = v_rfq.id where id = v_request_id;

  return jsonb_build_object('fabric_request_id', v_request_id, 'id', v_rfq.id,
    'request_number', v_rfq.request_number);
end
$$;

revoke all on function public.create_fabric_rfq(jsonb, jsonb) from public, anon;
grant execute on function public.create_fabric_rfq(jsonb, jsonb) to authenticated;
