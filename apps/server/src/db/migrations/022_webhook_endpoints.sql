-- Pro's custom webhooks (issue 17, decision 0027): an organization's endpoints subscribed to
-- its events, and every message sent to them (the delivery log and the retry queue).

-- The signing secret is sealed with secret-box.ts (the organization and endpoint bound as
-- associated data); after a rotation the previous one keeps signing until its overlap ends.
create table webhook_endpoints (
  id uuid primary key,
  org_id uuid not null references organizations (id) on delete cascade,
  url text not null,
  description text not null default '',
  events text[] not null,
  secret_sealed text not null,
  secret_hint text not null,
  previous_secret_sealed text,
  previous_secret_expires_at timestamptz,
  enabled boolean not null default true,
  -- Why deliveries stopped without the user asking: 'endpoint_gone' (a 410).
  disabled_reason text,
  created_by text references "user" (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhook_endpoints_org_idx on webhook_endpoints (org_id, created_at);

-- One message to one endpoint. message_id is the `webhook-id` header, the same on every try.
create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
  message_id text not null unique,
  event_type text not null,
  payload jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz,
  last_attempt_at timestamptz,
  -- A worker sending it holds it until then: never two sends of one delivery at once.
  lease_until timestamptz,
  response_status integer,
  -- The first 1,000 characters of the endpoint's last answer.
  response_body text,
  error text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz
);
create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc);
create index webhook_deliveries_pending_idx on webhook_deliveries (next_attempt_at)
  where status = 'pending';
