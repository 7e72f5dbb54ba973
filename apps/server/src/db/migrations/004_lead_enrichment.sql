-- What website enrichment and email verification add to a lead.
alter table leads
  add column email_disposable boolean,
  add column email_role boolean,
  add column revenue_estimate boolean,
  add column enrichment jsonb not null default '{}';
