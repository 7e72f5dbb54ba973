-- The feedback survey (issue 16, spec 001 §2.14, §3, §9): why a user stopped, what would bring
-- them back, an NPS score and optional suggestions; one answer per user per 30 days (checked by
-- the domain under a lock on the user's profile).
create table feedback_surveys (
  id uuid primary key default gen_random_uuid(),
  -- Null once the account is deleted: its choices and score stay in the totals, its words go.
  user_id text references "user" (id) on delete set null,
  reason_stopped text not null
    check (reason_stopped in ('didnt_understand', 'technical_issues', 'no_time', 'too_expensive',
                              'other')),
  reason_stopped_other text
    check (reason_stopped_other is null
           or (reason_stopped = 'other' and length(btrim(reason_stopped_other)) between 1 and 500)),
  feature_comeback text not null
    check (feature_comeback in ('better_pricing', 'more_integrations', 'faster_results',
                                'other_feature')),
  feature_comeback_other text
    check (feature_comeback_other is null
           or (feature_comeback = 'other_feature'
               and length(btrim(feature_comeback_other)) between 1 and 500)),
  nps_score smallint not null check (nps_score between 0 and 10),
  suggestions text check (suggestions is null or length(btrim(suggestions)) between 1 and 2000),
  language text not null check (language in ('es', 'en')),
  created_at timestamptz not null default now(),
  -- An account's answer that chose 'other' says what (a deleted account's words are erased).
  check (user_id is null or reason_stopped <> 'other' or reason_stopped_other is not null),
  check (user_id is null or feature_comeback <> 'other_feature' or feature_comeback_other is not null)
);
-- The user's latest answer (the 30-day rule); deleting an account finds its answers.
create index feedback_surveys_user_idx on feedback_surveys (user_id, created_at desc)
  where user_id is not null;
-- The staff console: a period's answers, suggestions newest first.
create index feedback_surveys_created_idx on feedback_surveys (created_at desc, id desc);
