-- Notifications stored per user (issue 12, decision 0016): created by the domain where an event
-- happens, read by the header bell and /notifications, emailed when the user chose so.

-- A notification is its type and the parameters its text needs (rendered in the reader's
-- language by packages/shared/src/notifications.ts), never the text itself.
create table notifications (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references "user" (id) on delete cascade,
  org_id uuid references organizations (id) on delete cascade,
  type text not null,
  tone text not null check (tone in ('warning', 'success', 'info')),
  params jsonb not null default '{}',
  -- An in-app path (/results/…), never another site.
  link text check (link is null or (link like '/%' and link not like '//%')),
  read_at timestamptz,
  dismissed_at timestamptz,
  created_at timestamptz not null default now(),
  -- One notification per event: a retried or replayed event adds nothing.
  dedupe_key text unique
);
-- The bell and the page: a user's notifications not dismissed, newest first.
create index notifications_user_latest_idx on notifications (user_id, created_at desc, id desc)
  where dismissed_at is null;
-- The bell's unread count: an index-only count of the user's unread entries.
create index notifications_user_unread_idx on notifications (user_id)
  where read_at is null and dismissed_at is null;

-- Which notification types also arrive by email: only the choices the user made (type → on or
-- off); a type not listed follows its default in the catalogue, so a new type needs no row.
create table notification_preferences (
  user_id text primary key references "user" (id) on delete cascade,
  email jsonb not null default '{}' check (jsonb_typeof(email) = 'object'),
  updated_at timestamptz not null default now()
);

-- Credits low, once per crossing: set when the owner and admins are told the balance fell under a
-- typical search, cleared when a credit brings it back above (domain/credits/low-balance.ts).
alter table organizations add column credits_low_since timestamptz;
