-- The user's home (issue 12, decision 0015): email changes confirmed by the new address, and
-- account deletion that keeps the books but nothing personal.

-- A request to move the account to another address. The link mailed to new_email carries a
-- random token; only its SHA-256 is stored. A token works once (confirmed_at) and until
-- expires_at. Rows stay with the account (deleted with it): erasing the account erases the
-- emails sent to every address it used or asked for.
create table email_change_requests (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references "user" (id) on delete cascade,
  old_email text not null,
  new_email text not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  confirmed_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_change_requests_user_idx on email_change_requests (user_id, created_at desc);

-- Credit movements are accounting records: deleting an organization (an account deleted with
-- its personal organization) keeps them, anonymised, instead of cascading them away.
alter table credit_ledger alter column org_id drop not null;
alter table credit_ledger drop constraint credit_ledger_org_id_fkey;
alter table credit_ledger
  add constraint credit_ledger_org_id_fkey foreign key (org_id)
  references organizations (id) on delete set null;
