-- Searches, their places and leads, and the caches and gates of the places sources.

create table searches (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organizations (id) on delete cascade,
  user_id text references "user" (id) on delete set null,
  -- "dentistas en Madrid": what lists show (spec 000 §3 searches.query).
  query text not null,
  -- The validated wizard payload, as the server normalised it.
  params jsonb not null,
  -- Priced fields the search asked for and holds credits for.
  fields text[] not null,
  complex_filters boolean not null default false,
  max_leads integer not null check (max_leads > 0),
  locale text not null default 'es' check (locale in ('es', 'en')),
  source text not null check (source in ('osm', 'google')),
  -- The geocoded area: label, center, bbox, country.
  area jsonb,
  -- Filters the source could not apply (e.g. minRating on OpenStreetMap).
  unavailable_filters text[] not null default '{}',
  status text not null default 'pending'
    check (status in ('pending', 'queued', 'processing', 'completed', 'failed', 'cancelled')),
  stage text not null default 'waiting',
  error_code text,
  places_found integer not null default 0,
  kept_count integer not null default 0,
  enriched_count integer not null default 0,
  results_count integer not null default 0,
  credits_held numeric(14, 2) not null default 0,
  credits_used numeric(14, 2) not null default 0,
  settled_at timestamptz,
  -- Worker lease: the process running it keeps heartbeat_at fresh.
  worker_id text,
  heartbeat_at timestamptz,
  attempts integer not null default 0,
  auto_refresh boolean not null default false,
  next_refresh_at timestamptz,
  refresh_of uuid references searches (id) on delete set null,
  new_leads_only boolean not null default false,
  started_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index searches_org_idx on searches (org_id, created_at desc);
create index searches_active_idx on searches (status) where status in ('pending', 'queued', 'processing');
create index searches_refresh_idx on searches (next_refresh_at) where auto_refresh;

-- Places found by the source, stored before filtering and enrichment so a run can resume.
create table search_places (
  search_id uuid not null references searches (id) on delete cascade,
  place_key text not null,
  position integer not null,
  place jsonb not null,
  -- pending: not looked at yet; kept/dropped by the filters; delivered: its lead exists.
  state text not null default 'pending' check (state in ('pending', 'dropped', 'delivered')),
  drop_reason text,
  primary key (search_id, place_key)
);
create index search_places_pending_idx on search_places (search_id, position) where state = 'pending';

create table leads (
  id uuid primary key default gen_random_uuid(),
  -- Global order of storage: SSE event ids and "new since" reads use it.
  seq bigserial unique,
  search_id uuid not null references searches (id) on delete cascade,
  org_id uuid not null references organizations (id) on delete cascade,
  place_key text not null,
  business_name text not null,
  address text,
  city text,
  postal_code text,
  country_code text,
  category text,
  industry text,
  phone text,
  phones text[] not null default '{}',
  website text,
  website_active boolean,
  email text,
  email_status text check (email_status in ('valid', 'invalid', 'accept_all', 'unknown')),
  email_status_reason text,
  socials jsonb not null default '{}',
  contact_name text,
  contact_role text,
  linkedin text,
  employees text,
  revenue text,
  company_size text,
  rating numeric(3, 2),
  rating_count integer,
  latitude double precision,
  longitude double precision,
  -- Priced fields delivered with this lead and what they cost (0 when already delivered).
  fields_delivered text[] not null default '{}',
  credits_charged numeric(14, 2),
  created_at timestamptz not null default now(),
  unique (search_id, place_key)
);
create index leads_search_idx on leads (search_id, seq);
create index leads_search_name_idx on leads (search_id, lower(business_name));

-- What an organization already received, per place: a lead is never charged twice.
create table org_deliveries (
  org_id uuid not null references organizations (id) on delete cascade,
  place_key text not null,
  fields text[] not null,
  first_search_id uuid references searches (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (org_id, place_key)
);

-- Geocoding answers, per source, normalised text and language (usage policies: cache).
create table geocode_cache (
  source text not null,
  query_key text not null,
  language text not null,
  result jsonb not null,
  created_at timestamptz not null default now(),
  primary key (source, query_key, language)
);

-- Places-source answers keyed by a hash of the request.
create table places_cache (
  source text not null,
  request_hash text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  primary key (source, request_hash)
);

-- Request gates shared by every process: the next free slot per name (Nominatim 1/s).
create table rate_gates (
  name text primary key,
  next_at timestamptz not null default now()
);
