-- Monthly auto-refresh you can see and stop, and emails you can see being re-checked
-- (issue 11 items 11 and 14, decision 0012).

-- The schedule of a search that refreshes every month: active, paused (runs are skipped), or
-- stopped (never runs again). The last run that could not start says why.
alter table searches
  add column refresh_status text check (refresh_status in ('active', 'paused', 'stopped')),
  add column refresh_skipped_at timestamptz,
  add column refresh_skip_reason text;
update searches set refresh_status = 'active' where auto_refresh;
-- A search that refreshes but never completed has no schedule to keep.
update searches set refresh_status = 'stopped'
  where auto_refresh and status in ('failed', 'cancelled');
create index searches_refresh_of_idx on searches (refresh_of, created_at desc)
  where refresh_of is not null;

-- When a greylisted email will be asked about again (null: nothing pending).
alter table leads add column email_recheck_at timestamptz;
create index leads_recheck_idx on leads (search_id) where email_recheck_at is not null;
