/**
 * The lead's time budget (decision 0028) against the sandbox world with injected slowness:
 * every website answering after 6 s, then every mail server greeting after 6 s. The budget is
 * 1.5 s and the crawler's and the probe's own timeouts are longer, so only the budget can
 * deliver these leads on time. Leads arrive on time, nothing missing is charged, and an email
 * whose verification was cut is asked again later and upgraded for free.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricePerLead, type PricedField } from '@leadatlas/shared';
import { post, signedInUser } from './helpers/test-app.js';
import {
  balanceAndLedger,
  fundOrg,
  startSearch,
  startSearchWorld,
  type SearchWorld,
  waitForSearch,
  wizard,
} from './helpers/search-world.js';

const BUDGET_MS = 1500;
const SLOW_MS = 6000;

let world: SearchWorld;
beforeAll(async () => {
  world = await startSearchWorld({
    env: {
      LEAD_TIME_BUDGET_MS: String(BUDGET_MS),
      CRAWLER_TIMEOUT_MS: '10000',
      SMTP_PROBE_TIMEOUT_MS: '10000',
    },
  });
});
afterAll(async () => world?.close());

interface LeadRow {
  id: string;
  website: string | null;
  email: string | null;
  email_status: string | null;
  email_status_reason: string | null;
  email_recheck_at: Date | null;
  missing: Record<string, string> | null;
  fields_delivered: PricedField[];
  credits_charged: number;
  created_at: Date;
}

/** A signed-in customer on Growth with credits to spare. */
async function fundedUser(email: string) {
  const who = await signedInUser(world.t, email);
  await fundOrg(world.t.pool, who.orgId, 5000, 'growth');
  return who;
}

async function leadsOf(searchId: string) {
  const { rows } = await world.t.pool.query<LeadRow & { started_at: Date }>(
    `select l.*, s.started_at from leads l join searches s on s.id = l.search_id
     where l.search_id = $1 order by l.seq`,
    [searchId],
  );
  return rows;
}

describe('the lead time budget', () => {
  it('delivers leads on time when websites stall, charging nothing for what was not read', async () => {
    const { t, sandbox } = world;
    const who = await fundedUser('budget-sites@example.com');
    sandbox.setFault('websites', { latencyMs: SLOW_MS });
    try {
      const searchId = await startSearch(
        t,
        who,
        wizard({
          step1: { profession: 'restaurantes', location: 'Valencia' },
          step3: { selectedFields: ['phone', 'website', 'email', 'socialMedia'] },
          step4: { maxLeads: 6 },
        }),
      );
      const done = await waitForSearch(t.pool, searchId, undefined, 30_000);
      expect(done.status).toBe('completed');
      const leads = await leadsOf(searchId);
      expect(leads.length).toBe(6);
      const withSite = leads.filter((lead) => lead.website);
      expect(withSite.length).toBeGreaterThan(0);
      for (const lead of leads) {
        // Well before any site answered (6 s), whatever the machine's load.
        expect(lead.created_at.getTime() - lead.started_at.getTime()).toBeLessThan(SLOW_MS - 1000);
        expect(lead.credits_charged).toBe(pricePerLead(lead.fields_delivered));
      }
      // Sites with no DNS name fail at once: those are down, not slow.
      const answering = withSite.filter(
        (lead) =>
          world.sandbox.world.byDomain(new URL(lead.website!).hostname)?.site?.state !== 'no-dns',
      );
      expect(answering.length).toBeGreaterThan(0);
      for (const lead of answering) {
        // Not read in time: unknown, not "down", and not charged.
        expect(lead.missing).toMatchObject({ website: 'time_budget', socialMedia: 'time_budget' });
        expect(lead.fields_delivered).not.toContain('website');
        expect(lead.fields_delivered).not.toContain('social_media');
        if (!lead.email) expect(lead.missing?.email).toBe('time_budget');
      }
      const charged = leads.reduce((sum, lead) => sum + lead.credits_charged, 0);
      expect(done.credits_used).toBeCloseTo(charged, 2);
    } finally {
      sandbox.setFault('websites', null);
    }
  }, 60_000);

  it('delivers an email whose mail server stalls as unconfirmed, then upgrades it for free', async () => {
    const { t, sandbox } = world;
    const who = await fundedUser('budget-mail@example.com');
    sandbox.setFault('smtp', { latencyMs: SLOW_MS });
    let searchId: string;
    try {
      searchId = await startSearch(
        t,
        who,
        wizard({
          step1: { profession: 'restaurantes', location: 'Sevilla' },
          step3: { selectedFields: ['email'] },
          step4: { maxLeads: 8 },
        }),
      );
      const done = await waitForSearch(t.pool, searchId, undefined, 30_000);
      expect(done.status).toBe('completed');
    } finally {
      // The later asks find the servers answering again.
      sandbox.setFault('smtp', null);
    }
    const delivered = await leadsOf(searchId);
    const cut = delivered.filter((lead) => lead.email_status_reason === 'time_budget');
    expect(cut.length).toBeGreaterThan(0);
    for (const lead of delivered) {
      expect(lead.created_at.getTime() - lead.started_at.getTime()).toBeLessThan(SLOW_MS - 1000);
    }
    for (const lead of cut) {
      // Found on the site, not confirmed in time: a basic email, asked again later.
      expect(lead).toMatchObject({ email_status: 'unknown', missing: { email: 'time_budget' } });
      expect(lead.fields_delivered).toContain('email_basic');
      expect(lead.email_recheck_at).not.toBeNull();
    }
    const balance = await balanceAndLedger(t.pool, who.orgId);

    // The re-check job asks each server again (SMTP_GREYLIST_RETRY_MS later).
    const deadline = Date.now() + 30_000;
    let after = await leadsOf(searchId);
    while (after.some((lead) => lead.email_recheck_at !== null) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      after = await leadsOf(searchId);
    }
    expect(after.every((lead) => lead.email_recheck_at === null)).toBe(true);
    for (const before of cut) {
      const lead = after.find((entry) => entry.id === before.id)!;
      const truth = sandbox.world.mailbox(before.email!);
      if (truth.expected === 'invalid') continue; // refunded instead, as after greylisting
      expect(lead.email_status).toBe(truth.expected);
      // The upgrade is free: charged as first delivered.
      expect(lead.fields_delivered).toEqual(before.fields_delivered);
      expect(lead.credits_charged).toBe(before.credits_charged);
    }
    expect(
      after.some((lead) => lead.email_status === 'valid' && cut.some((c) => c.id === lead.id)),
    ).toBe(true);
    const later = await balanceAndLedger(t.pool, who.orgId);
    expect(later.credits).toBeGreaterThanOrEqual(balance.credits);
  }, 90_000);

  it('waits for a site whose answer decides the active-website filter', async () => {
    const { t, sandbox } = world;
    const who = await fundedUser('budget-active@example.com');
    // Slower than the budget, well within the crawler's own timeout.
    sandbox.setFault('websites', { latencyMs: 3000 });
    try {
      const searchId = await startSearch(
        t,
        who,
        wizard({
          step1: { profession: 'restaurantes', location: 'Bogotá' },
          step2: { activeWeb: true },
          step3: { selectedFields: ['phone', 'website'] },
          step4: { maxLeads: 3 },
        }),
      );
      const done = await waitForSearch(t.pool, searchId, undefined, 40_000);
      expect(done).toMatchObject({ status: 'completed', results_count: 3 });
      for (const lead of await leadsOf(searchId)) {
        expect(lead.fields_delivered).toContain('website');
        expect(JSON.stringify(lead.missing ?? {})).not.toContain('time_budget');
      }
    } finally {
      sandbox.setFault('websites', null);
    }
  }, 60_000);

  it('stops leads without delivering them when the search is cancelled mid-verification', async () => {
    const { t, sandbox } = world;
    const who = await fundedUser('budget-cancel@example.com');
    sandbox.setFault('smtp', { latencyMs: SLOW_MS });
    const sessionsBefore = sandbox.smtpLog.length;
    try {
      const searchId = await startSearch(
        t,
        who,
        wizard({
          step1: { profession: 'restaurantes', location: 'Lima' },
          step3: { selectedFields: ['email'] },
          step4: { maxLeads: 8 },
        }),
      );
      // Some leads are waiting for their mail servers (each greets after 6 s).
      const deadline = Date.now() + 20_000;
      while (sandbox.smtpLog.length === sessionsBefore && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const cancel = await post(t, `/api/searches/${searchId}/cancel`, {}, who.cookie);
      expect(cancel.statusCode, cancel.body).toBe(200);
      const done = await waitForSearch(t.pool, searchId);
      expect(done.status).toBe('cancelled');
    } finally {
      sandbox.setFault('smtp', null);
    }
    // The worker lives on (a stray rejection would have ended it): the next search runs.
    const next = await startSearch(
      t,
      who,
      wizard({ step1: { profession: 'restaurantes', location: 'Miami' }, step4: { maxLeads: 2 } }),
    );
    expect((await waitForSearch(t.pool, next, undefined, 30_000)).status).toBe('completed');
  }, 60_000);
});
