/**
 * The Instantly connector against the sandbox's Instantly API V2 stand-in (loopback only): key
 * checks, the campaign list, leads added to the campaign once, refused addresses, leads without
 * an email, rate limits, revoked keys, outages and a campaign deleted before the push.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@leadatlas/sandbox';
import { instantlyConnector } from '../src/domain/integrations/connectors/instantly.js';
import type { PushContext } from '../src/domain/integrations/connectors/types.js';
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
  sandbox.instantly.reset();
  sandbox.setFault('instantly', null);
});

function activeCampaign() {
  const campaign = sandbox.instantly.campaigns().find((entry) => entry.status === 1)!;
  return { id: campaign.id, name: campaign.name };
}

function context(campaign = activeCampaign()): PushContext<'instantly'> {
  return {
    credentials: { apiKey: sandbox.instantly.apiKey },
    settings: { campaign },
    batchKey: 'batch-1',
  };
}

function calls(): number {
  return sandbox.requests.instantly;
}

describe('verify', () => {
  it('accepts the key and names the workspace, and checks the chosen campaign', async () => {
    const account = await instantlyConnector.verify(
      env,
      { apiKey: sandbox.instantly.apiKey },
      { campaign: activeCampaign() },
    );
    expect(account.accountLabel).toBe(sandbox.instantly.workspaceName);
  });

  it('refuses a wrong key with Instantly’s own words', async () => {
    const attempt = instantlyConnector.verify(
      env,
      { apiKey: 'wrong-key-1234' },
      { campaign: null },
    );
    await expect(attempt).rejects.toBeInstanceOf(AuthRejectedError);
    await expect(attempt).rejects.toMatchObject({ status: 401, message: 'Invalid API key' });
  });

  it('says when the chosen campaign no longer exists', async () => {
    const campaign = activeCampaign();
    sandbox.instantly.deleteCampaign(campaign.id);
    const attempt = instantlyConnector.verify(
      env,
      { apiKey: sandbox.instantly.apiKey },
      { campaign },
    );
    await expect(attempt).rejects.toBeInstanceOf(ServiceRejectedError);
    await expect(attempt).rejects.toMatchObject({ status: 404, message: 'Campaign not found' });
  });
});

describe('listCampaigns', () => {
  it('lists every campaign with its status word, across pages', async () => {
    for (let n = 0; n < 120; n += 1) sandbox.instantly.createCampaign(`Extra ${n}`, 2);
    const campaigns = await instantlyConnector.listCampaigns!(env, {
      apiKey: sandbox.instantly.apiKey,
    });
    expect(campaigns).toHaveLength(122);
    expect(new Set(campaigns.map((campaign) => campaign.id)).size).toBe(122);
    expect(campaigns[0]).toEqual({
      id: activeCampaign().id,
      name: activeCampaign().name,
      status: 'active',
    });
    expect(campaigns[1]!.status).toBe('draft');
    expect(campaigns[2]!.status).toBe('paused');
  });
});

describe('push', () => {
  it('adds 150 leads to the campaign, mapped field by field, in one call per batch', async () => {
    const leads = Array.from({ length: 150 }, () => pushLead());
    const before = calls();
    const outcomes = await pushInBatches(instantlyConnector, env, context(), leads);
    expect(calls() - before).toBe(2);
    expect(outcomes).toHaveLength(150);
    expect(outcomes.every((outcome) => outcome.status === 'created')).toBe(true);
    expect(outcomes.every((outcome) => outcome.externalIds?.lead)).toBe(true);

    const stored = sandbox.instantly.leads(activeCampaign().id);
    expect(stored).toHaveLength(150);
    const first = leads[0]!;
    const lead = stored.find((entry) => entry.email === first.email)!;
    expect(lead.id).toBe(outcomesByLead(outcomes).get(first.id)!.externalIds!.lead);
    expect(lead).toMatchObject({
      first_name: 'María',
      last_name: 'López',
      company_name: first.businessName,
      job_title: 'owner',
      website: first.website,
      phone: '+34 911 23 45 67',
    });
    expect(lead.payload).toEqual({
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postalCode: '28013',
      country: 'ES',
      category: 'dentist',
      industry: 'health',
      rating: 4.6,
      reviewCount: 128,
      employees: '11-50',
      companySize: '11-50',
      facebook: first.socials.facebook,
    });
  });

  it('skips leads without an email without calling Instantly', async () => {
    const before = calls();
    const leads = [pushLead({ email: null }), pushLead({ email: null })];
    const outcomes = await instantlyConnector.push(env, context(), leads);
    expect(calls()).toBe(before);
    expect(outcomes).toEqual(
      leads.map((lead) => ({ leadId: lead.id, status: 'skipped', skipReason: 'no_email' })),
    );

    const mixed = [pushLead({ email: null }), pushLead(), pushLead({ email: null })];
    const mixedList = await instantlyConnector.push(env, context(), mixed);
    expect(mixedList.map((outcome) => outcome.leadId)).toEqual(mixed.map((lead) => lead.id));
    const mixedOutcomes = outcomesByLead(mixedList);
    expect(mixedOutcomes.get(mixed[1]!.id)!.status).toBe('created');
    expect(mixedOutcomes.get(mixed[0]!.id)!.skipReason).toBe('no_email');
    expect(sandbox.instantly.leads(activeCampaign().id)).toHaveLength(1);
  });

  it('adds nothing on a re-push: every lead is already in the campaign', async () => {
    const leads = Array.from({ length: 30 }, () => pushLead());
    await pushInBatches(instantlyConnector, env, context(), leads);
    // The same addresses in other capitals are the same leads to Instantly.
    const again = leads.map((lead) => ({ ...lead, email: lead.email!.toUpperCase() }));
    const outcomes = await pushInBatches(instantlyConnector, env, context(), again);
    expect(outcomes.every((outcome) => outcome.skipReason === 'already_in_campaign')).toBe(true);
    expect(sandbox.instantly.leads(activeCampaign().id)).toHaveLength(30);
  });

  it('adds a lead that is only in another campaign', async () => {
    const lead = pushLead();
    const other = sandbox.instantly.createCampaign('Otra campaña');
    await instantlyConnector.push(env, context({ id: other.id, name: other.name }), [lead]);
    const [outcome] = await instantlyConnector.push(env, context(), [lead]);
    expect(outcome!.status).toBe('created');
  });

  it('counts one address twice in a batch once', async () => {
    const shared = 'info@clinica-repetida.es';
    const leads = [pushLead({ email: shared }), pushLead({ email: shared })];
    const outcomes = await instantlyConnector.push(env, context(), leads);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['created', 'skipped']);
    expect(outcomes[1]!.skipReason).toBe('already_in_campaign');
    expect(sandbox.instantly.leads(activeCampaign().id)).toHaveLength(1);
  });

  it('skips addresses Instantly refuses: its blocklist and invalid ones', async () => {
    const blocked = pushLead({ email: 'jefe@bloqueada.es' });
    const blockedDomain = pushLead({ email: 'ventas@spam-domain.es' });
    const invalid = pushLead({ email: 'not-an-address' });
    const fine = pushLead();
    sandbox.instantly.block('jefe@bloqueada.es');
    sandbox.instantly.block('@spam-domain.es');
    const outcomes = outcomesByLead(
      await instantlyConnector.push(env, context(), [blocked, blockedDomain, invalid, fine]),
    );
    expect(outcomes.get(blocked.id)!.skipReason).toBe('blocked_by_service');
    expect(outcomes.get(blockedDomain.id)!.skipReason).toBe('blocked_by_service');
    expect(outcomes.get(invalid.id)!.skipReason).toBe('blocked_by_service');
    expect(outcomes.get(fine.id)!.status).toBe('created');
    expect(sandbox.instantly.leads(activeCampaign().id).map((lead) => lead.email)).toEqual([
      fine.email,
    ]);
  });

  it('tells apart leads already in the campaign from refused ones in the same batch', async () => {
    const known = [pushLead(), pushLead()];
    await instantlyConnector.push(env, context(), known);
    const blocked = pushLead({ email: 'bloqueado@clinica-x.es' });
    sandbox.instantly.block(blocked.email!);
    const fresh = pushLead();
    const before = calls();
    const outcomes = outcomesByLead(
      await instantlyConnector.push(env, context(), [known[0]!, blocked, fresh, known[1]!]),
    );
    expect(calls() - before).toBe(2);
    expect(outcomes.get(known[0]!.id)!.skipReason).toBe('already_in_campaign');
    expect(outcomes.get(known[1]!.id)!.skipReason).toBe('already_in_campaign');
    expect(outcomes.get(blocked.id)!.skipReason).toBe('blocked_by_service');
    expect(outcomes.get(fresh.id)!.status).toBe('created');
  });

  it('throws RateLimitedError with Instantly’s wait on a 429', async () => {
    sandbox.instantly.setRateLimit({ limit: 1, windowMs: 5000 });
    await instantlyConnector.push(env, context(), [pushLead()]);
    const attempt = instantlyConnector.push(env, context(), [pushLead()]);
    await expect(attempt).rejects.toBeInstanceOf(RateLimitedError);
    const error = (await attempt.catch((caught: unknown) => caught)) as RateLimitedError;
    expect(error.retryAfterMs).toBeGreaterThanOrEqual(4000);
    expect(error.retryAfterMs).toBeLessThanOrEqual(5000);
    expect(sandbox.instantly.leads(activeCampaign().id)).toHaveLength(1);
  });

  it('throws AuthRejectedError once the key is revoked', async () => {
    sandbox.instantly.revokeKey();
    const attempt = instantlyConnector.push(env, context(), [pushLead()]);
    await expect(attempt).rejects.toBeInstanceOf(AuthRejectedError);
    await expect(attempt).rejects.toMatchObject({ message: 'Invalid API key' });
  });

  it('throws TransientServiceError when Instantly answers 500', async () => {
    sandbox.setFault('instantly', { failNext: 1, failStatus: 500 });
    const attempt = instantlyConnector.push(env, context(), [pushLead()]);
    await expect(attempt).rejects.toBeInstanceOf(TransientServiceError);
    expect(sandbox.instantly.leads(activeCampaign().id)).toHaveLength(0);
  });

  it('fails every lead with Instantly’s message when the campaign was deleted', async () => {
    const campaign = activeCampaign();
    sandbox.instantly.deleteCampaign(campaign.id);
    const leads = [pushLead(), pushLead(), pushLead({ email: null })];
    const outcomes = outcomesByLead(await instantlyConnector.push(env, context(campaign), leads));
    expect(outcomes.get(leads[0]!.id)).toEqual({
      leadId: leads[0]!.id,
      status: 'failed',
      error: 'Campaign not found',
    });
    expect(outcomes.get(leads[1]!.id)!.error).toBe('Campaign not found');
    expect(outcomes.get(leads[2]!.id)!.skipReason).toBe('no_email');
  });
});
