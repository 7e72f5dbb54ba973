/**
 * The lemlist connector against the sandbox's lemlist API stand-in (loopback only): key checks,
 * the campaign list, one call per lead paced under lemlist's 20 requests per 2 s, leads added
 * once, refused addresses, leads without an email, rate limits, revoked keys, outages and a
 * campaign deleted before the push.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@leadatlas/sandbox';
import { lemlistConnector } from '../src/domain/integrations/connectors/lemlist.js';
import type { ConnectorEnv, PushContext } from '../src/domain/integrations/connectors/types.js';
import {
  AuthRejectedError,
  RateLimitedError,
  ServiceRejectedError,
  TransientServiceError,
} from '../src/domain/integrations/service-http.js';
import { connectorEnv } from './helpers/connector-env.js';
import { outcomesByLead, pushInBatches } from './helpers/connector-push.js';
import { pushLead } from './helpers/push-leads.js';
import { startWorld } from './helpers/search-world.js';

let sandbox: Sandbox;
let env: ReturnType<typeof connectorEnv>;

beforeAll(async () => {
  sandbox = await startWorld();
  env = connectorEnv(sandbox);
});

afterAll(async () => {
  await env?.close();
  await sandbox?.close();
});

beforeEach(() => {
  sandbox.lemlist.reset();
  sandbox.setFault('lemlist', null);
  // Most tests are about outcomes, not pacing: a window wide enough not to wait.
  sandbox.lemlist.setRateLimit({ limit: 1000, windowMs: 2000 });
});

function runningCampaign() {
  const campaign = sandbox.lemlist.campaigns().find((entry) => entry.status === 'running')!;
  return { id: campaign._id, name: campaign.name };
}

function context(campaign = runningCampaign()): PushContext<'lemlist'> {
  return {
    credentials: { apiKey: sandbox.lemlist.apiKey },
    settings: { campaign },
    batchKey: 'batch-1',
  };
}

function calls(): number {
  return sandbox.requests.lemlist;
}

/** The connector's environment, recording every error the service answered. */
function watched(beforeRequest: (count: number) => void = () => {}) {
  const errors: unknown[] = [];
  let count = 0;
  const http: ConnectorEnv['http'] = {
    async request(request) {
      count += 1;
      beforeRequest(count);
      try {
        return await env.http.request(request);
      } catch (error) {
        errors.push(error);
        throw error;
      }
    },
  };
  return { env: { ...env, http }, errors };
}

describe('verify', () => {
  it('accepts the key and names the team, and checks the chosen campaign', async () => {
    const account = await lemlistConnector.verify(
      env,
      { apiKey: sandbox.lemlist.apiKey },
      { campaign: runningCampaign() },
    );
    expect(account.accountLabel).toBe(sandbox.lemlist.teamName);
  });

  it('refuses a wrong key with lemlist’s own words', async () => {
    const attempt = lemlistConnector.verify(env, { apiKey: 'wrong-key-1234' }, { campaign: null });
    await expect(attempt).rejects.toBeInstanceOf(AuthRejectedError);
    await expect(attempt).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
  });

  it('says when the chosen campaign no longer exists', async () => {
    const campaign = runningCampaign();
    sandbox.lemlist.deleteCampaign(campaign.id);
    const attempt = lemlistConnector.verify(env, { apiKey: sandbox.lemlist.apiKey }, { campaign });
    await expect(attempt).rejects.toBeInstanceOf(ServiceRejectedError);
    await expect(attempt).rejects.toMatchObject({ status: 404, message: 'Campaign not found' });
  });
});

describe('listCampaigns', () => {
  it('lists every campaign with lemlist’s status, across pages', async () => {
    for (let n = 0; n < 120; n += 1) sandbox.lemlist.createCampaign(`Extra ${n}`, 'paused');
    const campaigns = await lemlistConnector.listCampaigns!(env, {
      apiKey: sandbox.lemlist.apiKey,
    });
    expect(campaigns).toHaveLength(122);
    expect(new Set(campaigns.map((campaign) => campaign.id)).size).toBe(122);
    expect(campaigns[0]).toEqual({ ...runningCampaign(), status: 'running' });
    expect(campaigns[1]!.status).toBe('draft');
    expect(campaigns[2]!.status).toBe('paused');
  });
});

describe('push', () => {
  it('adds 150 leads to the campaign, one call each, mapped field by field', async () => {
    const leads = Array.from({ length: 150 }, () => pushLead());
    const before = calls();
    const outcomes = await pushInBatches(lemlistConnector, env, context(), leads);
    expect(calls() - before).toBe(150);
    expect(outcomes).toHaveLength(150);
    expect(outcomes.map((outcome) => outcome.leadId)).toEqual(leads.map((lead) => lead.id));
    expect(outcomes.every((outcome) => outcome.status === 'created')).toBe(true);

    const stored = sandbox.lemlist.leads(runningCampaign().id);
    expect(stored).toHaveLength(150);
    const first = leads[0]!;
    const lead = stored.find((entry) => entry.email === first.email)!;
    expect(lead._id).toBe(outcomesByLead(outcomes).get(first.id)!.externalIds!.lead);
    expect(lead).toMatchObject({
      firstName: 'María',
      lastName: 'López',
      companyName: first.businessName,
      companyDomain: first.domain,
      phone: '+34 911 23 45 67',
      jobTitle: 'owner',
      website: first.website,
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postalCode: '28013',
      country: 'ES',
      category: 'dentist',
      industry: 'health',
      rating: '4.6',
      reviewCount: '128',
      employees: '11-50',
      facebook: first.socials.facebook,
    });
    expect(lead).not.toHaveProperty('linkedinUrl');
  });

  it('sends the LinkedIn profile in lemlist’s own field', async () => {
    const lead = pushLead({ linkedin: 'https://www.linkedin.com/in/maria-lopez' });
    await lemlistConnector.push(env, context(), [lead]);
    expect(sandbox.lemlist.leads(runningCampaign().id)[0]!.linkedinUrl).toBe(
      'https://www.linkedin.com/in/maria-lopez',
    );
  });

  it('stays under 20 requests per 2 s without meeting a 429', async () => {
    sandbox.lemlist.setRateLimit({ limit: 20, windowMs: 2000 });
    const leads = Array.from({ length: 30 }, () => pushLead());
    const { env: watchedEnv, errors } = watched();
    const started = Date.now();
    const outcomes = await pushInBatches(lemlistConnector, watchedEnv, context(), leads);
    expect(errors).toEqual([]);
    expect(outcomes.every((outcome) => outcome.status === 'created')).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  });

  it('skips leads without an email without calling lemlist', async () => {
    const before = calls();
    const leads = [pushLead({ email: null }), pushLead({ email: null })];
    const outcomes = await lemlistConnector.push(env, context(), leads);
    expect(calls()).toBe(before);
    expect(outcomes).toEqual(
      leads.map((lead) => ({ leadId: lead.id, status: 'skipped', skipReason: 'no_email' })),
    );
  });

  it('adds nothing on a re-push: every lead is already in the campaign', async () => {
    const leads = Array.from({ length: 30 }, () => pushLead());
    await pushInBatches(lemlistConnector, env, context(), leads);
    const again = leads.map((lead) => ({ ...lead, email: lead.email!.toUpperCase() }));
    const outcomes = await pushInBatches(lemlistConnector, env, context(), again);
    expect(outcomes.every((outcome) => outcome.skipReason === 'already_in_campaign')).toBe(true);
    expect(sandbox.lemlist.leads(runningCampaign().id)).toHaveLength(30);
  });

  it('adds a lead that is only in another campaign', async () => {
    const lead = pushLead();
    const other = sandbox.lemlist.createCampaign('Otra campaña');
    await lemlistConnector.push(env, context({ id: other._id, name: other.name }), [lead]);
    const [outcome] = await lemlistConnector.push(env, context(), [lead]);
    expect(outcome!.status).toBe('created');
  });

  it('skips addresses lemlist refuses: unsubscribed and invalid ones', async () => {
    const unsubscribed = pushLead({ email: 'baja@clinica-x.es' });
    const invalid = pushLead({ email: 'not-an-address' });
    const fine = pushLead();
    sandbox.lemlist.unsubscribe('baja@clinica-x.es');
    const outcomes = outcomesByLead(
      await lemlistConnector.push(env, context(), [unsubscribed, invalid, fine]),
    );
    expect(outcomes.get(unsubscribed.id)!.skipReason).toBe('blocked_by_service');
    expect(outcomes.get(invalid.id)!.skipReason).toBe('blocked_by_service');
    expect(outcomes.get(fine.id)!.status).toBe('created');
    expect(sandbox.lemlist.leads(runningCampaign().id).map((lead) => lead.email)).toEqual([
      fine.email,
    ]);
  });

  it('throws RateLimitedError with lemlist’s wait on a 429 before adding anything', async () => {
    sandbox.lemlist.setRateLimit({ limit: 1, windowMs: 5000 });
    await lemlistConnector.verify(env, { apiKey: sandbox.lemlist.apiKey }, { campaign: null });
    const attempt = lemlistConnector.push(env, context(), [pushLead(), pushLead()]);
    await expect(attempt).rejects.toBeInstanceOf(RateLimitedError);
    const error = (await attempt.catch((caught: unknown) => caught)) as RateLimitedError;
    expect(error.retryAfterMs).toBeGreaterThanOrEqual(4000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(5000);
    expect(sandbox.lemlist.leads(runningCampaign().id)).toHaveLength(0);
  });

  it('waits out a 429 met mid-batch and reports every lead it added as created', async () => {
    const leads = Array.from({ length: 6 }, () => pushLead());
    // Another client of the same key spends the window just before the third request.
    const { env: watchedEnv, errors } = watched((count) => {
      if (count === 3) sandbox.setFault('lemlist', { failNext: 1, failStatus: 429 });
    });
    const started = Date.now();
    const outcomes = await lemlistConnector.push(watchedEnv, context(), leads);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(RateLimitedError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(outcomes.every((outcome) => outcome.status === 'created')).toBe(true);
    expect(sandbox.lemlist.leads(runningCampaign().id)).toHaveLength(6);
  });

  it('throws AuthRejectedError once the key is revoked', async () => {
    sandbox.lemlist.revokeKey();
    const attempt = lemlistConnector.push(env, context(), [pushLead()]);
    await expect(attempt).rejects.toBeInstanceOf(AuthRejectedError);
    await expect(attempt).rejects.toMatchObject({ message: 'Unauthorized' });
  });

  it('throws TransientServiceError when lemlist answers 500', async () => {
    sandbox.setFault('lemlist', { failNext: 1, failStatus: 500 });
    const attempt = lemlistConnector.push(env, context(), [pushLead()]);
    await expect(attempt).rejects.toBeInstanceOf(TransientServiceError);
    expect(sandbox.lemlist.leads(runningCampaign().id)).toHaveLength(0);
  });

  it('fails every lead with lemlist’s message when the campaign was deleted', async () => {
    const campaign = runningCampaign();
    sandbox.lemlist.deleteCampaign(campaign.id);
    const leads = [...Array.from({ length: 10 }, () => pushLead()), pushLead({ email: null })];
    const before = calls();
    const outcomes = await lemlistConnector.push(env, context(campaign), leads);
    // The first answers say the campaign is gone; the rest are not sent.
    expect(calls() - before).toBeLessThanOrEqual(2);
    for (const outcome of outcomes.slice(0, 10)) {
      expect(outcome).toMatchObject({ status: 'failed', error: 'Campaign not found' });
    }
    expect(outcomes[10]!.skipReason).toBe('no_email');
  });
});
