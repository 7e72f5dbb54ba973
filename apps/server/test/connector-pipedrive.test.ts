/**
 * The Pipedrive connector against the sandbox's Pipedrive stand-in: verify, pushes that search
 * before they create, re-pushes that create nothing, pacing under the rate limit, and the errors
 * the push engine acts on.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Sandbox } from '@leadatlas/sandbox';
import { pipedriveConnector } from '../src/domain/integrations/connectors/pipedrive.js';
import type { LeadOutcome, PushLead } from '../src/domain/integrations/connectors/types.js';
import {
  AuthRejectedError,
  RateLimitedError,
  ServiceRejectedError,
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
beforeEach(() => {
  sandbox.pipedrive.reset();
  // Most tests are about what is sent, not about pace: room for every call.
  sandbox.pipedrive.setRateLimit({ requests: 10_000, searches: 10_000 });
});

function context(overrides: { apiToken?: string; companyDomain?: string } = {}) {
  return {
    credentials: { apiToken: overrides.apiToken ?? sandbox.pipedrive.apiToken },
    settings: { companyDomain: overrides.companyDomain ?? sandbox.pipedrive.companyDomain },
    batchKey: 'batch-1',
  };
}

/** Pushes the leads in the connector's batch size, as the push engine does. */
async function pushAll(leads: PushLead[]): Promise<LeadOutcome[]> {
  const outcomes: LeadOutcome[] = [];
  for (let i = 0; i < leads.length; i += pipedriveConnector.batchSize) {
    outcomes.push(
      ...(await pipedriveConnector.push(
        env,
        context(),
        leads.slice(i, i + pipedriveConnector.batchSize),
      )),
    );
  }
  return outcomes;
}

/** The lead again, with the ids the first push returned (as the engine passes them). */
function withKnown(lead: PushLead, outcome: LeadOutcome | undefined): PushLead {
  return { ...lead, known: outcome?.externalIds ?? {} };
}

function domainFieldCode(): string {
  const field = sandbox.pipedrive.organizationFields().find((f) => f.field_name === 'Domain');
  expect(field?.is_custom_field).toBe(true);
  return field!.field_code;
}

describe('verify', () => {
  it('accepts the token of the company domain and names the account', async () => {
    await expect(
      pipedriveConnector.verify(env, context().credentials, context().settings),
    ).resolves.toEqual({ accountLabel: 'sandbox.pipedrive.com' });
    expect(sandbox.pipedrive.calls()).toEqual([
      { method: 'GET', path: '/api/v1/users/me', status: 200 },
    ]);
  });

  it('surfaces Pipedrive’s refusal of a wrong token', async () => {
    const attempt = pipedriveConnector.verify(
      env,
      { apiToken: 'not-the-token' },
      context().settings,
    );
    await expect(attempt).rejects.toBeInstanceOf(AuthRejectedError);
    await expect(attempt).rejects.toThrow('unauthorized access');
  });

  it('says when there is no company at the domain', async () => {
    const attempt = pipedriveConnector.verify(env, context().credentials, {
      companyDomain: 'nosuchco',
    });
    await expect(attempt).rejects.toBeInstanceOf(ServiceRejectedError);
    await expect(attempt).rejects.toThrow(
      'No Pipedrive company at nosuchco.pipedrive.com (Pipedrive answered: Company domain nosuchco.pipedrive.com not found)',
    );
  });

  it('names the domain the token belongs to when another company’s domain was given', async () => {
    sandbox.pipedrive.addCompanyDomain('othercompany');
    await expect(
      pipedriveConnector.verify(env, context().credentials, { companyDomain: 'othercompany' }),
    ).rejects.toThrow(
      'This API token belongs to sandbox.pipedrive.com (Sandbox Company), not to othercompany.pipedrive.com',
    );
  });
});

describe('push', () => {
  it('creates 120 organizations with their persons, linked, in few calls per lead', async () => {
    const leads = Array.from({ length: 120 }, () => pushLead());
    const outcomes = await pushAll(leads);

    expect(outcomes.map((o) => o.leadId)).toEqual(leads.map((l) => l.id));
    expect(outcomes.every((o) => o.status === 'created')).toBe(true);
    const organizations = sandbox.pipedrive.organizations();
    const persons = sandbox.pipedrive.persons();
    expect(organizations).toHaveLength(120);
    expect(persons).toHaveLength(120);
    const domainField = domainFieldCode();
    leads.forEach((lead, index) => {
      const ids = outcomes[index]!.externalIds!;
      const organization = organizations.find((o) => String(o.id) === ids.organizationId)!;
      expect(organization.name).toBe(lead.businessName);
      expect(organization.custom_fields[domainField]).toBe(lead.domain);
      expect(organization.address).toEqual({
        value: 'Calle Mayor 1, 28013 Madrid, Spain',
        locality: 'Madrid',
        postal_code: '28013',
        country: 'Spain',
      });
      const person = persons.find((p) => String(p.id) === ids.personId)!;
      expect(person.name).toBe('María López');
      expect(person.org_id).toBe(organization.id);
      expect(person.emails).toEqual([{ value: lead.email, primary: true, label: 'work' }]);
      expect(person.phones).toEqual([{ value: '+34 911 23 45 67', primary: true, label: 'work' }]);
    });

    // Per batch: the fields lookup (and the field's creation once); per lead: a search and a
    // create for the organization, the same for the person.
    const calls = sandbox.pipedrive.calls();
    const perLead = calls.length / leads.length;
    console.info(
      `Pipedrive: ${calls.length} calls for ${leads.length} new leads = ${perLead.toFixed(2)} per lead`,
    );
    expect(calls.filter((c) => c.path.endsWith('/search'))).toHaveLength(240);
    expect(
      calls.filter((c) => c.method === 'POST' && c.path === '/api/v2/organizationFields'),
    ).toHaveLength(1);
    expect(perLead).toBeLessThanOrEqual(4.1);
    expect(calls.every((c) => c.status === 200)).toBe(true);
  });

  it('pushes leads without an email or a contact as organizations only, matched by name and city', async () => {
    const bare = {
      email: null,
      emailStatus: null,
      contactName: null,
      firstName: null,
      lastName: null,
    };
    const noWebsite = pushLead({ ...bare, domain: null, website: null, businessName: 'Bar Pepe' });
    const leads = [pushLead(bare), noWebsite];
    const outcomes = await pipedriveConnector.push(env, context(), leads);

    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(outcomes.every((o) => Object.keys(o.externalIds!).join() === 'organizationId')).toBe(
      true,
    );
    expect(sandbox.pipedrive.persons()).toHaveLength(0);
    expect(sandbox.pipedrive.calls().some((c) => c.path.startsWith('/api/v2/persons'))).toBe(false);

    // The same bar without the ids is found by its name in its city; one in Sevilla is another.
    const again = await pipedriveConnector.push(env, context(), [
      { ...noWebsite, id: 'again' },
      { ...noWebsite, id: 'sevilla', city: 'Sevilla', postalCode: '41001' },
    ]);
    expect(again.map((o) => o.status)).toEqual(['updated', 'created']);
    expect(again[0]!.externalIds).toEqual(outcomes[1]!.externalIds);
    expect(sandbox.pipedrive.organizations().map((o) => o.name)).toEqual([
      leads[0]!.businessName,
      'Bar Pepe',
      'Bar Pepe',
    ]);
  });

  it('a contact name without an email still makes a person; an email alone names it by its local part', async () => {
    const outcomes = await pipedriveConnector.push(env, context(), [
      pushLead({ email: null, emailStatus: null }),
      pushLead({ contactName: null, firstName: null, lastName: null, email: 'info@bar.example' }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'created']);
    expect(sandbox.pipedrive.persons().map((p) => [p.name, p.emails.map((e) => e.value)])).toEqual([
      ['María López', []],
      ['info', ['info@bar.example']],
    ]);
  });

  it('sends the same leads again without creating anything, with or without the known ids', async () => {
    const leads = Array.from({ length: 10 }, () => pushLead());
    const first = await pipedriveConnector.push(env, context(), leads);
    expect(first.every((o) => o.status === 'created')).toBe(true);
    const before = {
      organizations: sandbox.pipedrive.organizations(),
      persons: sandbox.pipedrive.persons(),
    };

    const searched = await pipedriveConnector.push(env, context(), leads);
    expect(searched.map((o) => o.status)).toEqual(Array(10).fill('updated'));
    expect(searched.map((o) => o.externalIds)).toEqual(first.map((o) => o.externalIds));

    const callsBefore = sandbox.pipedrive.calls().length;
    const known = await pipedriveConnector.push(
      env,
      context(),
      leads.map((lead, i) => withKnown(lead, first[i])),
    );
    expect(known.map((o) => o.status)).toEqual(Array(10).fill('updated'));
    expect(known.map((o) => o.externalIds)).toEqual(first.map((o) => o.externalIds));
    // The known ids are checked in one call per kind: no search, no write.
    expect(sandbox.pipedrive.calls().slice(callsBefore)).toEqual([
      { method: 'GET', path: '/api/v2/organizations', status: 200 },
      { method: 'GET', path: '/api/v2/persons', status: 200 },
    ]);
    expect(sandbox.pipedrive.organizations()).toEqual(before.organizations);
    expect(sandbox.pipedrive.persons()).toEqual(before.persons);
  });

  it('relies on the known ids while Pipedrive’s search index lags, and on memory within a batch', async () => {
    sandbox.pipedrive.setSearchLag(60_000);
    const lead = pushLead();
    const sameBusiness = { ...lead, id: 'twin' };
    const first = await pipedriveConnector.push(env, context(), [lead, sameBusiness]);
    expect(first.map((o) => o.status)).toEqual(['created', 'updated']);
    expect(first[1]!.externalIds).toEqual(first[0]!.externalIds);

    const again = await pipedriveConnector.push(env, context(), [withKnown(lead, first[0])]);
    expect(again[0]).toMatchObject({ status: 'updated', externalIds: first[0]!.externalIds });
    expect(sandbox.pipedrive.organizations()).toHaveLength(1);
    expect(sandbox.pipedrive.persons()).toHaveLength(1);
  });

  it('finds the organization again when a known id no longer exists', async () => {
    const lead = pushLead();
    const [first] = await pipedriveConnector.push(env, context(), [lead]);
    const [again] = await pipedriveConnector.push(env, context(), [
      { ...lead, known: { organizationId: '999999', personId: first!.externalIds!.personId! } },
    ]);
    expect(again).toMatchObject({ status: 'updated', externalIds: first!.externalIds });
    expect(sandbox.pipedrive.organizations()).toHaveLength(1);
  });

  it('links a person found without an organization, and leaves a found person’s other data alone', async () => {
    const lead = pushLead();
    const base = sandbox.pipedriveUrl.replace('{domain}', 'sandbox');
    const response = await fetch(`${base}/api/v2/persons`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': sandbox.pipedrive.apiToken },
      body: JSON.stringify({ name: 'María L.', emails: [{ value: lead.email }] }),
    });
    const existing = ((await response.json()) as { data: { id: number } }).data;

    const [outcome] = await pipedriveConnector.push(env, context(), [lead]);
    expect(outcome!.status).toBe('created'); // the organization is new
    expect(outcome!.externalIds!.personId).toBe(String(existing.id));
    const [person] = sandbox.pipedrive.persons();
    expect(person).toMatchObject({
      name: 'María L.',
      org_id: Number(outcome!.externalIds!.organizationId),
    });
    expect(sandbox.pipedrive.persons()).toHaveLength(1);
  });

  it('fails only the lead whose person Pipedrive refuses, with Pipedrive’s words', async () => {
    sandbox.pipedrive.refuseValue('Refused Name');
    const leads = [
      pushLead(),
      pushLead({ email: 'maria@@broken' }),
      pushLead({ contactName: 'Refused Name' }),
      pushLead(),
    ];
    const outcomes = await pipedriveConnector.push(env, context(), leads);
    expect(outcomes.map((o) => o.status)).toEqual(['created', 'failed', 'failed', 'created']);
    expect(outcomes[1]).toMatchObject({
      error: 'Validation failed: emails/0/value: Invalid email address',
      externalIds: { organizationId: expect.any(String) },
    });
    expect(outcomes[2]!.error).toBe('Validation failed: name: Invalid value');
    expect(sandbox.pipedrive.persons()).toHaveLength(2);
  });

  it('keeps under the rate limit by pacing on x-ratelimit headers instead of running into 429s', async () => {
    sandbox.pipedrive.setRateLimit({ requests: 80, searches: 3, windowMs: 1000 });
    const leads = Array.from({ length: 4 }, () => pushLead());
    const started = Date.now();
    const outcomes = await pipedriveConnector.push(env, context(), leads);
    expect(outcomes.every((o) => o.status === 'created')).toBe(true);
    expect(sandbox.pipedrive.calls().every((c) => c.status === 200)).toBe(true);
    // 8 searches at 3 per second: at least two waits.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  });
});

describe('errors the push engine acts on', () => {
  it('a 429 is a RateLimitedError with Pipedrive’s Retry-After', async () => {
    sandbox.pipedrive.failNext(429);
    const attempt = pipedriveConnector.push(env, context(), [pushLead()]);
    await expect(attempt).rejects.toBeInstanceOf(RateLimitedError);
    await expect(attempt).rejects.toMatchObject({
      retryAfterMs: 2000,
      message: 'Request over limit',
    });
  });

  it('a revoked token is an AuthRejectedError', async () => {
    await pipedriveConnector.push(env, context(), [pushLead()]);
    sandbox.pipedrive.revokeToken();
    await expect(pipedriveConnector.push(env, context(), [pushLead()])).rejects.toBeInstanceOf(
      AuthRejectedError,
    );
  });

  it('a 500 is a TransientServiceError', async () => {
    sandbox.pipedrive.failNext(500);
    const attempt = pipedriveConnector.push(env, context(), [pushLead()]);
    await expect(attempt).rejects.toBeInstanceOf(TransientServiceError);
    await expect(attempt).rejects.toMatchObject({ status: 500 });
  });
});
