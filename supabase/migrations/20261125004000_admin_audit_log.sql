/*
 * The admin audit log (issue 12, deliverable 7): every change a staff member (admin or limited
 * admin) makes to a member, their credits, a company, a product or an ad is recorded by the
 * database itself, in the same transaction as the change: who (the caller's id, e-mail and staff
 * role), when, what (entity, row, a one-line label) and the values before and after (changed
 * columns of an update, the whole row of an insert or delete). Triggers read the caller from the
 * request's JWT, so a change made through the API, an RPC or an edge function acting as the admin is
 * recorded alike; changes by members, executives and the platform (service role) are not admin
 * actions and are not recorded. Only admins read the log (RLS); nobody writes it through the API.
 */

/** One admin action on one row. */
create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  actor_email text,
  actor_role text not null check (actor_role in ('admin', 'limited_admin')),
  entity text not null check (entity in ('member', 'credits', 'company', 'product', 'ad')),
  action text not null check (action in ('insert', 'update', 'delete')),
  row_id text not null,
  label text not null,
  before jsonb,
  after jsonb
);
alter table public.admin_audit_log enable row level security;
create index admin_audit_log_at_idx on public.admin_audit_log (at desc, id desc);
create index admin_audit_log_entity_idx on public.admin_audit_log (entity, at desc, id desc);
create index admin_audit_log_actor_idx on public.admin_audit_log (actor_id, at desc, id desc);
create index admin_audit_log_row_idx on public.admin_audit_log (row_id);

revoke all on public.admin_audit_log from anon, authenticated, service_role;
grant select on public.admin_audit_log to authenticated, service_role;
create policy "Admins read the audit log" on public.admin_audit_log
  for select to authenticated using ((select public.is_admin()));

/** Columns that change on every write (timestamps, sync markers, search text) and say nothing about the action. */
create function internal.audit_noise() returns text[]
language sql immutable set search_path = '' as $$
  select array['version', 'updated_at', 'search_text', 'messaging_credits', 'last_credit_reset_date',
    'monthly_credits_until']
$$;
revoke execute on function internal.audit_noise() from public;

/** The columns of an update whose values changed: { before, after } holding only those columns. */
create function internal.audit_diff(p_old jsonb, p_new jsonb, out before jsonb, out after jsonb)
language sql immutable set search_path = '' as $$
  select coalesce(jsonb_object_agg(o.key, o.value), '{}'::jsonb), coalesce(jsonb_object_agg(o.key, n.value), '{}'::jsonb)
  from jsonb_each(p_old) o
  join jsonb_each(p_new) n on n.key = o.key
  where o.value is distinct from n.value and o.key <> all (internal.audit_noise())
$$;
revoke execute on function internal.audit_diff(jsonb, jsonb) from public;

/** The row's one-line label in the log: who or what was changed. */
create function internal.audit_label(p_entity text, p_row jsonb) returns text
language sql stable set search_path = '' as $$
  select left(case p_entity
    when 'member' then coalesce(p_row ->> 'member_name', '?') || ' <' || coalesce(p_row ->> 'email', '?') || '>'
    when 'company' then coalesce(p_row ->> 'company_name', '?')
    when 'product' then concat_ws(' ', p_row ->> 'fibre_type', p_row ->> 'specific_type',
      (p_row ->> 'denier_count') || 'D', '· ' || (p_row ->> 'department_name'), '· ' ||
      (select c.company_name from public.company_details c where c.id = (p_row ->> 'company_id')::uuid))
    when 'ad' then coalesce(p_row ->> 'company_name', '?') || ' · ' || coalesce(p_row ->> 'placement_type', '?')
      || ' / ' || coalesce(p_row ->> 'page_location', '?')
    else p_row ->> 'id' end, 300)
$$;
revoke execute on function internal.audit_label(text, jsonb) from public;

/** The caller's staff role ('admin' or 'limited_admin'), or null when the caller is not staff (or the platform). */
create function internal.audit_actor_role() returns text
language sql stable security definer set search_path = '' as $$
  select s.role from public.staff s where s.user_id = auth.uid()
$$;
revoke execute on function internal.audit_actor_role() from public;

/**
 * Row trigger of the audited tables (TG_ARGV[0] names the entity): records the change when the
 * caller is staff. An update that changed nothing but noise columns is not recorded.
 */
create function internal.audit_admin_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_role text := internal.audit_actor_role();
  v_old jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  v_new jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  v_before jsonb;
  v_after jsonb;
  v_entity text := tg_argv[0];
begin
  if v_role is null then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select d.before, d.after into v_before, v_after from internal.audit_diff(v_old, v_new) d;
    if v_after = '{}'::jsonb then
      return null;
    end if;
  elsif tg_op = 'DELETE' then
    v_before := v_old - internal.audit_noise();
  else
    v_after := v_new - internal.audit_noise();
  end if;
  insert into public.admin_audit_log (actor_id, actor_email, actor_role, entity, action, row_id, label, before, after)
  values (auth.uid(), auth.email(), v_role, v_entity, lower(tg_op), coalesce(v_new, v_old) ->> 'id',
    internal.audit_label(v_entity, coalesce(v_new, v_old)), v_before, v_after);
  return null;
end
$$;
revoke execute on function internal.audit_admin_change() from public;

create trigger yarnconnect_free_admin_audit after update or delete on public.yarnconnect_free
  for each row execute function internal.audit_admin_change('member');
create trigger company_details_admin_audit after insert or update or delete on public.company_details
  for each row execute function internal.audit_admin_change('company');
create trigger corporate_products_admin_audit after insert or update or delete on public.corporate_products
  for each row execute function internal.audit_admin_change('product');
create trigger corporate_ads_admin_audit after insert or update or delete on public.corporate_ads
  for each row execute function internal.audit_admin_change('ad');

/**
 * Credits: every ledger row booked while a staff member is the caller (an admin's adjustment, or the
 * grant of a membership change an admin made), with the balance before and after.
 */
create function internal.audit_admin_credit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_role text := internal.audit_actor_role();
  v_member record;
begin
  if v_role is null then
    return null;
  end if;
  -- apply_credit updates the balance before it writes the ledger row: the balance now is the "after".
  select id, member_name, email, messaging_credits into v_member from public.yarnconnect_free where id = new.user_id;
  insert into public.admin_audit_log (actor_id, actor_email, actor_role, entity, action, row_id, label, before, after)
  values (auth.uid(), auth.email(), v_role, 'credits', 'update', new.user_id::text,
    internal.audit_label('member', to_jsonb(v_member)),
    jsonb_build_object('messaging_credits', v_member.messaging_credits - new.delta),
    jsonb_build_object('messaging_credits', v_member.messaging_credits, 'delta', new.delta, 'reason', new.reason,
      'description', new.description));
  return null;
end
$$;
revoke execute on function internal.audit_admin_credit() from public;

create trigger credit_ledger_admin_audit after insert on public.credit_ledger
  for each row execute function internal.audit_admin_credit();
