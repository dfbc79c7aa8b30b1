/*
 * Change markers for the tables clients mirror (the desktop cache): corporate_products,
 * price_updates_pdfs, customer_bids, sourcing_requests, sourcing_bid_rounds, sourcing_bids,
 * news_items, news_snippets and yarnconnect_free (members' public cards). Each row carries
 * `version`, the id of the transaction that last wrote it (pg_current_xact_id(), an xid8, as
 * bigint), stamped by a trigger on every insert and update whatever the client sends.
 *
 * Why transaction ids: a sequence value or a timestamp is taken while a statement runs, not when
 * its transaction commits, so a slow transaction can commit a row whose marker is below markers a
 * client has already read past, and a cursor that keeps "the highest marker seen" skips it.
 * Transaction ids have the same order problem, but PostgreSQL knows which ids may still commit:
 * every id below pg_snapshot_xmin(pg_current_snapshot()) has finished. That is the watermark
 * sync_pull (20261123000120) never moves a cursor past, so a row committed late always lands
 * after the cursor. xid8 is 64-bit and epoch-extended (no wrap-around); it travels as bigint
 * because PostgREST and supabase-js send, filter and order that as a plain JSON number.
 *
 * `version` also serves optimistic concurrency: every writing transaction sets a value no other
 * transaction ever had, so "update … where version = <the version I read>" refuses a row changed
 * since. It is not ordered per row (a transaction that began earlier may write the row later, with
 * a smaller id): clients apply changes in the order a pull returns them, never by comparing
 * versions. Each table gets an index on (version, id), the order a pull reads in.
 */

/** The current transaction's id as a change marker (assigns one if the transaction has none yet). */
create function internal.current_change_marker() returns bigint
language sql volatile set search_path = '' as $$
  select pg_catalog.pg_current_xact_id()::text::bigint
$$;
revoke execute on function internal.current_change_marker() from public;
-- Column defaults run as the inserting role; visitors insert into no mirrored table.
grant execute on function internal.current_change_marker() to authenticated, service_role;

/** Stamps `version` with the writing transaction's id; a value sent by the client is ignored. */
create function internal.stamp_change_marker() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.version := internal.current_change_marker();
  return new;
end
$$;
revoke execute on function internal.stamp_change_marker() from public;

-- Existing rows get the marker of this migration's transaction.
do $$
declare
  t text;
begin
  foreach t in array array['corporate_products', 'price_updates_pdfs', 'customer_bids', 'sourcing_requests',
    'sourcing_bid_rounds', 'sourcing_bids', 'news_items', 'news_snippets', 'yarnconnect_free'] loop
    execute format('alter table public.%I add column version bigint not null default internal.current_change_marker()', t);
    execute format('create index %I on public.%I (version, id)', t || '_version_idx', t);
    execute format('create trigger %I before insert or update on public.%I
      for each row execute function internal.stamp_change_marker()', t || '_version', t);
  end loop;
end
$$;
