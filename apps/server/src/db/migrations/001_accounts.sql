-- Tables of better-auth (accounts, sessions, verification tokens, rate limits), as its
-- schema generator prints them for our configuration; a test checks nothing is missing.
create table "user" ("id" text not null primary key, "name" text not null, "email" text not null unique, "emailVerified" boolean not null, "image" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null);
create table "session" ("id" text not null primary key, "expiresAt" timestamptz not null, "token" text not null unique, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null, "ipAddress" text, "userAgent" text, "userId" text not null references "user" ("id") on delete cascade);
create table "account" ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null references "user" ("id") on delete cascade, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" timestamptz, "refreshTokenExpiresAt" timestamptz, "scope" text, "password" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null);
create table "verification" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" timestamptz not null, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null);
create table "rateLimit" ("id" text not null primary key, "key" text not null, "count" integer not null, "lastRequest" bigint not null);
create index session_user_idx on "session" ("userId");
create index account_user_idx on "account" ("userId");
create index verification_identifier_idx on "verification" ("identifier");
create unique index rate_limit_key_idx on "rateLimit" ("key");

-- Our profile of each user (spec 000 §3 users).
create table profiles (
  user_id text primary key references "user" (id) on delete cascade,
  full_name text,
  plan text not null default 'free' check (plan in ('free', 'starter', 'growth', 'pro')),
  locale text check (locale in ('es', 'en')),
  last_login timestamptz,
  last_action_at timestamptz,
  reactivation_stage integer not null default 0,
  active_organization_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Credits belong to organizations; every user owns a personal one.
create table organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  owner_user_id text not null references "user" (id) on delete cascade,
  personal boolean not null default false,
  plan text not null default 'free' check (plan in ('free', 'starter', 'growth', 'pro')),
  credits numeric(14, 2) not null default 0 check (credits >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index organizations_one_personal_idx on organizations (owner_user_id) where personal;

create table organization_members (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organizations (id) on delete cascade,
  user_id text not null references "user" (id) on delete cascade,
  role text not null check (role in ('owner', 'admin', 'member')),
  status text not null check (status in ('active', 'pending')),
  invited_at timestamptz not null default now(),
  accepted_at timestamptz,
  invited_by text references "user" (id) on delete set null,
  unique (org_id, user_id)
);
create index organization_members_user_idx on organization_members (user_id);

alter table profiles
  add constraint profiles_active_org_fk foreign key (active_organization_id)
  references organizations (id) on delete set null;

-- Every movement of credits; organizations.credits is the running balance, changed only in
-- the same transaction as the row that explains it.
create table credit_ledger (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organizations (id) on delete cascade,
  user_id text references "user" (id) on delete set null,
  change numeric(14, 2) not null,
  kind text not null,
  reason_key text not null,
  reason_params jsonb not null default '{}',
  idempotency_key text unique,
  created_at timestamptz not null default now()
);
create index credit_ledger_org_idx on credit_ledger (org_id, created_at desc);

-- Referral codes (spec 001 §3 referrals); a code is used by one friend.
create table referrals (
  id uuid primary key default gen_random_uuid(),
  referrer_user_id text not null references "user" (id) on delete cascade,
  referral_code text not null unique,
  status text not null default 'pending' check (status in ('pending', 'completed', 'rewarded')),
  referred_user_id text unique references "user" (id) on delete set null,
  credits_awarded numeric(14, 2) not null default 0,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index referrals_referrer_idx on referrals (referrer_user_id, created_at desc);

create table newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  name text,
  locale text not null check (locale in ('es', 'en')),
  created_at timestamptz not null default now()
);

create table cookie_preferences (
  visitor_id text primary key,
  user_id text references "user" (id) on delete set null,
  functional_cookies boolean not null default true,
  analytics_cookies boolean not null default false,
  marketing_cookies boolean not null default false,
  consent_given_at timestamptz not null default now(),
  preferences_updated_at timestamptz not null default now()
);
create index cookie_preferences_user_idx on cookie_preferences (user_id, preferences_updated_at desc);

create table analytics_events (
  id bigserial primary key,
  visitor_id text not null,
  user_id text references "user" (id) on delete set null,
  name text not null,
  path text not null,
  props jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index analytics_events_created_idx on analytics_events (created_at);

create table email_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  links text[] not null default '{}',
  status text not null check (status in ('pending', 'sent', 'logged', 'failed')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_outbox_to_idx on email_outbox (to_address, created_at desc);

-- Proof-of-work captcha solutions already spent, so a token works once.
create table captcha_spent (
  salt text primary key,
  expires_at timestamptz not null
);
