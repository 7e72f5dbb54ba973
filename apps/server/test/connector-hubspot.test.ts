/**
 * The HubSpot connector against the sandbox's HubSpot stand-in, loopback only: token checks,
 * companies by domain (or name) and contacts upserted by email in batches of 100, associations,
 * re-pushes that create nothing, known ids, rate limits, a revoked token, server errors and a
 * batch where HubSpot refuses one record. Also what the stand-in itself answers.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '@leadatlas/sandbox';
import { hubspotConnector } from '../src/domain/integrations/connectors/hubspot.js';
import type { PushContext, PushLead } from '../src/domain/integrations/connectors/types.js';
import {
  AuthRejectedError,
  RateLimitedError,
  TransientServiceError,
} from '../src/domain/integrations/service-http.js';
import { connectorEnv } from './helpers/connector-env.js';
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

afterEach(() => sandbox.hubspot.reset());

function context(token = sandbox.hubspot.accessToken): PushContext<'hubspot'> {
  return { credentials: { accessToken: token }, settings: {}, batchKey: 'batch-1' };
}

/** Pushes leads the way the engine does: batches of batchSize, in order. */
async function pushAll(leads: PushLead[]) {
  const outcomes = [];
  for (let start = 0; start < leads.length; start += hubspotConnector.batchSize) {
    const batch = leads.slice(start, start + hubspotConnector.batchSize);
    outcomes.push(...(await hubspotConnector.push(env, context(), batch)));
  }
  return outcomes;
}

/** What a push threw. */
function pushError(leads: PushLead[]): Promise<unknown> {
  return hubspotConnector.push(env, context(), leads).catch((caught: unknown) => caught);
}

/** The same leads carrying the ids an earlier push returned, as the engine passes them. */
function withKnown(leads: PushLead[], outcomes: Awaited<ReturnType<typeof pushAll>>) {
  return leads.map((lead) => ({
    ...lead,
    known: outcomes.find((outcome) => outcome.leadId === lead.id)?.externalIds ?? {},
  }));
}

function counts() {
  return {
    companies: sandbox.hubspot.companies().length,
    contacts: sandbox.hubspot.contacts().length,
    associations: sandbox.hubspot.associations().length,
  };
}

describe('verify', () => {
  it('names the portal a good token reaches', async () => {
    await expect(
      hubspotConnector.verify(env, { accessToken: sandbox.hubspot.accessToken }, {}),
    ).resolves.toEqual({
      accountLabel: `Portal ${sandbox.hubspot.portalId}`,
    });
  });

  it("refuses a wrong token with HubSpot's message, without the token in it", async () => {
    const error = await hubspotConnector
      .verify(env, { accessToken: 'pat-na1-wrong-token' }, {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthRejectedError);
    expect((error as AuthRejectedError).status).toBe(401);
    expect((error as Error).message).toMatch(/^Authentication credentials not found/);
    expect((error as Error).message).not.toContain('pat-na1-wrong-token');
  });
});

describe('push', () => {
  it('creates 150 companies and contacts in two batches, each contact with its company', async () => {
    const leads = Array.from({ length: 150 }, () => pushLead());
    leads[0] = {
      ...leads[0]!,
      industry: 'salud',
      employees: '25',
      linkedin: 'https://www.linkedin.com/company/clinica-sol',
      socials: { ...leads[0]!.socials, twitter: 'https://x.com/clinicasol' },
    };
    leads[1] = { ...leads[1]!, firstName: null, lastName: null, contactName: 'Dra. Ruiz' };
    const outcomes = await pushAll(leads);

    expect(outcomes).toHaveLength(150);
    expect(outcomes.every((outcome) => outcome.status === 'created')).toBe(true);
    expect(counts()).toEqual({ companies: 150, contacts: 150, associations: 150 });
    expect(sandbox.hubspot.duplicateDomains()).toEqual([]);
    // Per batch: one search, one create, one upsert, one association call.
    expect(sandbox.hubspot.callCount('/companies/search')).toBe(2);
    expect(sandbox.hubspot.callCount('/companies/batch/create')).toBe(2);
    expect(sandbox.hubspot.callCount('/contacts/batch/upsert')).toBe(2);
    expect(sandbox.hubspot.callCount('/batch/associate/default')).toBe(2);
    expect(sandbox.hubspot.calls.map((call) => call.size)).toContain(100);
    expect(Math.max(...sandbox.hubspot.calls.map((call) => call.size))).toBeLessThanOrEqual(100);

    const first = leads[0]!;
    const ids = outcomes[0]!.externalIds!;
    const company = sandbox.hubspot.companies().find((c) => c.id === ids.companyId)!;
    expect(company.properties).toMatchObject({
      name: first.businessName,
      domain: first.domain,
      website: first.website,
      phone: first.phone,
      address: first.address,
      city: 'Madrid',
      zip: '28013',
      country: 'Spain',
      industry: 'HOSPITAL_HEALTH_CARE',
      numberofemployees: '25',
      facebook_company_page: first.socials.facebook,
      linkedin_company_page: 'https://www.linkedin.com/company/clinica-sol',
      twitterhandle: 'clinicasol',
    });
    const contact = sandbox.hubspot.contacts().find((c) => c.id === ids.contactId)!;
    expect(contact.properties).toMatchObject({
      email: first.email,
      firstname: 'María',
      lastname: 'López',
      jobtitle: 'owner',
      company: first.businessName,
      website: first.website,
      phone: first.phone,
      city: 'Madrid',
      country: 'Spain',
    });
    expect(sandbox.hubspot.associations()).toContainEqual({
      contactId: ids.contactId,
      companyId: ids.companyId,
      associationTypeId: 279,
    });
    // An industry HubSpot has no option for, and a size range, are left out rather than refused.
    const other = sandbox.hubspot
      .companies()
      .find((c) => c.id === outcomes[1]!.externalIds!.companyId)!;
    expect(other.properties.industry).toBeUndefined();
    expect(other.properties.numberofemployees).toBeUndefined();
    const unsplit = sandbox.hubspot
      .contacts()
      .find((c) => c.id === outcomes[1]!.externalIds!.contactId)!;
    expect(unsplit.properties.firstname).toBe('Dra. Ruiz');
    expect(unsplit.properties.lastname).toBeUndefined();
  });

  it('makes leads without an email companies only', async () => {
    const leads = [pushLead({ email: null, emailStatus: null }), pushLead({ email: '  ' })];
    const outcomes = await hubspotConnector.push(env, context(), leads);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['created', 'created']);
    expect(outcomes.map((outcome) => Object.keys(outcome.externalIds!))).toEqual([
      ['companyId'],
      ['companyId'],
    ]);
    expect(counts()).toEqual({ companies: 2, contacts: 0, associations: 0 });
    expect(sandbox.hubspot.callCount('/contacts/')).toBe(0);
  });

  it('creates nothing new when the same leads are pushed again, with or without known ids', async () => {
    const leads = [
      ...Array.from({ length: 3 }, () => pushLead()),
      pushLead({ email: null }),
      pushLead({ domain: null, website: null, businessName: 'Bar Pepe', city: 'Sevilla' }),
    ];
    const first = await hubspotConnector.push(env, context(), leads);
    expect(first.every((outcome) => outcome.status === 'created')).toBe(true);
    const after = counts();
    expect(after).toEqual({ companies: 5, contacts: 4, associations: 4 });

    // A retry of the same batch (ids not recorded yet): found by domain, name and email.
    const again = await hubspotConnector.push(env, context(), leads);
    expect(again.map((outcome) => outcome.status)).toEqual(Array(5).fill('updated'));
    expect(again.map((outcome) => outcome.externalIds)).toEqual(first.map((o) => o.externalIds));
    expect(counts()).toEqual(after);

    // The next push with the ids recorded: no search at all.
    const searches = sandbox.hubspot.callCount('/search');
    const known = await hubspotConnector.push(env, context(), withKnown(leads, first));
    expect(known.map((outcome) => outcome.status)).toEqual(Array(5).fill('updated'));
    expect(sandbox.hubspot.callCount('/search')).toBe(searches);
    expect(counts()).toEqual(after);
    expect(sandbox.hubspot.duplicateDomains()).toEqual([]);
  });

  it("keeps a re-push exact with the last push's ids while HubSpot's search lags", async () => {
    sandbox.hubspot.setSearchLag(60_000);
    const leads = [pushLead(), pushLead({ domain: null, website: null, businessName: 'Bar Sol' })];
    const first = await hubspotConnector.push(env, context(), leads);
    const again = await hubspotConnector.push(env, context(), withKnown(leads, first));
    expect(again.map((outcome) => outcome.status)).toEqual(['updated', 'updated']);
    expect(counts()).toEqual({ companies: 2, contacts: 2, associations: 2 });
  });

  it('uses the records already in the portal, whatever their case', async () => {
    const lead = pushLead();
    const company = sandbox.hubspot.addRecord('companies', {
      name: 'Old name',
      domain: lead.domain!.toUpperCase(),
    });
    const contact = sandbox.hubspot.addRecord('contacts', { email: lead.email!.toUpperCase() });
    const [outcome] = await hubspotConnector.push(env, context(), [lead]);
    expect(outcome).toEqual({
      leadId: lead.id,
      status: 'updated',
      externalIds: { companyId: company.id, contactId: contact.id },
    });
    expect(sandbox.hubspot.companies()[0]!.properties.name).toBe(lead.businessName);
    expect(counts()).toEqual({ companies: 1, contacts: 1, associations: 1 });
  });

  it('keeps name-only companies apart by city, and two leads of one business together', async () => {
    const madrid = pushLead({
      domain: null,
      website: null,
      businessName: 'Farmacia Central',
      city: 'Madrid',
    });
    const bilbao = pushLead({
      domain: null,
      website: null,
      businessName: 'Farmacia Central',
      city: 'Bilbao',
    });
    const branch = pushLead({ email: null });
    const sameSite = pushLead({
      domain: branch.domain,
      website: branch.website,
      email: 'otra@x.es',
    });
    const outcomes = await hubspotConnector.push(env, context(), [
      madrid,
      bilbao,
      branch,
      sameSite,
    ]);
    const companyIds = outcomes.map((outcome) => outcome.externalIds!.companyId);
    expect(new Set(companyIds).size).toBe(3);
    expect(companyIds[2]).toBe(companyIds[3]);
    expect(counts().companies).toBe(3);
  });

  it('respects known ids, and makes again a company deleted in HubSpot', async () => {
    const existing = sandbox.hubspot.addRecord('companies', { name: 'Renamed in HubSpot' });
    // Its domain is not the one in HubSpot: the known id wins. No email: the outcome is the company's.
    const moved = pushLead({ email: null, known: { companyId: existing.id } });
    const gone = pushLead({ known: { companyId: '19999999999' } });
    const outcomes = await hubspotConnector.push(env, context(), [moved, gone]);

    expect(outcomes[0]).toMatchObject({
      status: 'updated',
      externalIds: { companyId: existing.id },
    });
    expect(outcomes[1]!.status).toBe('created');
    expect(outcomes[1]!.externalIds!.companyId).not.toBe('19999999999');
    expect(sandbox.hubspot.callCount('/search')).toBe(0);
    const companies = sandbox.hubspot.companies();
    expect(companies).toHaveLength(2);
    expect(companies.find((c) => c.id === existing.id)!.properties.domain).toBe(moved.domain);
  });

  it("fails only the leads HubSpot refused, with HubSpot's words", async () => {
    const good = [pushLead(), pushLead(), pushLead()];
    const bad = pushLead({ email: 'maría lópez@clínica.es' });
    const outcomes = await hubspotConnector.push(env, context(), [
      good[0]!,
      bad,
      good[1]!,
      good[2]!,
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'created',
      'failed',
      'created',
      'created',
    ]);
    expect(outcomes[1]!.error).toBe('Email address maría lópez@clínica.es is invalid');
    // The company was made: the next push updates it rather than making another.
    expect(outcomes[1]!.externalIds).toEqual({ companyId: expect.any(String) });
    expect(counts()).toEqual({ companies: 4, contacts: 3, associations: 3 });
    expect(sandbox.hubspot.calls.find((call) => call.path.endsWith('/batch/upsert'))!.status).toBe(
      207,
    );
  });

  it('fails every lead of a batch HubSpot refuses as a whole, and the others of the push go on', async () => {
    sandbox.hubspot.failNext(400, { path: '/companies/batch/create' });
    const leads = [pushLead(), pushLead()];
    const outcomes = await hubspotConnector.push(env, context(), leads);
    expect(outcomes).toEqual(
      leads.map((lead) => ({ leadId: lead.id, status: 'failed', error: 'Bad request' })),
    );
    expect(counts()).toEqual({ companies: 0, contacts: 0, associations: 0 });
  });
});

describe('service errors', () => {
  it("surfaces a 429 as RateLimitedError with HubSpot's Retry-After, and the retry duplicates nothing", async () => {
    sandbox.hubspot.setRateLimit({ max: 3, windowMs: 10_000 });
    const leads = [pushLead(), pushLead()];
    const error = await pushError(leads);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBeGreaterThan(8_000);
    expect((error as RateLimitedError).retryAfterMs).toBeLessThanOrEqual(10_000);
    expect((error as Error).message).toBe('You have reached your ten_secondly_rolling limit.');
    // Companies and contacts were written before the limit hit the association call.
    expect(counts()).toEqual({ companies: 2, contacts: 2, associations: 0 });

    sandbox.hubspot.setRateLimit({ max: 100 });
    const outcomes = await hubspotConnector.push(env, context(), leads);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['updated', 'updated']);
    expect(counts()).toEqual({ companies: 2, contacts: 2, associations: 2 });
  });

  it('reads the wait HubSpot asks for', async () => {
    sandbox.hubspot.failNext(429, { path: '/search', retryAfterSeconds: 7 });
    const error = await pushError([pushLead()]);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterMs).toBe(7_000);
  });

  it('stops with AuthRejectedError when the token is revoked mid-push', async () => {
    sandbox.hubspot.revokeToken({ afterCalls: 2 }); // the search and the companies pass
    const error = await pushError([pushLead()]);
    expect(error).toBeInstanceOf(AuthRejectedError);
    expect(sandbox.hubspot.companies()).toHaveLength(1);
    expect(await pushError([pushLead()])).toBeInstanceOf(AuthRejectedError);
    expect((error as AuthRejectedError).status).toBe(401);
    expect((error as Error).message).not.toContain(sandbox.hubspot.accessToken);
  });

  it('surfaces a 500 as TransientServiceError, and the retry finishes the batch', async () => {
    sandbox.hubspot.failNext(500, { path: '/contacts/batch/upsert' });
    const leads = [pushLead(), pushLead()];
    const error = await pushError(leads);
    expect(error).toBeInstanceOf(TransientServiceError);
    expect((error as TransientServiceError).status).toBe(500);

    const outcomes = await hubspotConnector.push(env, context(), leads);
    // The companies came from the first attempt; the contacts are new now.
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['created', 'created']);
    expect(counts()).toEqual({ companies: 2, contacts: 2, associations: 2 });
  });
});

describe('the stand-in', () => {
  const send = (path: string, body: unknown, token = sandbox.hubspot.accessToken) =>
    fetch(`${sandbox.hubspotUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses a whole untraced batch for one bad record, and writes nothing', async () => {
    const response = await send('/crm/v3/objects/contacts/batch/create', {
      inputs: [
        { properties: { email: 'ok@example.com' } },
        { properties: { email: 'not an email' } },
      ],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'error', category: 'VALIDATION_ERROR' });
    expect(body.message).toMatch(/^Property values were not valid: \[.*INVALID_EMAIL/);
    expect(sandbox.hubspot.contacts()).toHaveLength(0);
  });

  it('answers 207 with the refused records of a traced batch', async () => {
    const response = await send('/crm/v3/objects/companies/batch/create', {
      inputs: [
        { properties: { name: 'A', industry: 'RETAIL' }, objectWriteTraceId: 'a' },
        { properties: { name: 'B', industry: 'salud' }, objectWriteTraceId: 'b' },
        { properties: { name: 'C', nope: 'x' }, objectWriteTraceId: 'c' },
      ],
    });
    expect(response.status).toBe(207);
    const body = (await response.json()) as {
      results: Array<{ objectWriteTraceId: string }>;
      numErrors: number;
      errors: Array<{ context: { objectWriteTraceId: string[] }; errors: Array<{ code: string }> }>;
    };
    expect(body.results.map((result) => result.objectWriteTraceId)).toEqual(['a']);
    expect(body.numErrors).toBe(2);
    expect(
      body.errors.map((error) => [error.context.objectWriteTraceId, error.errors[0]!.code]),
    ).toEqual([
      [['b'], 'INVALID_OPTION'],
      [['c'], 'PROPERTY_DOESNT_EXIST'],
    ]);
  });

  it('refuses more than 100 inputs, and a second contact with an address', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ properties: { name: `N${i}` } }));
    expect((await send('/crm/v3/objects/companies/batch/create', { inputs: many })).status).toBe(
      400,
    );
    await send('/crm/v3/objects/contacts/batch/create', {
      inputs: [{ properties: { email: 'a@b.es' } }],
    });
    const again = await send('/crm/v3/objects/contacts/batch/create', {
      inputs: [{ properties: { email: 'A@B.es' } }],
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      category: 'CONFLICT',
      message: expect.stringMatching(/^Contact already exists\. Existing ID: \d+$/),
    });
  });

  it('limits searches per second and names the policy', async () => {
    const search = () =>
      send('/crm/v3/objects/companies/search', {
        filterGroups: [{ filters: [{ propertyName: 'domain', operator: 'IN', values: ['x.es'] }] }],
      });
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await search()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await search();
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(await limited.json()).toMatchObject({ errorType: 'RATE_LIMIT', policyName: 'SECONDLY' });
  });

  it('answers 401 to a missing or wrong token', async () => {
    const response = await send('/crm/v3/objects/companies/search', {}, 'nope');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      status: 'error',
      category: 'INVALID_AUTHENTICATION',
    });
  });
});
