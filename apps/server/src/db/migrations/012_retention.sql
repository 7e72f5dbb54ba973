-- Retention (issue 12, decision 0018): reactivation emails and one-click unsubscribe.

-- The user asked for no more marketing email (reactivation reminders). Their reactivation
-- stage still advances; transactional email (confirmation, password, payments) still goes.
alter table profiles add column marketing_emails_opt_out_at timestamptz;

-- The subscriber left the newsletter; signing up again through the form clears it.
alter table newsletter_subscribers add column unsubscribed_at timestamptz;

-- Extra headers SMTP delivery adds (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058).
alter table email_outbox add column headers jsonb not null default '{}';
