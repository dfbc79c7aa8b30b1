/*
 * Live hints for sourcing pages that postgres_changes cannot reach. Realtime checks RLS against a row as it
 * is after the change, so a vendor whose access the change itself takes away (their RFQ's round has just
 * closed, the RFQ was closed or awarded) never hears of it, and their /bid-submission page would show the
 * round open until reloaded. The database therefore broadcasts a data-less hint on the company's public
 * topic `sourcing-hints-{company_id}` whenever a round opens, closes or reopens and whenever an RFQ's
 * bid_status changes, whoever made the change (a person, a function, the deadline job). Listeners refetch;
 * what they show comes from their own RLS-checked reads, so the hint reveals nothing but "something changed
 * at this company" (realtime.send, as hosted Supabase provides it).
 */

/** Broadcasts `{ change }` on the company's sourcing hint topic; a failed broadcast never fails the change. */
create function internal.send_sourcing_hint(p_company_id uuid, p_change text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_company_id is not null then
    perform realtime.send(jsonb_build_object('change', p_change), 'hint', 'sourcing-hints-' || p_company_id, false);
  end if;
end
$$;
revoke execute on function internal.send_sourcing_hint(uuid, text) from public;

/** A round opened, closed or reopened. */
create function internal.sourcing_round_hint() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    perform internal.send_sourcing_hint(new.company_id, 'round');
  end if;
  return null;
end
$$;
revoke execute on function internal.sourcing_round_hint() from public;

/** An RFQ's bidding state changed (initiated, closed, awarded). */
create function internal.sourcing_rfq_hint() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.bid_status is distinct from old.bid_status then
    perform internal.send_sourcing_hint(new.company_id, 'rfq');
  end if;
  return null;
end
$$;
revoke execute on function internal.sourcing_rfq_hint() from public;

create trigger sourcing_bid_rounds_live_hint after insert or update of status on public.sourcing_bid_rounds
  for each row execute function internal.sourcing_round_hint();
create trigger sourcing_requests_live_hint after update of bid_status on public.sourcing_requests
  for each row execute function internal.sourcing_rfq_hint();
