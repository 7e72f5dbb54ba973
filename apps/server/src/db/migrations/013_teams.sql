-- Teams (issue 13, decision 0019): invitations by email, one owner per organization.

-- Spec 001 §3 organization_invitations. The token is mailed once; only its SHA-256 is kept,
-- so the table never holds a usable link. An invitation is open while unused, unrevoked and
-- unexpired; one open invitation per address and organization (resend renews it).
create table organization_invitations (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references organizations (id) on delete cascade,
  email text not null check (email = lower(btrim(email)) and length(email) between 3 and 254),
  role text not null check (role in ('member', 'admin')),
  token_hash text not null unique,
  expires_at timestamptz not null,
  invited_by text references "user" (id) on delete set null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  used_by text references "user" (id) on delete set null,
  revoked_at timestamptz
);
create unique index organization_invitations_open_idx
  on organization_invitations (org_id, email) where used_at is null and revoked_at is null;
create index organization_invitations_email_idx on organization_invitations (email);

-- A message may name a person other than its recipient: an invitation names its inviter, "your
-- invitation was accepted" names the new member. It goes when that person's account is deleted
-- (decision 0020), as what is addressed to them does.
alter table email_outbox add column about_user_id text references "user" (id) on delete cascade;
create index email_outbox_about_user_idx on email_outbox (about_user_id)
  where about_user_id is not null;
alter table notifications add column about_user_id text references "user" (id) on delete cascade;
create index notifications_about_user_idx on notifications (about_user_id)
  where about_user_id is not null;

-- Exactly one owner per organization (a transfer demotes, then promotes, in one transaction).
create unique index organization_members_one_owner_idx
  on organization_members (org_id) where role = 'owner';
