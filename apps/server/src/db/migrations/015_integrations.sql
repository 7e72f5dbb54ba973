-- Integrations (issue 14, decision 0022): an organization's connections to CRMs, cold-email
-- tools and webhooks, and the pushes of leads to them.

-- One connection per service and organization. The secret (token, key, signing secret) is
-- sealed with AES-256-GCM (secret-box.ts); only its last four characters are kept in clear.
create table integration_connections (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organizations (id) on delete cascade,
  provider text not null
    check (provider in ('hubspot', 'pipedrive', 'instantly', 'lemlist', 'webhook')),
  status text not null default 'connected' check (status in ('connected', 'error', 'disabled')),
  status_reason text,
  secret_sealed text not null,
  secret_hint text not null,
  -- What is not secret: Pipedrive's company domain, the campaign, the webhook URL.
  settings jsonb not null default '{}',
  account_label text,
  created_by text references "user" (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_tested_at timestamptz,
  last_used_at timestamptz,
  unique (org_id, provider)
);

-- A push of some of a search's leads to one connection: a background job, resumable.
create table integration_pushes (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organizations (id) on delete cascade,
  -- Kept when the connection goes: the report stays readable.
  connection_id uuid references integration_connections (id) on delete set null,
  provider text not null,
  search_id uuid references searches (id) on delete cascade,
  user_id text references "user" (id) on delete set null,
  trigger text not null check (trigger in ('search', 'manual')),
  status text not null default 'queued'
    check (status in ('queued', 'running', 'waiting', 'done', 'failed')),
  -- Why the whole push stopped: one of our codes (translated on screen), and the service's words.
  error_code text check (error_code in ('integration_disconnected', 'integration_locked',
    'auth_rejected', 'endpoint_gone', 'internal_error')),
  error text,
  -- The worker working on it renews this; a push whose lease lapsed is resumed by another.
  lease_until timestamptz,
  next_attempt_at timestamptz,
  -- Tries of the current batch that failed for a passing reason (reset after each success).
  batch_failures integer not null default 0,
  batch_first_failure_at timestamptz,
  -- Runs that ended on an error of ours (not the service's); after a few the push stops.
  internal_failures integer not null default 0,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index integration_pushes_search_idx on integration_pushes (search_id, created_at desc);
create index integration_pushes_open_idx on integration_pushes (status)
  where status in ('queued', 'running', 'waiting');

-- Every lead of a push ends as created, updated, skipped (with the reason) or failed (with the
-- service's words).
create table integration_push_items (
  push_id uuid not null references integration_pushes (id) on delete cascade,
  lead_id uuid not null references leads (id) on delete cascade,
  position integer not null,
  status text not null default 'pending'
    check (status in ('pending', 'created', 'updated', 'skipped', 'failed')),
  skip_reason text,
  error text,
  primary key (push_id, lead_id)
);
create index integration_push_items_pending_idx on integration_push_items (push_id, position)
  where status = 'pending';

-- What a connection already received, per business (a place is one lead per organization): the
-- ids the service gave, so the next push updates rather than duplicates, and campaigns and
-- webhooks are never sent the same lead twice.
create table integration_deliveries (
  connection_id uuid not null references integration_connections (id) on delete cascade,
  place_key text not null,
  external_ids jsonb not null default '{}',
  -- False while the service only holds part of it (an organization whose person was refused).
  delivered boolean not null default false,
  first_push_id uuid references integration_pushes (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (connection_id, place_key)
);
