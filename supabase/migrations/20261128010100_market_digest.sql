/*
 * The market view's daily e-mail digest (issue 27): members who opted in (yarnconnect_free.market_digest) get
 * one e-mail with the day's market alerts. The send-market-digest edge function claims each member's digest of
 * a day here (once: a second call, or a concurrent one, gets nothing for that member and day) and sends it
 * through the existing mail path (_shared/mail). Scheduled by pg_cron + pg_net on hosted Supabase (below,
 * like the sourcing alerts' schedule) and by the local stack's function scheduler.
 */

/** The digests sent: one per member and day (India time). */
create table internal.market_digests_sent (
  user_id uuid not null references auth.users (id) on delete cascade,
  day date not null,
  sent_at timestamptz not null default now(),
  primary key (user_id, day)
);

/**
 * Claims the digests of p_day: for each opted-in member with alerts created that day and no digest yet, their
 * e-mail, name and the day's alerts (title, body, change_pct, oldest first). Service role only.
 */
create function public.market_digest_claim(p_day date)
returns table (user_id uuid, email text, member_name text, alerts jsonb)
language plpgsql security definer set search_path = '' as $$
begin
  return query
  with due as (
    select f.id, f.email, f.member_name, jsonb_agg(jsonb_build_object('title', a.title, 'body', a.body,
      'change_pct', a.change_pct) order by a.created_at) as alerts
    from public.yarnconnect_free f
    join public.market_alerts a on a.user_id = f.id
    where f.market_digest and (a.created_at at time zone 'Asia/Kolkata')::date = p_day
    group by f.id, f.email, f.member_name
  ), claimed as (
    insert into internal.market_digests_sent (user_id, day)
    select d.id, p_day from due d
    on conflict do nothing
    returning internal.market_digests_sent.user_id
  )
  select d.id, d.email, d.member_name, d.alerts from due d join claimed c on c.user_id = d.id;
end
$$;
revoke execute on function public.market_digest_claim(date) from public, anon, authenticated;
grant execute on function public.market_digest_claim(date) to service_role;

create index market_alerts_created_idx on public.market_alerts (created_at);

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') and exists (select 1 from pg_extension where extname = 'pg_net') then
    -- 07:00 in India (01:30 UTC): yesterday's alerts.
    perform cron.schedule('send-market-digest', '30 1 * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/send-market-digest',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb)
    $job$);
  end if;
end
$$;
