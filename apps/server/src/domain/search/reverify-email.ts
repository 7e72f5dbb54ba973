/**
 * "Ask again later": a mail server that answers 4xx to a first probe (greylisting) usually
 * accepts the same question minutes later, and one that did not answer within the lead's time
 * budget (time_budget) may simply be slow. The lead is delivered at once with its email as
 * unknown (charged as a basic email), and this job asks again after SMTP_GREYLIST_RETRY_MS,
 * twice at most. A confirmed address is upgraded at no extra charge; an
 * address the server now rejects is taken off the lead and its charge refunded.
 */
import {
  FIELD_PRICES,
  type EmailKind,
  type EmailOrigin,
  type PricedField,
} from '@leadatlas/shared';
import { inTransaction, type Pool, type Queryable } from '../../db/pool.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import type { Logger } from '../../logger.js';
import { recordCreditMovement } from '../credits/ledger.js';
import type { EmailVerifier } from '../email-verify/types.js';
import { notifySearch } from './events.js';
import { emailConfidence } from './email-confidence.js';
import { deliveredEmailReason } from './missing-fields.js';

export const REVERIFY_EMAIL_TASK = 'reverify_email';

/** SQL for leads.missing with the email's reason set to a text expression (null: found). */
const SET_EMAIL_REASON = (reason: string) =>
  `case when missing is null then null
        when ${reason}::text is null then missing - 'email'
        else jsonb_set(missing, '{email}', to_jsonb(${reason}::text)) end`;
/** Asks after the first one: the probe in the run was the first. */
const MAX_LATER_ASKS = 2;
/** Verification reasons worth asking again: not a verdict, only no answer yet. */
const ASK_AGAIN = new Set(['greylisted', 'time_budget']);

/** Whether a delivered email's verification is asked again later. */
export function asksAgain(reason: string | null): boolean {
  return reason !== null && ASK_AGAIN.has(reason);
}

export interface ReverifyDeps {
  pool: Pool;
  log: Logger;
  verifier: Pick<EmailVerifier, 'verify'>;
  delayMs: number;
}

export async function scheduleReverification(
  db: Parameters<typeof enqueueJob>[0],
  leadId: string,
  delayMs: number,
  ask = 1,
): Promise<void> {
  await enqueueJob(db, REVERIFY_EMAIL_TASK, { leadId, ask }, { delayMs, maxAttempts: 3 });
  // The results page shows that this email is being checked again, and follows it.
  await db.query(
    `update leads set email_recheck_at = now() + $2 * interval '1 millisecond' where id = $1`,
    [leadId, delayMs],
  );
}

/** Nothing more will be asked about this lead's email (answered, or given up). */
async function recheckDone(db: Queryable, leadId: string, searchId?: string) {
  await db.query('update leads set email_recheck_at = null where id = $1', [leadId]);
  if (searchId) await notifySearch(db, searchId);
}

export async function reverifyLeadEmail(
  deps: ReverifyDeps,
  leadId: string,
  ask: number,
): Promise<void> {
  const { rows } = await deps.pool.query<{
    email: string | null;
    email_status_reason: string | null;
    search_id: string;
  }>('select email, email_status_reason, search_id from leads where id = $1', [leadId]);
  const lead = rows[0];
  if (!lead) return;
  if (!lead.email || !asksAgain(lead.email_status_reason)) {
    await recheckDone(deps.pool, leadId);
    return;
  }
  const result = await deps.verifier.verify(lead.email, undefined, { retryGreylisting: false });
  if (asksAgain(result.reason)) {
    if (ask < MAX_LATER_ASKS) {
      await scheduleReverification(deps.pool, leadId, deps.delayMs, ask + 1);
    } else {
      // Given up: the email stays "unverified" and the page stops waiting for it.
      await recheckDone(deps.pool, leadId, lead.search_id);
    }
    return;
  }
  await inTransaction(deps.pool, async (db) => {
    // The search row lock orders this with settlement: before it, settlement prices the lead
    // as updated here; after it, a rejected address is refunded.
    const { rows: locked } = await db.query<{
      search_id: string;
      org_id: string;
      user_id: string | null;
      settled: boolean;
      fields_delivered: PricedField[];
      credits_charged: number | null;
      email_status_reason: string | null;
      email_origin: EmailOrigin | null;
      email_kind: EmailKind | null;
      email_same_domain: boolean | null;
      website: string | null;
    }>(
      `select l.search_id, l.org_id, s.user_id, s.settled_at is not null as settled,
              l.fields_delivered, l.credits_charged, l.email_status_reason,
              l.email_origin, l.email_kind, l.email_same_domain, l.website
       from leads l join searches s on s.id = l.search_id
       where l.id = $1 for update of s, l`,
      [leadId],
    );
    const row = locked[0];
    if (!row || !asksAgain(row.email_status_reason)) return;
    if (result.status !== 'invalid') {
      // The answer changes the score and the coverage report's reason; a lead stored before
      // they were recorded keeps its nulls.
      const confidence =
        row.email_origin && row.email_kind && row.email_same_domain !== null
          ? emailConfidence({
              origin: row.email_origin,
              status: result.status,
              catchAll: result.catchAll,
              kind: row.email_kind,
              hasWebsite: row.website !== null,
              sameDomain: row.email_same_domain,
              disposable: result.disposable,
            })
          : null;
      await db.query(
        `update leads set email_status = $2, email_status_reason = $3, email_disposable = $4,
           email_role = $5, email_recheck_at = null, email_confidence = $6,
           missing = ${SET_EMAIL_REASON('$7')}
         where id = $1`,
        [
          leadId,
          result.status,
          result.reason,
          result.disposable,
          result.role,
          confidence,
          deliveredEmailReason(result.status, result.reason),
        ],
      );
    } else {
      const charged =
        row.fields_delivered.includes('email_basic') && (row.credits_charged ?? 0) > 0;
      const refund = row.settled && charged ? FIELD_PRICES.email_basic : 0;
      await db.query(
        `update leads set email = null, email_status = null, email_status_reason = null,
           email_disposable = null, email_role = null, email_recheck_at = null,
           email_origin = null, email_page = null, email_kind = null, email_same_domain = null,
           email_confidence = null, missing = ${SET_EMAIL_REASON(`'all_invalid'`)},
           fields_delivered = array_remove(fields_delivered, 'email_basic'),
           credits_charged = case when credits_charged is null then null
                                  else credits_charged - $2 end
         where id = $1`,
        [leadId, refund],
      );
      if (refund > 0) {
        await db.query('update searches set credits_used = credits_used - $2 where id = $1', [
          row.search_id,
          refund,
        ]);
        await recordCreditMovement(db, {
          orgId: row.org_id,
          userId: row.user_id,
          change: refund,
          kind: 'adjustment',
          reasonKey: 'email_refund',
          reasonParams: { credits: refund },
          idempotencyKey: `lead:${leadId}:email_refund`,
        });
      }
    }
    await notifySearch(db, row.search_id);
  });
  deps.log.debug({ leadId, status: result.status }, 'email asked again');
}
