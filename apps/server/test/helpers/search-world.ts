/**
 * Search tests run the real code against the sandbox world (loopback stand-ins of Nominatim,
 * Overpass, Google Places and the businesses' websites). Helpers to set one up, fund an
 * organization, build wizard data and wait for searches.
 */
import { sandboxAppEnv, startSandbox, type Sandbox, type SandboxOptions } from '@leadatlas/sandbox';
import type { PlanId, WizardDataInput } from '@leadatlas/shared';
import type { Pool } from '../../src/db/pool.js';
import { recordCreditMovement } from '../../src/domain/credits/ledger.js';
import { inTransaction } from '../../src/db/pool.js';
import { createLogger } from '../../src/logger.js';
import { startWorker, type Worker } from '../../src/jobs/worker.js';
import { expect } from 'vitest';
import type { DestinationStream } from 'pino';
import { createTestApp, post, type TestApp, type TestUser } from './test-app.js';

export async function startWorld(options: SandboxOptions = {}): Promise<Sandbox> {
  // Tarpits and slow sites answer after 8 s, beyond the test timeouts below.
  return startSandbox({ latency: {}, greylistMs: 300, slowMs: 8000, ...options });
}

/** Configuration that points the app at the sandbox (as `npm run start:sandbox` does). */
export function sandboxEnv(sandbox: Sandbox, google = false): Record<string, string> {
  return {
    ...sandboxAppEnv(sandbox, { google }),
    // Generous: the whole suite runs on two cores at once.
    CRAWLER_TIMEOUT_MS: '5000',
    SEARCH_CONCURRENCY: '16',
    SMTP_PROBE_TIMEOUT_MS: '1000',
    SMTP_GREYLIST_RETRY_MS: '400',
    NOMINATIM_MIN_INTERVAL_MS: '0',
    SOURCE_MAX_ATTEMPTS: '2',
    // Takeover tests wait this long; shorter, a heartbeat late on a loaded machine hands a
    // live run to a second one (seen in CI) and per-run budgets are spent twice.
    SEARCH_LEASE_SECONDS: '5',
    // Tests of slow sites and mail servers expect their own timeouts; the budget has its own test.
    LEAD_TIME_BUDGET_MS: '30000',
  };
}

/** Sets the plan and brings the balance to `credits` through a ledger row, as a sale would. */
export async function fundOrg(pool: Pool, orgId: string, credits: number, plan: PlanId = 'free') {
  await inTransaction(pool, async (db) => {
    await db.query('update organizations set plan = $2 where id = $1', [orgId, plan]);
    const { rows } = await db.query<{ credits: number }>(
      'select credits from organizations where id = $1 for update',
      [orgId],
    );
    const change = credits - rows[0]!.credits;
    if (change !== 0) {
      await recordCreditMovement(db, {
        orgId,
        userId: null,
        change,
        kind: 'adjustment',
        reasonKey: 'test_adjustment',
      });
    }
  });
}

export async function balanceAndLedger(pool: Pool, orgId: string) {
  const { rows } = await pool.query<{ credits: number; ledger: number }>(
    `select o.credits, (select coalesce(sum(change), 0) from credit_ledger where org_id = o.id) as ledger
     from organizations o where o.id = $1`,
    [orgId],
  );
  return rows[0]!;
}

export function wizard(
  overrides: {
    step1?: Partial<NonNullable<WizardDataInput['step1']>>;
    step2?: Partial<NonNullable<WizardDataInput['step2']>>;
    step3?: Partial<NonNullable<WizardDataInput['step3']>>;
    step4?: Partial<NonNullable<WizardDataInput['step4']>>;
  } = {},
): WizardDataInput {
  return {
    step1: { profession: 'dentistas', location: 'Madrid', companySize: '1-10', ...overrides.step1 },
    step2: {
      phoneVisible: false,
      activeWeb: false,
      ownersOnly: false,
      minRating: 3,
      industry: '',
      ...overrides.step2,
    },
    step3: { selectedFields: ['phone', 'website'], ...overrides.step3 },
    step4: {
      targetRole: 'owner',
      exportMethod: 'csv',
      autoRefresh: false,
      maxLeads: 10,
      ...overrides.step4,
    },
  };
}

/** Starts a search through the route, as the wizard does (200 expected); answers its id. */
export async function startSearch(
  t: TestApp,
  who: TestUser,
  payload: unknown = wizard(),
): Promise<string> {
  const response = await post(
    t,
    '/api/searches',
    { searchPayload: payload, orgId: who.orgId },
    who.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { searchId: string }).searchId;
}

export async function waitForSearch(
  pool: Pool,
  searchId: string,
  done: (row: { status: string; results_count: number; settled_at: Date | null }) => boolean = (
    row,
  ) => row.settled_at !== null,
  ms = 30_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const { rows } = await pool.query<{
      status: string;
      results_count: number;
      settled_at: Date | null;
      error_code: string | null;
      credits_used: number;
      credits_held: number;
    }>(
      'select status, results_count, settled_at, error_code, credits_used, credits_held from searches where id = $1',
      [searchId],
    );
    const row = rows[0];
    if (row && done(row)) return row;
    if (Date.now() > deadline)
      throw new Error(`search ${searchId} timed out: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface SearchWorld {
  sandbox: Sandbox;
  t: TestApp;
  /** An in-process worker over the app's database, as `npm start` runs one. */
  startWorker(): Promise<void>;
  stopWorker(): Promise<void>;
  close(): Promise<void>;
}

/** The sandbox, an app pointed at it, and a worker: what every search test file starts with. */
export async function startSearchWorld(
  options: {
    google?: boolean;
    env?: Record<string, string>;
    /** Where the app's and the worker's logs go (a test reading them); silent otherwise. */
    logDestination?: DestinationStream;
  } = {},
): Promise<SearchWorld> {
  const sandbox = await startWorld();
  const t = await createTestApp(
    { ...sandboxEnv(sandbox, options.google), ...options.env },
    options.logDestination ? { logDestination: options.logDestination } : {},
  );
  let worker: Worker | undefined;
  const world: SearchWorld = {
    sandbox,
    t,
    async startWorker() {
      worker = await startWorker({
        config: t.config,
        pool: t.pool,
        log: createLogger(
          options.logDestination ? t.config.LOG_LEVEL : 'silent',
          options.logDestination,
        ),
        secret: t.config.AUTH_SECRET!,
        services: t.search,
        integrations: t.integrations,
      });
    },
    async stopWorker() {
      await worker?.stop();
      worker = undefined;
    },
    async close() {
      await world.stopWorker();
      await t.close();
      await sandbox.close();
    },
  };
  await world.startWorker();
  return world;
}
