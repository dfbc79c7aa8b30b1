/*
 * Demo data for the local stack: a living marketplace with one login per role (see
 * supabase/seed/README.md for e-mails and the password), ten corporate companies with products,
 * enquiries, offers, news, snippets, partners, active ads and RFQs in every bid_status with
 * rounds and bids. Dates are relative to today so the demo never goes stale. Credits are granted
 * through the same functions the product uses, so every balance equals its ledger.
 */

-- A confirmed e-mail login with password LoomDemo#2026 (bcrypt, as GoTrue stores it).
create function pg_temp.demo_login(p_id uuid, p_email text, p_meta jsonb, p_created timestamptz default now())
returns void language sql as $$
  insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at)
  values ('00000000-0000-0000-0000-000000000000', p_id, 'authenticated', 'authenticated', p_email,
    extensions.crypt('LoomDemo#2026', extensions.gen_salt('bf')), p_created, '', '', '', '',
    '{"provider": "email", "providers": ["email"]}', p_meta, p_created, p_created, null);
  insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
  values (p_id::text, p_id, jsonb_build_object('sub', p_id::text, 'email', p_email, 'email_verified', true),
    'email', p_created, p_created);
$$;

-- A login plus its member profile (signup credits through create_member_profile).
create function pg_temp.demo_member(
  p_id uuid, p_email text, p_name text, p_business text, p_membership text, p_mobile text, p_state text,
  p_district text, p_business_type text[], p_yarns text[], p_code text, p_created timestamptz default now(),
  p_referral text default null
) returns void language plpgsql as $$
begin
  perform pg_temp.demo_login(p_id, p_email, jsonb_build_object('member_name', p_name, 'business_name', p_business,
    'membership_type', p_membership), p_created);
  perform public.create_member_profile(p_id, jsonb_build_object(
    'member_name', p_name, 'business_name', p_business, 'email', p_email, 'mobile_number', p_mobile,
    'country_code', '+91', 'country', 'India', 'state', p_state, 'district', p_district, 'city', p_district,
    'pin_zip_code', '395003', 'business_type', p_business_type, 'my_yarns', p_yarns,
    'membership_type', case when p_membership = 'Free Member' then p_membership else 'Paid Member' end, 'referral_code', p_code, 'list_in_directory', true,
    'mobile_verified', true), p_referral);
  if p_membership = 'Corporate Member' then
    perform public.apply_membership_change_credits(p_id, 'Corporate Member', p_created::date);
  end if;
  update public.yarnconnect_free set created_at = p_created where id = p_id;
end
$$;

-- Companies: A and B have executives and the demo vendor; eight more fill the directory. File columns hold
-- storage paths (logos/… in companyfiles): the app builds their URLs from the API URL it is configured with.
insert into public.company_details (id, company_name, website_url, logo_url, company_head_name,
  company_head_designation, address, marketing_team_info, banner_image_url) values
  ('c0000000-0000-4000-a000-000000000001', 'Surat Synthetics Ltd', 'https://suratsynthetics.example',
    'logos/surat-synthetics.svg', 'Rakesh Mehta', 'Managing Director', 'Ring Road, Surat, Gujarat',
    'Filament yarn desk: 9 am to 7 pm IST', null),
  ('c0000000-0000-4000-a000-000000000002', 'Coimbatore Cotton Mills', 'https://cbecotton.example',
    'logos/coimbatore-cotton.svg', 'Lakshmi Narayanan', 'Chief Executive', 'Avinashi Road, Coimbatore, Tamil Nadu',
    'Spun yarn sales team', null),
  ('c0000000-0000-4000-a000-000000000003', 'Bhiwandi Weaves Pvt Ltd', 'https://bhiwandiweaves.example',
    'logos/bhiwandi-weaves.svg', 'Imran Shaikh', 'Director', 'Bhiwandi, Maharashtra', null, null),
  ('c0000000-0000-4000-a000-000000000004', 'Ludhiana Woollens', 'https://ludhianawool.example',
    'logos/ludhiana-woollens.svg', 'Harpreet Singh', 'Owner', 'Focal Point, Ludhiana, Punjab', null, null),
  ('c0000000-0000-4000-a000-000000000005', 'Tiruppur Knit Yarns', 'https://tiruppurknit.example',
    'logos/tiruppur-knit.svg', 'Senthil Kumar', 'Partner', 'Tiruppur, Tamil Nadu', null, null),
  ('c0000000-0000-4000-a000-000000000006', 'Bhilwara Spinners', 'https://bhilwaraspin.example',
    'logos/bhilwara-spinners.svg', 'Anil Jain', 'Chairman', 'Bhilwara, Rajasthan', null, null),
  ('c0000000-0000-4000-a000-000000000007', 'Panipat Recycled Fibres', 'https://panipatfibres.example',
    'logos/panipat-recycled.svg', 'Sunita Goyal', 'Director', 'Panipat, Haryana', null, null),
  ('c0000000-0000-4000-a000-000000000008', 'Ichalkaranji Textiles', 'https://ichaltex.example',
    'logos/ichalkaranji-textiles.svg', 'Prakash Patil', 'Managing Partner', 'Ichalkaranji, Maharashtra', null, null),
  ('c0000000-0000-4000-a000-000000000009', 'Kolkata Jute Exports', 'https://kolkatajute.example',
    'logos/kolkata-jute.svg', 'Subhas Banerjee', 'CEO', 'Howrah, West Bengal', null, null),
  ('c0000000-0000-4000-a000-000000000010', 'Silvassa Nylon Works', 'https://silvassanylon.example',
    'logos/silvassa-nylon.svg', 'Farah Khan', 'Director', 'Silvassa, Dadra and Nagar Haveli', null, null);

-- One login per role (fixed ids; the README lists them).
select pg_temp.demo_member('00000000-0000-4000-a000-000000000001', 'admin@loomconnect.test', 'Asha Admin',
  'LoomConnect', 'Paid Member', '9800000001', 'Gujarat', 'Surat', '{Consultant / Compliance Auditor}', '{}', 'ASHAA00001AA');
select pg_temp.demo_member('00000000-0000-4000-a000-000000000002', 'limited.admin@loomconnect.test', 'Leela Limited',
  'LoomConnect', 'Paid Member', '9800000002', 'Gujarat', 'Surat', '{Consultant / Compliance Auditor}', '{}', 'LEELA00002AA');
select pg_temp.demo_member('00000000-0000-4000-a000-000000000003', 'admin2@loomconnect.test', 'Arjun Admin2',
  'LoomConnect', 'Paid Member', '9800000003', 'Gujarat', 'Surat', '{Consultant / Compliance Auditor}', '{}', 'ARJUN00003AA');
select pg_temp.demo_member('00000000-0000-4000-a000-000000000004', 'exec.a@loomconnect.test', 'Rakesh Mehta',
  'Surat Synthetics Ltd', 'Corporate Member', '9800000004', 'Gujarat', 'Surat', '{Yarn Supplier}',
  '{Polyester Filament}', 'RAKES00004AA', now() - interval '40 days');
select pg_temp.demo_member('00000000-0000-4000-a000-000000000005', 'exec.b@loomconnect.test', 'Lakshmi Narayanan',
  'Coimbatore Cotton Mills', 'Corporate Member', '9800000005', 'Tamil Nadu', 'Coimbatore', '{Yarn Supplier}',
  '{Cotton}', 'LAKSH00005AA', now() - interval '40 days');
select pg_temp.demo_member('00000000-0000-4000-a000-000000000006', 'vendor@loomconnect.test', 'Vikram Vendor',
  'Vikram Trims & Packaging', 'Paid Member', '9800000006', 'Maharashtra', 'Mumbai',
  '{Trims & Accessories Supplier,Packaging Material Supplier}', '{}', 'VIKRA00006AA', now() - interval '20 days');
select pg_temp.demo_member('00000000-0000-4000-a000-000000000007', 'paid@loomconnect.test', 'Priya Paid',
  'Priya Fabrics', 'Paid Member', '9800000007', 'Gujarat', 'Surat', '{Fabric Manufacturer,Fabric Exporter}',
  '{Polyester Filament,Viscose Rayon}', 'PRIYA00007AA', now() - interval '60 days');
select pg_temp.demo_member('00000000-0000-4000-a000-000000000008', 'free@loomconnect.test', 'Farhan Free',
  'Farhan Traders', 'Free Member', '9800000008', 'Maharashtra', 'Bhiwandi', '{Fabric Trader / Wholesaler}',
  '{Cotton}', 'FARHA00008AA', now() - interval '3 days', 'PRIYA00007AA');
select pg_temp.demo_member('00000000-0000-4000-a000-000000000009', 'expired@loomconnect.test', 'Esha Expired',
  'Esha Yarn Agency', 'Free Member', '9800000009', 'Rajasthan', 'Bhilwara', '{Yarn Supplier}', '{Polyester Spun}',
  'ESHAX00009AA', now() - interval '30 days');
-- A second trial that is over, for the pay-to-restore journey, so Esha stays expired for the demo and the walk.
select pg_temp.demo_member('00000000-0000-4000-a000-000000000010', 'lapsed@loomconnect.test', 'Lalit Lapsed',
  'Lalit Cotton Agency', 'Free Member', '9800000010', 'Punjab', 'Ludhiana', '{Yarn Supplier}', '{Cotton}',
  'LALIT00010AA', now() - interval '20 days');

insert into public.staff (user_id, role, is_admin2) values
  ('00000000-0000-4000-a000-000000000001', 'admin', false),
  ('00000000-0000-4000-a000-000000000002', 'limited_admin', false),
  ('00000000-0000-4000-a000-000000000003', 'admin', true);
insert into public.company_executives (user_id, company_id) values
  ('00000000-0000-4000-a000-000000000004', 'c0000000-0000-4000-a000-000000000001'),
  ('00000000-0000-4000-a000-000000000005', 'c0000000-0000-4000-a000-000000000002');
update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object(
  'is_corporate_executive', true, 'company_id', e.company_id)
from public.company_executives e where e.user_id = auth.users.id;
select public.admin_update_member('00000000-0000-4000-a000-000000000007', '{"is_verified_member": true}');
select public.admin_update_member(user_id, '{"is_verified_member": true, "is_corporate_member": true}')
from public.company_executives;

-- Twenty more members so the directory, boards and bids look used.
select pg_temp.demo_member(
  ('00000000-0000-4000-b000-' || lpad(n::text, 12, '0'))::uuid,
  'member' || n || '@loomconnect.test',
  (array['Amit', 'Bhavna', 'Chetan', 'Divya', 'Gaurav', 'Hema', 'Irfan', 'Jaya', 'Kiran', 'Manoj'])[1 + n % 10]
    || ' ' || (array['Shah', 'Patel', 'Iyer', 'Reddy', 'Khan', 'Gupta', 'Das', 'Nair'])[1 + n % 8],
  (array['Sai', 'Shree', 'Om', 'Krishna', 'Ganesh'])[1 + n % 5] || ' '
    || (array['Textiles', 'Yarns', 'Fabrics', 'Traders', 'Exports'])[1 + (n / 5) % 5],
  case when n % 3 = 0 then 'Paid Member' else 'Free Member' end,
  '97000000' || lpad(n::text, 2, '0'),
  (array['Gujarat', 'Maharashtra', 'Tamil Nadu', 'Punjab', 'Rajasthan'])[1 + n % 5],
  (array['Surat', 'Mumbai', 'Coimbatore', 'Ludhiana', 'Bhilwara'])[1 + n % 5],
  array[(array['Fabric Manufacturer', 'Yarn Supplier', 'Fabric Trader / Wholesaler', 'Embroidery Unit',
    'Fabric Exporter'])[1 + n % 5]],
  array[(array['Cotton', 'Polyester Filament', 'Viscose Rayon', 'Nylon', 'Polyester Spun'])[1 + n % 5]],
  'MEMBR' || lpad(n::text, 5, '0') || 'AA',
  now() - (n % 12 || ' days')::interval)
from generate_series(1, 20) as n;

-- Vendor registrations: the demo vendor serves company A (trims) and company B (packaging).
insert into public.department_vendors (company_id, department, department_name, vendor_user_id, added_by_user_id) values
  ('c0000000-0000-4000-a000-000000000001', 'trims', 'Trims & Accessories', '00000000-0000-4000-a000-000000000006',
    '00000000-0000-4000-a000-000000000004'),
  ('c0000000-0000-4000-a000-000000000002', 'packaging', 'Packaging Material', '00000000-0000-4000-a000-000000000006',
    '00000000-0000-4000-a000-000000000005'),
  ('c0000000-0000-4000-a000-000000000001', 'packaging', 'Packaging Material', '00000000-0000-4000-b000-000000000001',
    '00000000-0000-4000-a000-000000000004');
update public.company_details set dealer_user_ids = array['00000000-0000-4000-b000-000000000002'::uuid]
where id = 'c0000000-0000-4000-a000-000000000001';

-- Corporate products: six per company over three yarn departments; every fifth is hidden. Each follows
-- the product rules of trade §5: specific type only for Cotton and Polyester Filament, lustre and twist only
-- for Polyester Filament, a blend ratio only for a blend.
insert into public.corporate_products (company_id, department_name, associated_corporate_user_id, fibre_type,
  specific_type, lustre, twist_intermingling, denier_count, filament_count, number_of_plys, basic_price, grade,
  blend_ratio, visibility_status, updated_at)
select c.id,
  (array['Filament Yarn', 'Spun Yarn', 'Speciality Yarn'])[1 + p % 3],
  e.user_id,
  (array['Polyester Filament', 'Cotton', 'Viscose Rayon', 'Polyester Filament', 'Polyester-Viscose (PV)',
    'Cotton Blend'])[1 + p % 6],
  (array['DTY', 'Combed', null, 'FDY', null, null])[1 + p % 6],
  (array['Semi Dull Yarn', null, null, 'Full Dull Yarn', null, null])[1 + p % 6],
  (array['SIM', null, null, 'NIM', null, null])[1 + p % 6],
  (array[150, 40, 120, 70, 30, 60])[1 + p % 6], (array[48, null, 30, 24, null, null])[1 + p % 6]::int,
  1 + p % 3, 120 + ((ci * 7 + p * 13) % 90) + 0.5,
  (array['First Equal Packing(A+)', 'First unequal packing (A1)', 'PQ'])[1 + p % 3],
  (array[null, null, null, null, null, '60/40 Cotton/Modal'])[1 + p % 6],
  case when (ci + p) % 5 = 0 then 'Hide' else 'Reveal' end,
  now() - ((ci + p) || ' hours')::interval
from (select id, row_number() over (order by id) as ci from public.company_details) c
left join public.company_executives e on e.company_id = c.id
cross join generate_series(0, 5) as p;

-- The two companies with executives keep a mill's whole range, so their price sheets look as they do at work:
-- Surat Synthetics spins polyester filament (POY, FDY, DTY and speciality filament in the common deniers) and
-- Coimbatore Cotton Mills cotton counts and cotton blends. Prices are ex-mill ₹ per kg.
insert into public.corporate_products (company_id, department_name, associated_corporate_user_id, fibre_type,
  specific_type, lustre, twist_intermingling, denier_count, filament_count, number_of_plys, basic_price, grade,
  blend_ratio, visibility_status, updated_at)
select 'c0000000-0000-4000-a000-000000000001',
  case when t.kind in ('Dope Dyed', 'Recycled (rPET)', 'Trilobal') then 'Speciality Yarn' else 'Filament Yarn' end,
  '00000000-0000-4000-a000-000000000004', 'Polyester Filament', t.kind,
  (array['Semi Dull Yarn', 'Full Dull Yarn', 'Bright Yarn', 'Cationic Dyeable'])[1 + (n + t.k) % 4],
  case when t.kind = 'POY' then null else (array['NIM', 'SIM', 'HIM', 'IM (Roto)'])[1 + n % 4] end,
  d.denier, d.filaments, 1 + (n % 5 = 0)::int,
  round(t.base + d.denier * -0.04 + (n * 37 % 23) * 0.5, 2),
  (array['First Equal Packing(A+)', 'First unequal packing (A1)', 'First small packing (A2)', 'PQ'])[1 + (n + t.k) % 4],
  null, case when n % 7 = 3 then 'Hide' else 'Reveal' end,
  now() - ((n * 5 + t.k) || ' hours')::interval
from (values (1, 'POY', 104.0), (2, 'FDY', 138.0), (3, 'DTY', 152.0), (4, 'Dope Dyed', 176.0),
    (5, 'Recycled (rPET)', 168.0), (6, 'Trilobal', 171.0)) as t(k, kind, base)
cross join (values (1, 20, 12), (2, 40, 24), (3, 75, 36), (4, 150, 48), (5, 300, 96), (6, 600, 144)) as d(j, denier, filaments)
cross join lateral (select t.k * 6 + d.j as n) x
where t.k <= 3 or d.j between 2 and 5;

insert into public.corporate_products (company_id, department_name, associated_corporate_user_id, fibre_type,
  specific_type, lustre, twist_intermingling, denier_count, filament_count, number_of_plys, basic_price, grade,
  blend_ratio, visibility_status, updated_at)
select 'c0000000-0000-4000-a000-000000000002',
  case when y.fibre = 'Cotton' and y.kind in ('Organic', 'Slub', 'Melange') then 'Speciality Yarn' else 'Spun Yarn' end,
  '00000000-0000-4000-a000-000000000005', y.fibre, y.kind, null, null, c.count, null, 1 + (n % 4 = 0)::int,
  round(y.base + c.count * 2.1 + (n * 29 % 17) * 0.5, 2),
  (array['First Equal Packing(A+)', 'First unequal packing (A1)', 'PQ', 'CLQ'])[1 + n % 4],
  y.blend, case when n % 9 = 4 then 'Hide' else 'Reveal' end,
  now() - ((n * 4 + 2) || ' hours')::interval
from (values (1, 'Cotton', 'Combed', 168.0, null), (2, 'Cotton', 'Carded', 142.0, null),
    (3, 'Cotton', 'Compact', 186.0, null), (4, 'Cotton', 'Open End', 118.0, null),
    (5, 'Cotton', 'Organic', 214.0, null), (6, 'Cotton', 'Slub', 176.0, null), (7, 'Cotton', 'Melange', 192.0, null),
    (8, 'Polyester-Cotton (PC)', null, 132.0, null), (9, 'Cotton Blend', null, 158.0, '60/40 Cotton/Modal'))
  as y(k, fibre, kind, base, blend)
cross join (values (1, 20), (2, 30), (3, 40), (4, 60), (5, 80)) as c(j, count)
cross join lateral (select y.k * 5 + c.j as n) x
where y.k <= 3 or c.j between 2 and 4;

-- Market view (issue 27): six more mills in Tiruppur, Ludhiana and Surat quoting the trade's common yarns, so the
-- Market page shows classes with three or more mills in those centres (a class × centre needs three companies).
insert into public.company_details (id, company_name, website_url, company_head_name, company_head_designation,
  address) values
  ('c0000000-0000-4000-a000-000000000011', 'Noyyal Spinning Mills', 'https://noyyalspin.example', 'Murugan Velu',
    'Managing Director', 'Avinashi Road, Tiruppur, Tamil Nadu'),
  ('c0000000-0000-4000-a000-000000000012', 'Kongu Cotton Yarns', 'https://kongucotton.example', 'Priya Sundaram',
    'Director', 'Palladam Road, Tiruppur, Tamil Nadu'),
  ('c0000000-0000-4000-a000-000000000013', 'Punjab Polyspin', 'https://punjabpolyspin.example', 'Gurdeep Sandhu',
    'Owner', 'Industrial Area B, Ludhiana, Punjab'),
  ('c0000000-0000-4000-a000-000000000014', 'Satluj Yarn House', 'https://satlujyarn.example', 'Manpreet Kaur',
    'Partner', 'Dhandari Kalan, Ludhiana, Punjab'),
  ('c0000000-0000-4000-a000-000000000015', 'Tapi Texturisers', 'https://tapitex.example', 'Nilesh Desai',
    'Director', 'Sachin GIDC, Surat, Gujarat'),
  ('c0000000-0000-4000-a000-000000000016', 'Varachha Filaments', 'https://varachhafil.example', 'Kiran Patel',
    'Chief Executive', 'Varachha Road, Surat, Gujarat');
insert into public.corporate_products (company_id, department_name, fibre_type, specific_type, lustre,
  twist_intermingling, denier_count, filament_count, number_of_plys, basic_price, grade, visibility_status, updated_at)
select ('c0000000-0000-4000-a000-0000000000' || m.c)::uuid, y.dept, y.fibre, y.kind, y.lustre, y.twist, y.count,
  y.filaments, 1, y.base + m.c % 5 * 1.5 + y.k * 0.25, 'First Equal Packing(A+)', 'Reveal',
  now() - ((m.c + y.k) || ' hours')::interval
from (values (11), (12), (13), (14), (15), (16)) as m(c)
cross join (values
    (1, 'Spun Yarn', 'Cotton', 'Combed', null, null, 40, null, 252.0, '11,12,13,14'),
    (2, 'Spun Yarn', 'Cotton', 'Carded', null, null, 30, null, 205.0, '11,12'),
    (3, 'Spun Yarn', 'Cotton', 'Compact', null, null, 40, null, 268.0, '11,12'),
    (4, 'Filament Yarn', 'Polyester Filament', 'DTY', 'Semi Dull Yarn', 'SIM', 150, 48, 146.0, '13,14,15,16'),
    (5, 'Filament Yarn', 'Polyester Filament', 'FDY', 'Full Dull Yarn', 'NIM', 70, 24, 172.0, '15,16'),
    (6, 'Spun Yarn', 'Viscose Rayon', null, null, null, 30, null, 232.0, '13,14,15'))
  as y(k, dept, fibre, kind, lustre, twist, count, filaments, base, mills)
where m.c::text = any (string_to_array(y.mills, ','));

-- Price history for the price sheet's chart and the company page's trends: each product was added about
-- two months ago by the limited admin, then repriced three to five times by its company's executive (the
-- admin for companies without one), the last change at its last update; a hidden product was hidden in its
-- last change. It replaces the rows the history trigger wrote for the insert above.
delete from public.corporate_product_history;
with product as (
  select p.id, p.company_id, p.basic_price, p.visibility_status, p.updated_at,
    row_number() over (order by p.company_id, p.fibre_type, p.denier_count) as k,
    coalesce(e.user_id, '00000000-0000-4000-a000-000000000001') as author
  from public.corporate_products p left join public.company_executives e on e.company_id = p.company_id
), step as (
  select p.*, m.moves, j,
    -- The move into step j (none into the first, nor into a last change that only hides the product).
    case when j = 0 or (j = m.moves and p.visibility_status = 'Hide') then 0
      else (1 + (p.k * 3 + j * 5) % 8) * 0.5 * case when (p.k + j) % 3 = 0 then -1 else 1 end end as delta,
    case when j = 0 then now() - interval '62 days' + (p.k % 4) * interval '1 day' + (p.k % 7) * interval '1 hour'
      when j = m.moves then p.updated_at
      else date_trunc('day', now()) - ((58 - j * 55 / m.moves) || ' days')::interval
        + (4 + (p.k + j) % 7) * interval '1 hour' + (p.k * 7 % 60) * interval '1 minute' end as at
  from product p
  cross join lateral (select 3 + (p.k % 3)::int as moves) m
  cross join lateral generate_series(0, m.moves) j
), priced as (
  select s.*, s.basic_price - (sum(s.delta) over (partition by s.id order by s.j desc) - s.delta) as price
  from step s
)
insert into public.corporate_product_history (product_id, company_id, old_price, new_price, old_visibility,
  new_visibility, changed_by, changed_by_name, changed_at)
select x.id, x.company_id, lag(x.price) over w, x.price, case when x.j > 0 then 'Reveal' end,
  case when x.j = x.moves then x.visibility_status else 'Reveal' end,
  case when x.j = 0 then '00000000-0000-4000-a000-000000000002'::uuid else x.author end,
  (select f.member_name from public.yarnconnect_free f
    where f.id = case when x.j = 0 then '00000000-0000-4000-a000-000000000002'::uuid else x.author end),
  x.at
from priced x
window w as (partition by x.id order by x.j)
order by x.at, x.id;

-- Boards: forty enquiries and forty offers by the demo members.
insert into public.purchase_enquiries (user_id, fibre_type, specific_type, lustre, denier_count, filament_count,
  number_of_plys, grade, quantity_required_kgs, preferred_company, lot_no, created_at, updated_at)
select m.id,
  (array['Polyester Filament', 'Cotton', 'Viscose Rayon', 'Nylon', 'Polyester Spun'])[1 + n % 5],
  (array['DTY', 'Combed', null, 'FDY', null])[1 + n % 5],
  (array['Semi Dull Yarn', null, 'Bright Yarn', 'Full Dull Yarn', null])[1 + n % 5],
  (array[150, 40, 120, 70, 30])[1 + n % 5], (array[48, null, 30, 24, null])[1 + n % 5]::int, 1 + n % 2,
  (array['First Equal Packing(A+)', 'PQ', 'CLQ', 'Job Lot'])[1 + n % 4], 500 + n * 125,
  case when n % 3 = 0 then (select company_name from public.company_details order by company_name limit 1 offset n % 10) end,
  'LOT-' || (1000 + n), now() - (n * 7 || ' hours')::interval, now() - (n * 7 || ' hours')::interval
from generate_series(1, 40) as n
join lateral (
  select id from public.yarnconnect_free where email like 'member%' or email in ('paid@loomconnect.test', 'free@loomconnect.test')
  order by id offset n % 22 limit 1
) m on true;

insert into public.sales_offers (user_id, fibre_type, specific_type, lustre, denier_count, filament_count,
  number_of_plys, grade, quantity_kgs, price, preferred_company, lot_no, created_at, updated_at)
select m.id,
  (array['Polyester Filament', 'Cotton', 'Viscose Rayon', 'Nylon', 'Polyester Spun'])[1 + n % 5],
  (array['POY', 'Carded', null, 'DTY', null])[1 + n % 5],
  (array['Bright Yarn', null, 'Semi Dull Yarn', 'Bright TBL', null])[1 + n % 5],
  (array[250, 30, 100, 40, 20])[1 + n % 5], (array[72, null, 36, 12, null])[1 + n % 5]::int, 1 + n % 3,
  (array['First Equal Packing(A+)', 'First small packing (A2)', 'PQ'])[1 + n % 3], 1000 + n * 80,
  110 + (n * 17) % 150 + 0.25, null, 'OF-' || (2000 + n),
  now() - (n * 5 || ' hours')::interval, now() - (n * 5 || ' hours')::interval
from generate_series(1, 40) as n
join lateral (
  select id from public.yarnconnect_free where email like 'member%' or email = 'paid@loomconnect.test'
  order by id desc offset n % 21 limit 1
) m on true;

-- Interests and corporate bids, placed as the members themselves (credits spent as in the product).
create function pg_temp.as_member(p_id uuid) returns void language sql as $$
  select set_config('request.jwt.claims', jsonb_build_object('sub', p_id, 'role', 'authenticated')::text, true);
$$;
select pg_temp.as_member('00000000-0000-4000-a000-000000000007');
select public.express_interest('enquiry', id) from (
  select id from public.purchase_enquiries where user_id <> '00000000-0000-4000-a000-000000000007'
  order by created_at desc limit 3) e;
-- Two products of each of companies A and B (product ids are random: pick per company, or B may get none).
select public.place_corporate_bid(id, basic_price - 2, 1000) from (
  select id, basic_price, row_number() over (partition by company_id order by id) as n from public.corporate_products
  where visibility_status = 'Reveal' and company_id in ('c0000000-0000-4000-a000-000000000001', 'c0000000-0000-4000-a000-000000000002')
) p where n <= 2;
select pg_temp.as_member('00000000-0000-4000-a000-000000000008');
select public.express_interest('offer', id) from (
  select id from public.sales_offers order by created_at desc limit 2) o;
select public.place_corporate_bid(id, basic_price - 1, 500) from (
  select id, basic_price from public.corporate_products
  where visibility_status = 'Reveal' and company_id = 'c0000000-0000-4000-a000-000000000001'
  order by id desc limit 1) p;
select pg_temp.as_member('00000000-0000-4000-a000-000000000004');
select public.accept_customer_bid(id) from (
  select id from public.customer_bids where corporate_company_id = 'c0000000-0000-4000-a000-000000000001'
  order by bid_time limit 1) b;
select set_config('request.jwt.claims', '', true);
update public.customer_bids set bid_status = 'Rejected'
where id = (select id from public.customer_bids where bid_status = 'Pending'
  and corporate_company_id = 'c0000000-0000-4000-a000-000000000002' order by bid_time limit 1);

-- Sourcing: catalogs, and RFQs of company A (trims) and B (packaging) in every bid_status.
insert into public.sourcing_item_categories (id, name, unit_type, parent_id, department, company_id) values
  ('ca000000-0000-4000-a000-000000000001', 'Sewing Threads', null, null, 'trims', 'c0000000-0000-4000-a000-000000000001'),
  ('ca000000-0000-4000-a000-000000000002', 'Polyester Spun Thread', 'pcs', 'ca000000-0000-4000-a000-000000000001',
    'trims', 'c0000000-0000-4000-a000-000000000001'),
  ('ca000000-0000-4000-a000-000000000003', 'Labels', null, null, 'trims', 'c0000000-0000-4000-a000-000000000001'),
  ('ca000000-0000-4000-a000-000000000004', 'Woven Labels', 'pcs', 'ca000000-0000-4000-a000-000000000003',
    'trims', 'c0000000-0000-4000-a000-000000000001'),
  ('ca000000-0000-4000-a000-000000000005', 'Poly Bags', null, null, 'packaging', 'c0000000-0000-4000-a000-000000000002'),
  ('ca000000-0000-4000-a000-000000000006', 'LDPE Poly Bags', 'kgs', 'ca000000-0000-4000-a000-000000000005',
    'packaging', 'c0000000-0000-4000-a000-000000000002');

insert into public.sourcing_requests (id, user_id, company_id, department, item_category_id, quantity, quantity_unit,
  description, target_price, target_delivery_days, created_at) values
  ('5a000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000004', 'c0000000-0000-4000-a000-000000000001',
    'trims', 'ca000000-0000-4000-a000-000000000002', '20000', 'pcs', 'Tex 40 spun polyester thread, white', 4.5, 15,
    now() - interval '9 days'),
  ('5a000000-0000-4000-a000-000000000002', '00000000-0000-4000-a000-000000000004', 'c0000000-0000-4000-a000-000000000001',
    'trims', 'ca000000-0000-4000-a000-000000000004', '50000', 'pcs', 'Damask woven labels, 2 colours', 1.2, 20,
    now() - interval '6 days'),
  ('5a000000-0000-4000-a000-000000000003', '00000000-0000-4000-a000-000000000004', 'c0000000-0000-4000-a000-000000000001',
    'trims', 'ca000000-0000-4000-a000-000000000004', '10000', 'pcs', 'Printed satin care labels', 0.8, 10,
    now() - interval '2 days'),
  ('5a000000-0000-4000-a000-000000000004', '00000000-0000-4000-a000-000000000005', 'c0000000-0000-4000-a000-000000000002',
    'packaging', 'ca000000-0000-4000-a000-000000000006', '800', 'kgs', 'LDPE bags 12x16 in, 50 micron', 160, 7,
    now() - interval '12 days'),
  ('5a000000-0000-4000-a000-000000000005', '00000000-0000-4000-a000-000000000005', 'c0000000-0000-4000-a000-000000000002',
    'packaging', 'ca000000-0000-4000-a000-000000000006', '300', 'kgs', 'Zip-lock bags for yarn cones', 190, 10,
    now() - interval '1 day');

-- Bidding as the executives: private (A#1), open (A#2, B#4 closed by selection), pending (A#3), open public (B#5).
select pg_temp.as_member('00000000-0000-4000-a000-000000000004');
select public.start_next_bid_round('5a000000-0000-4000-a000-000000000001', 'private');
select public.start_next_bid_round('5a000000-0000-4000-a000-000000000002', 'open');
select pg_temp.as_member('00000000-0000-4000-a000-000000000005');
select public.start_next_bid_round('5a000000-0000-4000-a000-000000000004', 'private');
select public.start_next_bid_round('5a000000-0000-4000-a000-000000000005', 'open');
select pg_temp.as_member('00000000-0000-4000-a000-000000000006');
insert into public.sourcing_bids (sourcing_request_id, vendor_user_id, company_user_id, quoted_price, moq,
  delivery_time_days, vendor_notes, round_id, round_number)
select r.sourcing_request_id, '00000000-0000-4000-a000-000000000006', q.user_id, q.target_price * 1.05, '5000',
  q.target_delivery_days, 'Round 1 quote', r.id, r.round_number
from public.sourcing_bid_rounds r join public.sourcing_requests q on q.id = r.sourcing_request_id
where q.id in ('5a000000-0000-4000-a000-000000000001', '5a000000-0000-4000-a000-000000000002',
  '5a000000-0000-4000-a000-000000000004');
select pg_temp.as_member('00000000-0000-4000-a000-000000000005');
select public.start_next_bid_round('5a000000-0000-4000-a000-000000000004');
select pg_temp.as_member('00000000-0000-4000-a000-000000000006');
insert into public.sourcing_bids (sourcing_request_id, vendor_user_id, company_user_id, quoted_price, moq,
  delivery_time_days, vendor_notes, round_id, round_number)
select r.sourcing_request_id, '00000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000005', 168,
  '200', 6, 'Improved price in round 2', r.id, r.round_number
from public.sourcing_bid_rounds r where r.sourcing_request_id = '5a000000-0000-4000-a000-000000000004' and r.status = 'open';
select pg_temp.as_member('00000000-0000-4000-a000-000000000005');
select public.select_sourcing_bid(
  (select id from public.sourcing_bids where sourcing_request_id = '5a000000-0000-4000-a000-000000000004' and round_number = 2),
  '5a000000-0000-4000-a000-000000000004');
select set_config('request.jwt.claims', '', true);

-- A fabric RFQ of company A, linked to its sourcing request.
insert into public.fabric_sourcing_requests (id, user_id, company_id, fabric_category, fabric_type, product_title,
  technical_specs, commercial_details, remarks) values
  ('fa000000-0000-4000-a000-000000000001', '00000000-0000-4000-a000-000000000004', 'c0000000-0000-4000-a000-000000000001',
    'Woven', 'Airjet', 'Poly-viscose suiting 240 GSM',
    '{"weavingMachineType": "Airjet", "materialComposition": ["Polyester", "Viscose"], "weaveType": "Twill", "epi": 96, "ppi": 80, "reedWidth": 63, "gsm": 240, "selvedgeType": "Closed"}',
    '{"moq": 5000, "pricePerMeter": 145, "packingType": "Roll", "deliveryLocation": "Surat", "leadTime": "15 Days", "certifications": ["OEKO-TEX"], "inspectionPreference": "Third-party"}',
    'Shade card to follow');
insert into public.sourcing_requests (id, user_id, company_id, department, custom_item, quantity, quantity_unit,
  description, fabric_sourcing_request_id) values
  ('5a000000-0000-4000-a000-000000000006', '00000000-0000-4000-a000-000000000004', 'c0000000-0000-4000-a000-000000000001',
    'fabrics', 'Poly-viscose suiting 240 GSM', '5000', 'meters',
    'Fabric: Woven, Poly-viscose suiting 240 GSM. See linked fabric request for full specs.',
    'fa000000-0000-4000-a000-000000000001');
update public.fabric_sourcing_requests set sourcing_request_id = '5a000000-0000-4000-a000-000000000006'
where id = 'fa000000-0000-4000-a000-000000000001';

-- Published content.
insert into public.news_items (headline, content, user_id, uploader_email, created_at, updated_at)
select h, c, '00000000-0000-4000-a000-000000000001', 'admin@loomconnect.test',
  now() - (i || ' days')::interval, now() - (i || ' days')::interval + case when i = 2 then interval '3 hours' else interval '0' end
from (values
  (1, 'Polyester filament prices firm ahead of festive demand', 'Surat weavers report steady buying of DTY and FDY.' || chr(10) || 'Spinners hold offers as PTA costs rise.'),
  (2, 'Cotton arrivals pick up in Gujarat mandis', 'Daily arrivals crossed 1.5 lakh bales this week, easing spot prices for combed yarn.'),
  (3, 'Viscose staple fibre makers announce price revision', 'Leading VSF producers raised list prices by 4 rupees per kg from the first of the month.'),
  (4, 'Government extends RoDTEP support for textile exports', 'Exporters of made-ups and yarn welcome the extension through the next financial year.'),
  (5, 'Recycled PET yarn sees rising demand from brands', 'Brand commitments to recycled content push rPET yarn volumes higher in Panipat and Silvassa.'),
  (6, 'Technical textiles mission opens new incubation round', 'Startups in non-woven and medical textiles can apply for grants until month end.')
) as t(i, h, c);

insert into public.news_snippets (headline, snippet_content, user_id, uploader_email, created_at)
select 'Market note ' || i, (array[
  'DTY 150/48 SIM steady at Surat; buyers cautious.', 'Combed cotton 40s up 3 rupees per kg in Tiruppur.',
  'Nylon 70/24 FDY supply tight after plant shutdown.', 'Viscose 30s spun demand improves from Bhiwandi weavers.',
  'PV 65/35 blends find export enquiries from Bangladesh.'])[1 + i % 5],
  '00000000-0000-4000-a000-000000000002', 'limited.admin@loomconnect.test', now() - (i * 9 || ' hours')::interval
from generate_series(1, 10) as i;

insert into public.price_updates_pdfs (file_url, description, uploaded_at, user_id, uploader_email, file_name,
  bucket_name, storage_file_path)
select f, d, now() - (i || ' days')::interval,
  '00000000-0000-4000-a000-000000000001', 'admin@loomconnect.test', f, 'prices', f
from (values
  (1, 'polyester-filament-price-list.pdf', 'Polyester filament yarn price list (Surat)'),
  (3, 'cotton-yarn-price-list.pdf', 'Cotton yarn price list (Tiruppur and Coimbatore)'),
  (6, 'viscose-and-blends-price-list.pdf', 'Viscose and PV blend yarn price list')
) as t(i, f, d);

insert into public.partner_organisations (name, website_url, logo_url) values
  ('Surat Textile Partners', 'https://suratpartners.example', 'partner_logos/surat.svg'),
  ('Ahmedabad Yarn Network', 'https://ahmedabadyarn.example', 'partner_logos/ahmedabad.svg'),
  ('Tiruppur Sourcing Desk', 'https://tiruppurdesk.example', 'partner_logos/tiruppur.svg'),
  ('Ludhiana Trade Partners', 'https://ludhianatrade.example', 'partner_logos/ludhiana.svg');

-- Ads: one active ad for every page group, plus an expired and an inactive one. Each banner is its mill's
-- (supabase/seed/creatives.ts) and links to its company page in the app.
insert into public.corporate_ads (company_name, from_date, to_date, placement_type, page_location, ad_image_url,
  ad_image_path, click_url, alt_text, status, created_by)
select c.company_name, current_date + f, current_date + t, p, l, 'public/' || img, 'public/' || img,
  '/corporate/' || c.id, c.company_name || ': ' || alt, s, '00000000-0000-4000-a000-000000000001'
from (values
  ('Surat Synthetics Ltd', -5, 25, 'Home', 'Home', 'surat-synthetics.png',
    'polyester filament yarn, DTY, FDY and POY. View products', true),
  ('Coimbatore Cotton Mills', -2, 30, 'Premium', 'Premium', 'coimbatore-cotton.png',
    'combed and compact cotton yarn, 20s to 60s. See the catalogue', true),
  ('Bhilwara Spinners', -1, 14, 'Non-Premium', 'Non-Premium', 'bhilwara-spinners.png',
    'PV blends for suiting, 65/35 and 80/20. View products', true),
  ('Tiruppur Knit Yarns', -40, -10, 'Home', 'Home', 'tiruppur-knit.png',
    'knitting yarns for the Tiruppur garment hub. View products', true),
  ('Silvassa Nylon Works', -3, 20, 'Premium', 'Premium', 'silvassa-nylon.png',
    'nylon 6 filament for hosiery and fabrics. Request a quote', false)
) as t(name, f, t, p, l, img, alt, s)
join public.company_details c on c.company_name = t.name;

insert into public.corporate_enquiries (name, organisation_name, email, country_code, mobile_number) values
  ('Neha Kapoor', 'Kapoor Home Textiles', 'neha@kapoorhome.example', '+91', '9811122233'),
  ('Tom Becker', 'Becker Garments GmbH', 'tom@becker.example', '+49', '15112345678');

-- Market view (issue 27): the daily closes of the last two months from the price history above; the live index
-- and today's closes come from the minute job (market_refresh), run here once.
select public.market_refresh();
select internal.market_backfill(internal.market_today() - 365);
select internal.market_trends(null);
