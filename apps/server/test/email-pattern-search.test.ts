/**
 * Emails found by pattern (issue 15) against the sandbox's mail world: a site that names its
 * owner without an address gets the owner's real mailbox, guessed, confirmed by the mail server,
 * delivered as found by pattern and charged once as a verified email; domains that accept any
 * address or give no usable answer are never asked about a guess; each domain has a budget of
 * probes per search, and one found accept-all is not probed again in that search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox, SiteTruth } from '@leadatlas/sandbox';
import {
  pricePerLead,
  wizardDataSchema,
  type PricedField,
  type WizardData,
} from '@leadatlas/shared';
import { createLogger } from '../src/logger.js';
import {
  findEmailByPattern,
  PROBES_PER_DOMAIN,
  SearchMailDomains,
} from '../src/domain/enrich/email-pattern-search.js';
import { enrichLead, type LeadEnricher } from '../src/domain/search/enrich-lead.js';
import { runSearch } from '../src/domain/search/run.js';
import { buildSearchSpec } from '../src/domain/search/spec.js';
import type { Place } from '../src/domain/places/types.js';
import { signedInUser, type TestApp } from './helpers/test-app.js';
import {
  balanceAndLedger,
  fundOrg,
  startSearch,
  startSearchWorld,
  waitForSearch,
  wizard,
  type SearchWorld,
} from './helpers/search-world.js';

let world: SearchWorld;
let sandbox: Sandbox;
let t: TestApp;

beforeAll(async () => {
  world = await startSearchWorld();
  ({ sandbox, t } = world);
});
afterAll(async () => world?.close());

interface LeadRow {
  place_key: string;
  website: string | null;
  email: string | null;
  email_status: string | null;
  contact_name: string | null;
  fields_delivered: PricedField[];
  credits_charged: number;
  enrichment: { emailPattern?: { outcome: string; probes: number; learnedForm: string | null } };
}

const EMAIL_AND_OWNER = wizard({
  step3: { selectedFields: ['email', 'contactPerson'] },
  step4: { maxLeads: 60, targetRole: 'owner' },
});

function truthOf(lead: LeadRow): SiteTruth | undefined {
  return lead.website ? sandbox.world.siteTruth(new URL(lead.website).hostname) : undefined;
}

const RANDOM_PROBE = /^[0-9a-f]{16}@/;

/** Addresses of a domain the mail server was asked about that no one shows: guesses. */
function guessesSentTo(domain: string): string[] {
  const truth = sandbox.world.siteTruth(domain);
  const shown = new Set([...(truth?.emails ?? []), ...(truth?.hidden.emails ?? [])]);
  const listed = sandbox.world.byDomain(domain)?.email?.toLowerCase();
  return sandbox.smtpLog
    .flatMap((session) => session.rcpt.map((rcpt) => rcpt.address))
    .filter(
      (address) =>
        address.endsWith(`@${domain}`) &&
        !shown.has(address) &&
        address !== listed &&
        !RANDOM_PROBE.test(address),
    );
}

/** The one session that named the address: each recipient named in it and the answer. */
function sessionOf(address: string): [string, number][] {
  const sessions = sandbox.smtpLog.filter((session) =>
    session.rcpt.some((rcpt) => rcpt.address === address),
  );
  expect(sessions, address).toHaveLength(1);
  return sessions[0]!.rcpt.map((rcpt) => [
    RANDOM_PROBE.test(rcpt.address) ? 'random' : rcpt.address,
    rcpt.code,
  ]);
}

async function leadsOf(searchId: string): Promise<LeadRow[]> {
  const { rows } = await t.pool.query<LeadRow>('select * from leads where search_id = $1', [
    searchId,
  ]);
  return rows;
}

describe('a search paying for email and the contact person', () => {
  let leads: LeadRow[];
  let searchId: string;
  let orgId: string;

  beforeAll(async () => {
    const user = await signedInUser(t, 'patron@example.com');
    orgId = user.orgId;
    await fundOrg(t.pool, orgId, 5000, 'growth');
    searchId = await startSearch(t, user, EMAIL_AND_OWNER);
    const done = await waitForSearch(t.pool, searchId, undefined, 120_000);
    expect(done.status).toBe('completed');
    leads = await leadsOf(searchId);
  }, 150_000);

  it("delivers the contact's real mailbox the site does not show, verified and charged once", async () => {
    const found = leads.filter((lead) => lead.enrichment.emailPattern?.outcome === 'found');
    expect(found.length).toBeGreaterThan(2);
    for (const lead of found) {
      const truth = truthOf(lead)!;
      expect(lead.email).toBe(truth.mailboxes[lead.contact_name!]);
      expect(truth.emails).not.toContain(lead.email);
      expect(lead.email_status).toBe('valid');
      expect(sandbox.world.mailDomain(truth.domain).behaviour).toMatch(/^(normal|no_mx)$/);
      expect(lead.fields_delivered.filter((field) => field.startsWith('email_'))).toEqual([
        'email_validated',
      ]);
      expect(lead.credits_charged).toBe(pricePerLead(lead.fields_delivered));
    }
    const { rows } = await t.pool.query<{ kind: string; n: number }>(
      `select kind, count(*)::int as n from credit_ledger where idempotency_key like $1
       group by kind order by kind`,
      [`search:${searchId}:%`],
    );
    expect(rows.find((row) => row.kind === 'charge')?.n).toBe(1);
    const { rows: spent } = await t.pool.query<{ used: number }>(
      'select credits_used::float as used from searches where id = $1',
      [searchId],
    );
    const charged = leads.reduce((sum, lead) => sum + Number(lead.credits_charged), 0);
    expect(spent[0]!.used).toBeCloseTo(charged, 2);
    const balance = await balanceAndLedger(t.pool, orgId);
    expect(balance.ledger).toBeCloseTo(balance.credits, 2);
  });

  it('marks it as found by pattern, for the person, with no page', async () => {
    const lead = leads.find((entry) => entry.enrichment.emailPattern?.outcome === 'found')!;
    const { rows } = await t.pool.query<{ place: Place }>(
      'select place from search_places where search_id = $1 and place_key = $2',
      [searchId, lead.place_key],
    );
    const spec = buildSearchSpec(wizardDataSchema.parse(EMAIL_AND_OWNER) as WizardData);
    const outcome = await enrichLead(
      t.search.enricher,
      rows[0]!.place,
      spec,
      'ES',
      AbortSignal.timeout(20_000),
    );
    expect(outcome.kind).toBe('lead');
    if (outcome.kind !== 'lead') return;
    expect(outcome.findings.email).toMatchObject({
      address: lead.email,
      verification: { status: 'valid' },
      provenance: {
        origin: 'pattern',
        page: null,
        kind: 'person',
        sameDomain: true,
        personName: lead.contact_name,
      },
    });
    expect(outcome.findings.missing.email).toBeUndefined();
  });

  it('never asks a domain that accepts anything or does not answer about a guess', () => {
    const guessed = leads.filter((lead) => lead.enrichment.emailPattern);
    const skipped = guessed.filter((lead) =>
      ['catch_all', 'tarpit', 'dead', 'drops', 'greylist'].includes(
        sandbox.world.mailDomain(truthOf(lead)!.domain).behaviour,
      ),
    );
    expect(skipped.length).toBeGreaterThan(0);
    for (const lead of skipped) {
      const domain = truthOf(lead)!.domain;
      const behaviour = sandbox.world.mailDomain(domain).behaviour;
      const note = lead.enrichment.emailPattern!;
      const sent = guessesSentTo(domain);
      const seen = `${domain} (${behaviour}): ${JSON.stringify(note)}, guesses ${JSON.stringify(sent)}`;
      expect(note.outcome, seen).toMatch(/^(accept_all|unknown)$/);
      if (behaviour === 'greylist' && note.probes === 2) {
        // The random address's delay can run out while the site's own addresses are being
        // asked (a loaded machine): the domain then refuses it, and the first guess, new to
        // the server, is greylisted. That one answer ends the person's guessing.
        expect(sent, seen).toHaveLength(1);
        expect(sessionOf(sent[0]!), seen).toEqual([
          ['random', 550],
          [sent[0], 451],
        ]);
      } else {
        expect(note.probes, seen).toBeLessThanOrEqual(1);
        expect(sent, seen).toEqual([]);
      }
    }
  });

  it('spends at most a few probes per person and the budget per domain', () => {
    for (const lead of leads) {
      const note = lead.enrichment.emailPattern;
      if (!note) continue;
      // The domain check and five guesses at most (three when the site taught the form).
      expect(note.probes).toBeLessThanOrEqual(note.learnedForm ? 4 : 6);
      const domain = truthOf(lead)!.domain;
      expect(guessesSentTo(domain).length).toBeLessThanOrEqual(PROBES_PER_DOMAIN);
    }
  });
});

describe('the domain budget and what the search knows', () => {
  const deps = () => ({ verifyGuesses: t.search.enricher.verifyGuesses! });
  /** A site on a mail domain that behaves so, not yet asked about in this file. */
  function domainWith(behaviour: string): SiteTruth {
    const site = sandbox.world.businesses
      .filter((b) => b.site && b.city.id === 'lisboa')
      .map((b) => sandbox.world.siteTruth(b.domain!)!)
      .find(
        (truth) =>
          sandbox.world.mailDomain(truth.domain).behaviour === behaviour &&
          (sandbox.smtpCounts.rcptByDomain.get(truth.domain) ?? 0) === 0,
      );
    if (!site) throw new Error(`no ${behaviour} domain left`);
    return site;
  }
  const strangers = ['Zacarías Quintanilla', 'Wenceslao Urquijo', 'Xoana Yáñez Vidal'];

  it('stops at the budget of probes per domain, however many people are guessed', async () => {
    const site = domainWith('normal');
    const memory = new SearchMailDomains();
    const before = sandbox.smtpCounts.rcptByDomain.get(site.domain) ?? 0;
    const results = [];
    for (const personName of strangers) {
      results.push(
        await findEmailByPattern(
          deps(),
          memory,
          { personName, domain: site.domain, examples: [], country: 'PT' },
          AbortSignal.timeout(20_000),
        ),
      );
    }
    expect(results.map((result) => result.outcome)).toEqual(['not_found', 'budget', 'budget']);
    expect(results.reduce((sum, result) => sum + result.probes, 0)).toBe(PROBES_PER_DOMAIN);
    const sent = (sandbox.smtpCounts.rcptByDomain.get(site.domain) ?? 0) - before;
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThanOrEqual(PROBES_PER_DOMAIN);
  });

  it('finds a hidden mailbox in few probes, the right guess answered 250 and the others 550', async () => {
    const site = sandbox.world.businesses
      .filter((b) => b.site && b.city.id === 'lisboa')
      .map((b) => sandbox.world.siteTruth(b.domain!)!)
      .find(
        (truth) =>
          sandbox.world.mailDomain(truth.domain).behaviour === 'normal' &&
          (sandbox.smtpCounts.rcptByDomain.get(truth.domain) ?? 0) === 0 &&
          truth.mailPattern === 'flast' &&
          Object.values(truth.mailboxes).some((box) => !truth.emails.includes(box)),
      )!;
    const [name, box] = Object.entries(site.mailboxes).find(([, b]) => !site.emails.includes(b))!;
    const result = await findEmailByPattern(
      deps(),
      new SearchMailDomains(),
      { personName: name, domain: site.domain, examples: [], country: 'PT' },
      AbortSignal.timeout(20_000),
    );
    expect(result.outcome).toBe('found');
    expect(result.verification?.email).toBe(box);
    // The domain check, first.last refused, then flast: in one session, and nothing after it.
    expect(result.probes).toBe(3);
    const sessions = sandbox.smtpLog.filter((session) =>
      session.rcpt.some((rcpt) => rcpt.address.endsWith(`@${site.domain}`)),
    );
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.rcpt.map((rcpt) => rcpt.address).slice(1)).toEqual([
      expect.stringMatching(/\./),
      box,
    ]);
    const answers = sandbox.smtpLog
      .flatMap((session) => session.rcpt)
      .filter((rcpt) => rcpt.address.endsWith(`@${site.domain}`));
    expect(answers.find((rcpt) => rcpt.address === box)?.code).toBe(250);
    expect(answers.filter((rcpt) => rcpt.address !== box).every((rcpt) => rcpt.code === 550)).toBe(
      true,
    );
  });

  it('skips catch-all and unreachable domains without asking about a guess', async () => {
    for (const behaviour of ['catch_all', 'tarpit', 'dead', 'greylist']) {
      const site = domainWith(behaviour);
      const result = await findEmailByPattern(
        deps(),
        new SearchMailDomains(),
        { personName: strangers[0]!, domain: site.domain, examples: [], country: 'PT' },
        AbortSignal.timeout(20_000),
      );
      expect(result.outcome, behaviour).toBe(behaviour === 'catch_all' ? 'accept_all' : 'unknown');
      expect(result.probes, behaviour).toBeLessThanOrEqual(1);
      expect(guessesSentTo(site.domain), behaviour).toEqual([]);
    }
  }, 60_000);

  it('never probes again a domain the search found accept-all, even once the cache forgot it', async () => {
    const site = domainWith('catch_all');
    const memory = new SearchMailDomains();
    // An earlier lead of the search verified an address there: accept-all.
    const earlier = await t.search.enricher.verifyEmail(
      `info@${site.domain}`,
      AbortSignal.timeout(10_000),
    );
    expect(earlier.status).toBe('accept_all');
    memory.learn(earlier);
    await t.pool.query('delete from email_domain_cache where domain = $1', [site.domain]);
    const before = sandbox.smtpCounts.rcptByDomain.get(site.domain) ?? 0;
    const result = await findEmailByPattern(
      deps(),
      memory,
      { personName: strangers[1]!, domain: site.domain, examples: [], country: 'PT' },
      AbortSignal.timeout(10_000),
    );
    expect(result).toMatchObject({ outcome: 'accept_all', probes: 0 });
    expect(sandbox.smtpCounts.rcptByDomain.get(site.domain) ?? 0).toBe(before);
  });
});

describe('a run that dies after confirming a guess', () => {
  it('is taken over, delivers the lead once and charges it once', async () => {
    await world.stopWorker();
    try {
      const user = await signedInUser(t, 'caida@example.com');
      await fundOrg(t.pool, user.orgId, 5000, 'growth');
      const payload = wizard({
        step1: { profession: 'dentistas', location: 'Barcelona' },
        step3: { selectedFields: ['email', 'contactPerson'] },
        step4: { maxLeads: 20, targetRole: 'owner' },
      });
      const searchId = await startSearch(t, user, payload);
      const deps = (workerId: string, enricher: LeadEnricher) => ({
        pool: t.pool,
        log: createLogger('silent'),
        source: (id: Parameters<typeof t.search.sourceFor>[0]) => t.search.sourceFor(id),
        enricher,
        workerId,
        concurrency: 4,
        leaseSeconds: 1,
        reverifyDelayMs: 400,
        leadBudgetMs: 60_000,
        notify: t.notify,
      });
      // The first worker dies right after a mail server confirmed a guessed address.
      let confirmed: string | null = null;
      const dying: LeadEnricher = {
        ...t.search.enricher,
        async verifyGuesses(domain, emails, options, signal) {
          const asked = await t.search.enricher.verifyGuesses!(domain, emails, options, signal);
          const truth = sandbox.world.siteTruth(domain);
          const found = asked.answers.find(
            (answer) => answer.status === 'valid' && !truth?.emails.includes(answer.email),
          );
          if (!confirmed && found) {
            confirmed = found.email;
            throw new Error('worker died');
          }
          return asked;
        },
      };
      await expect(runSearch(deps('worker:a', dying), searchId)).rejects.toThrow('worker died');
      expect(confirmed).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await runSearch(deps('worker:b', t.search.enricher), searchId);

      const done = await waitForSearch(t.pool, searchId);
      expect(done.status).toBe('completed');
      const leads = await leadsOf(searchId);
      const keys = new Set(leads.map((lead) => lead.place_key));
      expect(keys.size).toBe(leads.length);
      const lead = leads.filter((entry) => entry.email === confirmed);
      expect(lead).toHaveLength(1);
      expect(lead[0]!.enrichment.emailPattern?.outcome).toBe('found');
      expect(lead[0]!.fields_delivered).toContain('email_validated');
      expect(lead[0]!.credits_charged).toBe(pricePerLead(lead[0]!.fields_delivered));
      const { rows } = await t.pool.query<{ kind: string; n: number }>(
        `select kind, count(*)::int as n from credit_ledger where idempotency_key like $1
         group by kind order by kind`,
        [`search:${searchId}:%`],
      );
      expect(rows.find((row) => row.kind === 'charge')?.n).toBe(1);
      const charged = leads.reduce((sum, entry) => sum + Number(entry.credits_charged), 0);
      expect(Number(done.credits_used)).toBeCloseTo(charged, 2);
      const balance = await balanceAndLedger(t.pool, user.orgId);
      expect(balance.credits).toBeCloseTo(5000 - charged, 2);
      expect(balance.ledger).toBeCloseTo(balance.credits, 2);
    } finally {
      await world.startWorker();
    }
  }, 120_000);
});
