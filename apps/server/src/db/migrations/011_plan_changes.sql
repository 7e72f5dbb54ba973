-- Plan changes on a live subscription (issue 12, decision 0017): an upgrade applies at once, a
-- downgrade waits for the period end, a cancellation ends the plan at the period end.

-- The plan a renewal switches to (a scheduled downgrade), as the provider last told us: every
-- screen can say "changes to Starter on …".
alter table subscriptions
  add column scheduled_plan text check (scheduled_plan in ('starter', 'growth', 'pro'));

-- The local test mode's books hold the scheduled plan too (Stripe keeps it in a subscription
-- schedule). revision counts the changes made to a subscription: the events of each change
-- get ids of their own, and a change applies only to the state it was decided on.
alter table test_provider_subscriptions
  add column scheduled_plan text check (scheduled_plan in ('starter', 'growth', 'pro')),
  add column revision integer not null default 0;

-- The test mode's billing engine (the worker's schedule) finds the periods that have ended.
create index test_provider_subscriptions_due
  on test_provider_subscriptions (current_period_end) where status in ('active', 'past_due');
