-- Email verification caches (issue "Enrichment", email verification): results per address and
-- what was learnt per mail domain, so that the same address or domain is not probed again soon.

-- One row per normalised address (lower case, IDN domain in ASCII). Valid, invalid and
-- accept_all results live 7 days, unknown ones 1 hour (see email-verify/cache.ts).
create table email_verification_cache (
  email text primary key,
  status text not null check (status in ('valid', 'invalid', 'accept_all', 'unknown')),
  reason text,
  disposable boolean not null default false,
  role boolean not null default false,
  catch_all boolean,
  mx_host text,
  checked_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index email_verification_cache_expires_idx on email_verification_cache (expires_at);

-- One row per mail domain (ASCII). Mail hosts and catch-all status each live 1 day and are
-- learnt separately, hence two expiry columns (null: not known).
create table email_domain_cache (
  domain text primary key,
  -- MX hosts by preference, or the domain itself when implicit_mx; empty: the domain takes no mail.
  mx_hosts text[],
  implicit_mx boolean not null default false,
  mx_expires_at timestamptz,
  catch_all boolean,
  catch_all_expires_at timestamptz,
  updated_at timestamptz not null default now()
);
create index email_domain_cache_expires_idx
  on email_domain_cache (greatest(mx_expires_at, catch_all_expires_at));
