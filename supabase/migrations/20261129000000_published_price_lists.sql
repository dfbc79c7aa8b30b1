/**
 * Price lists that publish themselves (issue 28): a list an executive publishes from the price sheet is a
 * price_updates_pdfs row like the lists staff upload, so the Price List page, the sync and the desktop's
 * offline downloader carry it unchanged. These columns say whose list it is and where it stands; a
 * hand-uploaded list leaves them all null. They are written only by the publishing functions (a later
 * migration), never by a client.
 */
alter table public.price_updates_pdfs
  add column company_id uuid references public.company_details (id) on delete cascade,
  -- The one department the list covers; null: all the company's departments.
  add column department text check (char_length(btrim(department)) between 1 and 100),
  -- 1, 2, 3… per company and department scope.
  add column edition integer check (edition >= 1),
  add column valid_until date,
  -- The short public link's code (/l/<code>).
  add column share_code text unique check (share_code ~ '^[a-z0-9]{6,16}$'),
  -- The headline changes in the trade's words, for the WhatsApp message.
  add column headline text check (char_length(headline) <= 600),
  add column product_count integer check (product_count >= 0),
  add column changed_count integer check (changed_count >= 0),
  -- Set when the next edition of the same scope is published; the list stays readable, marked superseded.
  add column superseded_at timestamptz,
  -- Set when an executive withdraws the list; it stays in the history and its link says so.
  add column withdrawn_at timestamptz,
  add constraint price_updates_pdfs_published_fields check (
    (company_id is null and edition is null and valid_until is null and share_code is null)
    or (company_id is not null and edition is not null and valid_until is not null and share_code is not null)
  );

create unique index price_updates_pdfs_company_edition_idx
  on public.price_updates_pdfs (company_id, coalesce(department, ''), edition)
  where company_id is not null;
