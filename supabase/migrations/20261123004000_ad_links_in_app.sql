/*
 * Ads may link to a page of the app itself, such as the advertiser's company page (/corporate/{id}),
 * by its path: the app opens it in place, and the link works whatever host or port the app runs on.
 * External links stay http(s) URLs; protocol-relative ('//host') and other schemes are still refused.
 */

alter table public.corporate_ads drop constraint corporate_ads_click_url_check;
alter table public.corporate_ads add constraint corporate_ads_click_url_check
  check (click_url ~* '^https?://' or click_url ~ '^/[^/\\]');
