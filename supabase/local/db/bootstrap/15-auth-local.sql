-- The local auth API's own state: e-mail one-time codes (only their sha224 hashes, as GoTrue's
-- auth.one_time_tokens keeps them) with a wrong-try counter, and the last send per address for
-- the e-mail rate limit. Idempotent: runs on every start.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- confirmation_token | recovery_token | email_change_token_new (GoTrue's token types).
  token_type text not null,
  -- sha224(email || code) in hex: the code itself is never stored.
  token_hash text not null,
  -- The address the code was sent to.
  relates_to text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);

create table if not exists auth.email_send_log (
  email text primary key,
  sent_at timestamptz not null default now()
);

grant all on auth.one_time_tokens, auth.email_send_log to service_role;

-- How each session signed in (GoTrue's table), so refreshed tokens keep their `amr` claim.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, authentication_method)
);
grant all on auth.mfa_amr_claims to service_role;
