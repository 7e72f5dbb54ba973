-- Referrals that pay (issue 13, decision 0021): the referrer is rewarded when the friend confirms
-- their email; a used code that pays nothing says why.

-- Why a friend's sign-up pays nobody: their address normalises to the referrer's own, or it is a
-- disposable address. Set when the code is used (or when the friend confirms); never cleared.
alter table referrals
  add column reward_blocked_reason text
    check (reward_blocked_reason in ('self_referral', 'disposable_email')),
  add column rewarded_at timestamptz;

-- Rewarded means paid, when it was paid, and never a blocked referral.
alter table referrals
  add constraint referrals_rewarded_check check (
    (status = 'rewarded') = (rewarded_at is not null)
    and (status <> 'rewarded' or reward_blocked_reason is null)
  );

-- The cap on codes nobody used yet counts these.
create index referrals_open_idx on referrals (referrer_user_id) where status = 'pending';
