-- Pro's public API (issue 17, decision 0027): keys of an organization, and the Idempotency-Key
-- of each search started through it.

-- A key is shown once and stored as its SHA-256 (it is 32 random bytes: no salt or slow hash
-- adds anything). It acts for the member who made it, while that member belongs to the
-- organization; revoking keeps the row so the list can say when.
create table api_keys (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organizations (id) on delete cascade,
  name text not null check (length(name) between 1 and 60),
  scope text not null check (scope in ('read', 'write')),
  prefix text not null,
  token_hash text not null unique,
  created_by text references "user" (id) on delete set null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_org on api_keys (org_id, created_at desc);

-- One row per Idempotency-Key an organization used to start a search: a retry with the same
-- body gets the same search, a different body is refused. Written in the search's own
-- transaction, so concurrent retries hold credits once.
create table api_idempotency_keys (
  org_id uuid not null references organizations (id) on delete cascade,
  key text not null,
  request_hash text not null,
  -- Deferred: the key is written first in the search's transaction, to make retries wait.
  search_id uuid not null references searches (id) on delete cascade deferrable initially deferred,
  created_at timestamptz not null default now(),
  primary key (org_id, key)
);

