-- Payments (issue 6, decision 0007): Stripe Checkout or the local test mode, both through the
-- same signed-webhook code.

-- plan_credits: the part of the balance that came from the plan's monthly grant. It is spent
-- first and expires at renewal; the rest (packs, gifts, referrals, refunds) never expires.
alter table organizations
  add column stripe_customer_id text unique,
  add column plan_credits numeric(14, 2) not null default 0,
  add column billing_details jsonb,
  add constraint organizations_plan_credits_check
    check (plan_credits >= 0 and plan_credits <= credits);

-- What each movement did to plan_credits (signed): a search's release gives back what its
-- hold took from them.
alter table credit_ledger add column plan_part numeric(14, 2) not null default 0;

-- The organization's subscription as the provider last told us (re-read on every event).
create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null unique references organizations (id) on delete cascade,
  provider text not null check (provider in ('stripe', 'test')),
  provider_subscription_id text not null unique,
  provider_customer_id text,
  plan text not null check (plan in ('starter', 'growth', 'pro')),
  -- The provider's status as it names it (active, trialing, past_due, canceled, unpaid, ...).
  status text not null,
  current_period_start timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  -- Monthly credits granted for the current period (a paid upgrade tops them up).
  period_credits numeric(14, 2) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One row per checkout started: what is being bought, priced from the catalog.
create table checkout_sessions (
  id uuid primary key,
  org_id uuid not null references organizations (id) on delete cascade,
  user_id text references "user" (id) on delete set null,
  provider text not null check (provider in ('stripe', 'test')),
  provider_session_id text not null,
  type text not null check (type in ('subscription', 'credits')),
  plan_id text check (plan_id in ('starter', 'growth', 'pro')),
  pack_id text,
  credits numeric(14, 2) not null check (credits > 0),
  amount_usd numeric(10, 2) not null check (amount_usd > 0),
  status text not null default 'open'
    check (status in ('open', 'completed', 'declined', 'expired')),
  billing jsonb not null,
  locale text check (locale in ('es', 'en')),
  url text not null,
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  fulfilled_at timestamptz,
  unique (provider, provider_session_id),
  check ((type = 'subscription') = (plan_id is not null)),
  check ((type = 'credits') = (pack_id is not null))
);
create index checkout_sessions_org_idx on checkout_sessions (org_id, created_at desc);

-- Every webhook event handled, once: recorded in the same transaction as its effects.
create table payment_events (
  provider text not null check (provider in ('stripe', 'test')),
  event_id text not null,
  type text not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  primary key (provider, event_id)
);

-- Notices sent about billing (a failed payment emails the owner once per invoice).
create table billing_notices (
  key text primary key,
  created_at timestamptz not null default now()
);

-- The local test mode's own books: what Stripe would keep about a subscription. Our
-- `subscriptions` row is synced from here exactly as it is from Stripe.
create table test_provider_subscriptions (
  id text primary key,
  customer_id text not null,
  plan text not null check (plan in ('starter', 'growth', 'pro')),
  status text not null,
  cycle integer not null default 1,
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  metadata jsonb not null default '{}',
  created_at timestamptz not null default now()
);
