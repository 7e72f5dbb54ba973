-- One live subscription per organization (issue 11 item 8, decision 0011).

-- A subscription checkout may be open once per organization: a second tab gets a 409, not a
-- second plan. Older duplicates (before this rule) are closed, the newest kept.
update checkout_sessions c set status = 'expired'
where c.type = 'subscription' and c.status = 'open'
  and exists (select 1 from checkout_sessions n
              where n.org_id = c.org_id and n.type = 'subscription' and n.status = 'open'
                and (n.created_at, n.id) > (c.created_at, c.id));
create unique index checkout_sessions_one_open_plan
  on checkout_sessions (org_id) where type = 'subscription' and status = 'open';

-- A subscription the provider created for an organization that already had a live one (two
-- Checkout tabs paid): never current, never granted; cancelled and refunded through the
-- provider, then resolved. Unresolved rows are retried until they are.
create table duplicate_subscriptions (
  provider text not null check (provider in ('stripe', 'test')),
  provider_subscription_id text not null,
  org_id uuid not null references organizations (id) on delete cascade,
  plan text check (plan in ('starter', 'growth', 'pro')),
  detected_at timestamptz not null default now(),
  cancelled_at timestamptz,
  refund_id text,
  refunded_usd numeric(10, 2),
  resolved_at timestamptz,
  attempts integer not null default 0,
  primary key (provider, provider_subscription_id)
);
create index duplicate_subscriptions_open on duplicate_subscriptions (detected_at)
  where resolved_at is null;

-- The test mode's refunds, as Stripe would keep them.
create table test_provider_refunds (
  id text primary key,
  subscription_id text not null unique,
  amount_usd numeric(10, 2) not null,
  created_at timestamptz not null default now()
);

-- The checkout a duplicate came from ends refunded, not completed.
alter table duplicate_subscriptions add column checkout_session_id uuid;
alter table checkout_sessions drop constraint checkout_sessions_status_check;
alter table checkout_sessions add constraint checkout_sessions_status_check
  check (status in ('open', 'completed', 'declined', 'expired', 'refunded'));
