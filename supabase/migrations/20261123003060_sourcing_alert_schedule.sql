/*
 * The minute schedule of round deadlines and vendor alerts (issue 13) on hosted Supabase: pg_cron
 * runs process_due_bid_rounds() (closes rounds whose deadline passed, queues 'closing within the
 * hour' alerts) and, where pg_net is installed, calls the send-sourcing-alerts function, which sends
 * what is queued. That call reads the project URL and the service role key from Vault (create them
 * once: select vault.create_secret('https://<ref>.supabase.co', 'project_url');
 * select vault.create_secret('<service role key>', 'service_role_key');). Without pg_cron (the local
 * stack, tests) nothing is scheduled here: the local stack's scheduler calls the function itself.
 * Deadlines never depend on the sweep: a round past its deadline is closed for every rule anyway.
 */
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('process-due-bid-rounds', '* * * * *', 'select public.process_due_bid_rounds()');
    if exists (select 1 from pg_extension where extname = 'pg_net') then
      perform cron.schedule('send-sourcing-alerts', '* * * * *', $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
            || '/functions/v1/send-sourcing-alerts',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
          body := '{}'::jsonb)
      $job$);
    end if;
  end if;
end
$$;
