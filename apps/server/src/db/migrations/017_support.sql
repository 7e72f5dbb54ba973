-- Support desk (issue 16, spec 001 §2.10, §2.11, §3, §4, §9): customers' tickets and the
-- conversation on each, answered by staff; staff is a role granted only from the command line,
-- and every staff action is kept in an audit log.

-- Staff: granted and revoked by `npm run staff -- grant|revoke <email>`, never by a request.
alter table profiles add column staff boolean not null default false;

create table tickets (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references "user" (id) on delete cascade,
  -- The organization the user was working in, for staff to see its plan and balance.
  org_id uuid references organizations (id) on delete set null,
  nombre text not null check (length(btrim(nombre)) between 1 and 120),
  email text not null check (length(email) between 3 and 254),
  asunto text not null check (length(btrim(asunto)) between 1 and 200),
  categoria text not null
    check (categoria in ('technical', 'billing', 'account', 'integrations', 'feature', 'general')),
  prioridad text not null default 'medium'
    check (prioridad in ('low', 'medium', 'high', 'urgent')),
  status text not null default 'pending' check (status in ('pending', 'inProgress', 'resolved')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- "My tickets", newest first.
create index tickets_user_idx on tickets (user_id, created_at desc, id desc);
-- The staff inbox, newest activity first: all of it, or one status.
create index tickets_activity_idx on tickets (updated_at desc, id desc);
create index tickets_inbox_idx on tickets (status, updated_at desc, id desc);
-- Deleting an organization clears its tickets' link.
create index tickets_org_idx on tickets (org_id) where org_id is not null;

create table ticket_messages (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references tickets (id) on delete cascade,
  sender text not null check (sender in ('user', 'support')),
  -- Who wrote it (the customer or the staff member); kept when that account is deleted.
  author_user_id text references "user" (id) on delete set null,
  mensaje text not null check (length(btrim(mensaje)) between 1 and 5000),
  created_at timestamptz not null default now()
);
-- The thread, oldest first.
create index ticket_messages_thread_idx on ticket_messages (ticket_id, created_at, id);
-- Deleting an account clears its messages' author.
create index ticket_messages_author_idx on ticket_messages (author_user_id)
  where author_user_id is not null;

-- What staff did, and why: shown in the console, never edited.
create table staff_audit (
  id uuid primary key default gen_random_uuid(),
  staff_user_id text references "user" (id) on delete set null,
  action text not null,
  ticket_id uuid references tickets (id) on delete set null,
  org_id uuid references organizations (id) on delete set null,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index staff_audit_latest_idx on staff_audit (created_at desc, id desc);
-- A ticket's, an organization's and a staff member's actions; deletions clear the links.
create index staff_audit_ticket_idx on staff_audit (ticket_id) where ticket_id is not null;
create index staff_audit_org_idx on staff_audit (org_id) where org_id is not null;
create index staff_audit_staff_idx on staff_audit (staff_user_id) where staff_user_id is not null;
