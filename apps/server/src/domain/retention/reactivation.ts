/**
 * Reactivation (spec 000 §4, §9; decision 0018): a scheduled job moves confirmed users who
 * stay away through the stages of REACTIVATION_STAGES and sends one email per stage, in the
 * user's language, with a link back into the app. A visit or an action puts the stage back
 * to 0 (accounts/retention.ts). A user who unsubscribed still advances but gets no email.
 */
import {
  AT_RISK_AFTER_ACTION_MS,
  AT_RISK_AFTER_LOGIN_MS,
  DORMANT_AFTER_ACTION_MS,
  LAPSING_AFTER_ACTION_MS,
  REACTIVATION_STAGES,
  type Locale,
  type ReactivationStage,
} from '@leadatlas/shared';
import { inTransaction, type Pool } from '../../db/pool.js';
import type { Logger } from '../../logger.js';
import type { Mailer } from '../email/mailer.js';
import { sendMarketingEmail } from '../email/marketing.js';
import { reactivationEmail } from '../email/templates.js';
import { unsubscribeLinks } from '../email/unsubscribe-token.js';
import { preferredEmailLocale } from '../accounts/email-locale.js';

export const REACTIVATION_TASK = 'advance_reactivation_stages';

export interface Activity {
  lastActionAt: Date | null;
  lastLogin: Date | null;
  /** When the account began: the reference for a user who never acted or signed in. */
  since: Date;
}

/** The stage a user's activity calls for at `now` (the highest one due). */
export function reactivationStageFor(activity: Activity, now: Date): ReactivationStage {
  const sinceAction = now.getTime() - (activity.lastActionAt ?? activity.since).getTime();
  const sinceLogin = now.getTime() - (activity.lastLogin ?? activity.since).getTime();
  if (sinceAction > DORMANT_AFTER_ACTION_MS) return REACTIVATION_STAGES.dormant;
  if (sinceAction > LAPSING_AFTER_ACTION_MS) return REACTIVATION_STAGES.lapsing;
  if (sinceAction > AT_RISK_AFTER_ACTION_MS || sinceLogin > AT_RISK_AFTER_LOGIN_MS) {
    return REACTIVATION_STAGES.atRisk;
  }
  return REACTIVATION_STAGES.active;
}

export interface ReactivationDeps {
  pool: Pool;
  mailer: Mailer;
  log: Logger;
  appUrl: string;
  /** The app secret that signs unsubscribe links. */
  secret: string;
}

interface Candidate {
  user_id: string;
  email: string;
  full_name: string | null;
  locale: Locale | null;
  reactivation_stage: number;
  last_action_at: Date | null;
  last_login: Date | null;
  created_at: Date;
}

const BATCH = 200;

/**
 * One pass of the job at `now`. Each batch of candidates is read with its rows locked (rows
 * another worker holds are left to it), and each stage is raised by a conditional update in
 * the same transaction as its email's outbox row: two workers running at once, or the job
 * running twice, send each stage once. A user skipped here is seen on the next pass.
 */
export async function advanceReactivationStages(
  deps: ReactivationDeps,
  now: Date,
): Promise<{ advanced: number; emailed: number }> {
  const totals = { advanced: 0, emailed: 0 };
  let cursor = '';
  for (;;) {
    const rows = await inTransaction(deps.pool, async (db) => {
      // Only users at risk at least (the first stage's limits) and not yet at the last stage.
      const { rows: candidates } = await db.query<Candidate>(
        `select p.user_id, u.email, p.full_name, p.locale, p.reactivation_stage,
                p.last_action_at, p.last_login, p.created_at
         from profiles p join "user" u on u.id = p.user_id
         where p.user_id > $1 and u."emailVerified" and p.reactivation_stage < $2
           and (coalesce(p.last_action_at, p.created_at) < $3
                or coalesce(p.last_login, p.created_at) < $4)
         order by p.user_id
         limit $5
         for update of p skip locked`,
        [
          cursor,
          REACTIVATION_STAGES.dormant,
          new Date(now.getTime() - AT_RISK_AFTER_ACTION_MS),
          new Date(now.getTime() - AT_RISK_AFTER_LOGIN_MS),
          BATCH,
        ],
      );
      for (const user of candidates) {
        const stage = reactivationStageFor(
          { lastActionAt: user.last_action_at, lastLogin: user.last_login, since: user.created_at },
          now,
        );
        if (stage === REACTIVATION_STAGES.active || stage <= user.reactivation_stage) continue;
        const raised = await db.query(
          `update profiles set reactivation_stage = $2, updated_at = now()
           where user_id = $1 and reactivation_stage < $2`,
          [user.user_id, stage],
        );
        if (raised.rowCount === 0) continue;
        totals.advanced += 1;
        const email = reactivationEmail({
          to: user.email,
          locale: preferredEmailLocale(user.locale),
          stage,
          name: user.full_name,
          appUrl: deps.appUrl,
          unsubscribe: unsubscribeLinks(deps.appUrl, deps.secret, {
            kind: 'user',
            id: user.user_id,
          }),
        });
        if (await sendMarketingEmail(deps.mailer, email, db)) totals.emailed += 1;
      }
      return candidates;
    });
    if (rows.length < BATCH) break;
    cursor = rows[rows.length - 1]!.user_id;
  }
  if (totals.advanced > 0) deps.log.info(totals, 'reactivation stages advanced');
  return totals;
}
