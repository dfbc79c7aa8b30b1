/*
 * Live role hints: the facts my_role() answers (staff role, company executive and the company's name, membership,
 * profile, vendor registrations) come from tables that are not published to Realtime, so a person an admin
 * demoted, promoted or moved kept their old menus and pages until they reloaded or came back to the window. The
 * database now broadcasts a data-less hint on the person's private topic `role-hints-{user_id}` whenever one of
 * those facts changes, whoever changed it, and the app reads my_role() again. The hint says only "something about
 * you changed" (what the app shows comes from my_role()'s own answer), and only the person may hear it: even when
 * a role changes is theirs to know. Credits and other columns my_role() does not decide menus by send nothing.
 */

/** A signed-in person may join their own role topic, privately, to hear its broadcasts; nobody may send on it. */
create policy "members hear their own role hints" on realtime.messages for select to authenticated
  using (realtime.topic() = 'role-hints-' || (select auth.uid())::text and extension = 'broadcast');

/** Broadcasts a hint on the person's role topic; a failed broadcast never fails the change. */
create function internal.send_role_hint(p_user_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_user_id is not null then
    perform realtime.send('{}'::jsonb, 'hint', 'role-hints-' || p_user_id, true);
  end if;
end
$$;
revoke execute on function internal.send_role_hint(uuid) from public;

/**
 * A staff row, an executive link or a vendor registration came, went or changed: its person (both, when it moved
 * to another). The column naming the person is the trigger's argument.
 */
create function internal.role_row_hint() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  old_user uuid := case when tg_op <> 'INSERT' then (to_jsonb(old) ->> tg_argv[0])::uuid end;
  new_user uuid := case when tg_op <> 'DELETE' then (to_jsonb(new) ->> tg_argv[0])::uuid end;
begin
  if tg_op = 'UPDATE' and to_jsonb(old) = to_jsonb(new) then
    return null;
  end if;
  perform internal.send_role_hint(coalesce(new_user, old_user));
  if old_user is distinct from new_user and new_user is not null then
    perform internal.send_role_hint(old_user);
  end if;
  return null;
end
$$;
revoke execute on function internal.role_row_hint() from public;

/** A member's profile: created, removed, or its membership or names changed. */
create function internal.member_role_hint() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and (old.membership_type, old.member_name, old.business_name)
      is not distinct from (new.membership_type, new.member_name, new.business_name) then
    return null;
  end if;
  perform internal.send_role_hint(case when tg_op = 'DELETE' then old.id else new.id end);
  return null;
end
$$;
revoke execute on function internal.member_role_hint() from public;

/** A company's name is in its executives' facts. */
create function internal.company_name_role_hint() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.company_name is distinct from old.company_name then
    perform internal.send_role_hint(e.user_id) from public.company_executives e where e.company_id = new.id;
  end if;
  return null;
end
$$;
revoke execute on function internal.company_name_role_hint() from public;

create trigger staff_role_hint after insert or update or delete on public.staff
  for each row execute function internal.role_row_hint('user_id');
create trigger company_executives_role_hint after insert or update or delete on public.company_executives
  for each row execute function internal.role_row_hint('user_id');
create trigger department_vendors_role_hint after insert or update or delete on public.department_vendors
  for each row execute function internal.role_row_hint('vendor_user_id');
create trigger yarnconnect_free_role_hint after insert or update of membership_type, member_name, business_name
  or delete on public.yarnconnect_free
  for each row execute function internal.member_role_hint();
create trigger company_details_role_hint after update of company_name on public.company_details
  for each row execute function internal.company_name_role_hint();
