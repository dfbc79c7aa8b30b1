/*
 * Offers end on their date (issue 23, deliverable 4). The pre-launch price of the Paid plan is "valid until 22
 * September 2025" (trade §9), yet the pages showed it, and 'Pre-Launch Offers Now Live', fourteen months later.
 * The offer's last day is now a setting beside the launch date, app_settings `paid_plan`
 * {"offer_valid_until": "YYYY-MM-DD"}, starting at the spec's day: the plans, payment and sign-up pages and the
 * home banner read it (@domain/paid-year.ts paidPlanPrice) and show the regular price once it has passed, and
 * the local test checkout charges what they show. Extend or renew an offer with
 *   update public.app_settings set value = value || '{"offer_valid_until": "2027-02-28"}' where key = 'paid_plan';
 * A row set by hand keeps its day.
 */
insert into public.app_settings (key, value) values ('paid_plan', '{"offer_valid_until": "2025-09-22"}')
on conflict (key) do update set value = public.app_settings.value || excluded.value
  where not public.app_settings.value ? 'offer_valid_until';
