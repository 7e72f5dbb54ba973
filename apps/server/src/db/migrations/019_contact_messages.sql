-- The commercial contact form (issue 16, spec 001 §2.15, §3, §5): what visitors and customers
-- write to sales, kept for staff's inbox in the console and emailed to the support address.

create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  -- The account it was sent from, when signed in; the message goes with the account.
  user_id text references "user" (id) on delete cascade,
  nombre text not null check (length(btrim(nombre)) between 1 and 120),
  email text not null check (length(email) between 3 and 254),
  asunto text not null check (length(btrim(asunto)) between 1 and 200),
  mensaje text not null check (length(btrim(mensaje)) between 1 and 5000),
  locale text not null check (locale in ('es', 'en')),
  -- A hash of the address and the message: the same message sent twice in a row is kept once.
  fingerprint text not null,
  -- The copy emailed to support, erased with the message when its sender's account is deleted.
  outbox_email_id uuid references email_outbox (id) on delete set null,
  status text not null default 'new' check (status in ('new', 'handled')),
  handled_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'handled') = (handled_at is not null))
);
-- Staff's inbox, newest first: all of it, or new / handled.
create index contact_messages_latest_idx on contact_messages (created_at desc, id desc);
create index contact_messages_status_idx on contact_messages (status, created_at desc, id desc);
-- The repeat check, and account deletion (by account and by address).
create index contact_messages_fingerprint_idx on contact_messages (fingerprint, created_at desc);
create index contact_messages_user_idx on contact_messages (user_id) where user_id is not null;
create index contact_messages_email_idx on contact_messages (email);
