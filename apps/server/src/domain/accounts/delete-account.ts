/**
 * Deleting an account (GDPR erasure, decision 0015). What goes: the user, their sessions,
 * credentials, verification rows, profile, memberships and referral codes; every organization
 * they own alone (the personal one and team ones without other active members) with its
 * searches, leads, subscription and checkouts; their cookie consent and analytics events; the
 * newsletter subscription, every email in the outbox and every invitation addressed to them;
 * the contact-form messages they sent (signed in, or with their address) and support's copies.
 * What stays, with nothing that points at a person: credit movements (accounting), and in team
 * organizations they leave, the searches they ran for the team and the invitations they sent. A team organization they own that still has
 * other active members must be transferred first: the deletion is refused and nothing changes.
 */
import type { Logger } from '../../logger.js';
import { inTransaction, type Pool, type PoolClient, type Queryable } from '../../db/pool.js';
import { CONTACT_MESSAGES_OF } from '../contact/owned.js';
import type { PaymentProvider } from '../billing/provider.js';
import { ProviderUnavailableError } from '../billing/provider.js';
import { DomainError } from '../errors.js';
import { cancelRunningSearches, type SettleDeps } from '../search/settle.js';

export interface DeleteAccountDeps extends SettleDeps {
  provider: PaymentProvider;
  log: Logger;
}

/** The typed confirmation matches the account's email (case and outer spaces aside). */
export function confirmationMatches(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}

interface OwnedOrganization {
  id: string;
  name: string;
  personal: boolean;
  other_members: number;
}

async function ownedOrganizations(db: Pick<Pool, 'query'>, userId: string) {
  const { rows } = await db.query<OwnedOrganization>(
    `select o.id, o.name, o.personal,
       (select count(*)::int from organization_members m
        where m.org_id = o.id and m.user_id <> $1 and m.status = 'active') as other_members
     from organizations o where o.owner_user_id = $1 order by o.created_at`,
    [userId],
  );
  return rows;
}

/** Team organizations that must change hands first: 409 naming them, nothing changed. */
function assertNothingToTransfer(organizations: OwnedOrganization[]): void {
  const shared = organizations.filter((org) => !org.personal && org.other_members > 0);
  if (shared.length > 0) {
    throw new DomainError('organization_transfer_required', 409, 'transfer first', {
      organizations: shared.map((org) => org.name),
    });
  }
}

/**
 * Ends at the payment provider what the deleted organizations still pay for, before anything
 * is deleted: a provider that cannot be reached leaves the account whole (503, try again).
 */
export async function endPayments(deps: DeleteAccountDeps, orgIds: string[]): Promise<void> {
  const subscriptions = await deps.pool.query<{ provider_subscription_id: string }>(
    `select provider_subscription_id from subscriptions
     where org_id = any($1::uuid[]) and provider = $2 and status not in ('canceled', 'incomplete_expired')`,
    [orgIds, deps.provider.id],
  );
  const checkouts = await deps.pool.query<{ provider_session_id: string }>(
    `select provider_session_id from checkout_sessions
     where org_id = any($1::uuid[]) and provider = $2 and status = 'open'`,
    [orgIds, deps.provider.id],
  );
  try {
    for (const row of subscriptions.rows) {
      await deps.provider.cancelSubscriptionNow(row.provider_subscription_id);
    }
    for (const row of checkouts.rows) {
      await deps.provider.expireCheckoutSession(row.provider_session_id);
    }
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      deps.log.warn({ err: error }, 'account deletion: payment provider unavailable');
      throw new DomainError('payments_unavailable', 503);
    }
    throw error;
  }
}

/** Every address the account used or asked to use: emails sent to them are theirs. */
export async function addressesOf(db: Queryable, userId: string, email: string): Promise<string[]> {
  const { rows } = await db.query<{ address: string }>(
    `select old_email as address from email_change_requests where user_id = $1
     union select new_email from email_change_requests where user_id = $1`,
    [userId],
  );
  return [...new Set([email, ...rows.map((row) => row.address)])];
}

async function eraseInTransaction(
  db: PoolClient,
  userId: string,
  confirmation: string,
): Promise<void> {
  const user = await db.query<{ email: string }>(
    'select email from "user" where id = $1 for update',
    [userId],
  );
  const email = user.rows[0]?.email;
  if (!email) throw new DomainError('unauthorized', 401);
  if (!confirmationMatches(confirmation, email)) {
    throw new DomainError('confirmation_mismatch', 400);
  }
  // Again under the lock: a member may have joined since the first check.
  const owned = await ownedOrganizations(db, userId);
  assertNothingToTransfer(owned);
  const orgIds = owned.map((org) => org.id);
  const addresses = await addressesOf(db, userId, email);

  // Consent and analytics: the user's records and those of the browsers they consented from.
  const visitors = await db.query<{ visitor_id: string }>(
    'select visitor_id from cookie_preferences where user_id = $1',
    [userId],
  );
  const visitorIds = visitors.rows.map((row) => row.visitor_id);
  await db.query(
    'delete from analytics_events where user_id = $1 or visitor_id = any($2::text[])',
    [userId, visitorIds],
  );
  await db.query(
    'delete from cookie_preferences where user_id = $1 or visitor_id = any($2::text[])',
    [userId, visitorIds],
  );

  // Emails and the newsletter. An address asked for but never confirmed may belong to someone
  // else now: of theirs, only the email-change messages this account caused are erased.
  await db.query(
    `delete from email_outbox
     where to_address = any($1::text[])
       and (kind in ('email_change_confirm', 'email_changed')
            or not exists (select 1 from "user" u where u.email = to_address and u.id <> $2))`,
    [addresses, userId],
  );
  await db.query(
    `delete from newsletter_subscribers n where n.email = any($1::text[])
       and not exists (select 1 from "user" u where u.email = n.email and u.id <> $2)`,
    [addresses, userId],
  );

  // Invitations to their addresses name them (the same guard: an address another account has
  // now is that account's). Those they sent or used stay with the organization, pointing at no
  // one: invited_by and used_by become null with the user (foreign keys).
  await db.query(
    `delete from organization_invitations i where i.email = any($1::text[])
       and not exists (select 1 from "user" u where u.email = i.email and u.id <> $2)`,
    [addresses, userId],
  );

  // Contact-form messages (decision 0026): what they sent signed in and what was sent with
  // their addresses (the same guard), with the copies emailed to support. Sent to us as a
  // business contact, they still name the person; the mail already delivered is support's.
  const contact = `select id, outbox_email_id from contact_messages m where ${CONTACT_MESSAGES_OF}`;
  await db.query(
    `delete from email_outbox where id in (select outbox_email_id from (${contact}) c)`,
    [userId, addresses],
  );
  await db.query(`delete from contact_messages where id in (select id from (${contact}) c)`, [
    userId,
    addresses,
  ]);

  // better-auth's verification rows (password reset tokens name the user id; OAuth states may
  // carry an address).
  await db.query(
    `delete from verification where value = $1 or identifier = any($2::text[])
       or exists (select 1 from unnest($2::text[]) a where position(a in value) > 0)`,
    [userId, addresses],
  );

  // Credit movements stay for the books, anonymised: no user, and in the organizations that go
  // no search text or referral code (the organization itself becomes null when it is deleted).
  await db.query(
    `update credit_ledger set user_id = null,
       idempotency_key = case when position($1 in coalesce(idempotency_key, '')) > 0
                              then null else idempotency_key end
     where user_id = $1 or org_id = any($2::uuid[])`,
    [userId, orgIds],
  );
  await db.query(
    `update credit_ledger set reason_params = reason_params - 'query' - 'code'
     where org_id = any($1::uuid[])`,
    [orgIds],
  );
  // Checkouts they made for teams they leave: the team keeps the sale, not the buyer's details.
  await db.query(
    `update checkout_sessions set billing = '{}'::jsonb, user_id = null
     where user_id = $1 and not (org_id = any($2::uuid[]))`,
    [userId, orgIds],
  );

  // Survey answers stay in the totals (their choices and score, which name no one, are what
  // the results sum) but lose their author and their words: a free text may name its writer.
  await db.query(
    `update feedback_surveys set user_id = null, reason_stopped_other = null,
       feature_comeback_other = null, suggestions = null
     where user_id = $1`,
    [userId],
  );

  // The organizations they own alone go with their searches, leads, subscription and checkouts
  // (foreign keys cascade); then the user, with sessions, accounts, profile, memberships,
  // referral codes and email-change requests.
  await db.query('delete from organizations where id = any($1::uuid[])', [orgIds]);
  await db.query('delete from "user" where id = $1', [userId]);
}

export async function deleteAccount(
  deps: DeleteAccountDeps,
  input: { userId: string; confirmation: string },
): Promise<void> {
  const { rows } = await deps.pool.query<{ email: string }>(
    'select email from "user" where id = $1',
    [input.userId],
  );
  const email = rows[0]?.email;
  if (!email) throw new DomainError('unauthorized', 401);
  // Checked before the provider is asked anything: a refusal changes nothing anywhere.
  if (!confirmationMatches(input.confirmation, email)) {
    throw new DomainError('confirmation_mismatch', 400);
  }
  const owned = await ownedOrganizations(deps.pool, input.userId);
  assertNothingToTransfer(owned);
  const orgIds = owned.map((org) => org.id);
  await endPayments(deps, orgIds);
  // No worker keeps running a search of an organization that goes.
  await cancelRunningSearches(deps, orgIds);
  await inTransaction(deps.pool, (db) => eraseInTransaction(db, input.userId, input.confirmation));
}
