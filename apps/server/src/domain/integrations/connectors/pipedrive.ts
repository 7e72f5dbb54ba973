/**
 * Pipedrive connector (API v2, which Pipedrive recommends: its v1 persons and organizations
 * endpoints are out of support; `GET /api/v1/users/me` is used because it has no v2). Calls go to
 * https://{companyDomain}.pipedrive.com with the token in the `x-api-token` header.
 *
 * Pipedrive has no upsert and no batch create: each lead is searched first and created only when
 * missing, one record per call. Per lead:
 *   1. organization: the id an earlier push got (`known.organizationId`, checked to still exist
 *      with one `GET /api/v2/organizations?ids=` per batch), else a search, else a create;
 *   2. person, when the lead has a contact name or an email: `known.personId` (checked the same
 *      way), else a search by email, else a create linked to the organization. A person found
 *      without an organization is linked to it (PATCH); one linked elsewhere is left alone.
 *
 * Matching organizations: by the website's registrable domain, kept in an organization custom
 * field named "Domain" (a varchar the connector creates once if the account has none). Why:
 * names collide across local businesses ("Clínica Dental Sol" exists in many cities) and
 * Pipedrive's search cannot look into its own `website` field (searchable: name, address, notes,
 * custom fields), while the domain is the identity HubSpot uses too. Leads without a website are
 * matched by exact name, and when the lead has a city, only to an organization whose address
 * names that city. If the account refuses to create the field (permissions), every lead is
 * matched by name. An organization made by hand without a Domain value is not found by a lead
 * with a website: searching twice would cost a third of the search budget.
 *
 * Field mapping:
 * | LeadAtlas                                 | Pipedrive                                          |
 * |-------------------------------------------|----------------------------------------------------|
 * | businessName                              | organization.name                                  |
 * | domain                                    | organization custom field "Domain" (match key)     |
 * | address, postalCode, city, countryCode    | organization.address { value: "street, postcode    |
 * |                                           | city, Country", locality, postal_code, country }   |
 * | contactName, else firstName + lastName,   | person.name (Pipedrive requires one)               |
 * | else the email's local part               |                                                    |
 * | email                                     | person.emails [{ value, primary: true, label:      |
 * |                                           | "work" }] (match key)                              |
 * | phone                                     | person.phones [{ value, primary: true, label:      |
 * |                                           | "work" }] (a new person only)                      |
 * | (the organization)                        | person.org_id                                      |
 * Not sent: website (the built-in field exists only with some account features, and the domain
 * carries the identity), contactRole (job_title answers 403 without Contact Sync), category,
 * industry, rating, socials, size, revenue, coordinates, emailStatus. Found records are not
 * overwritten: the sales team may have edited them.
 *
 * Rate limits: per token, in a rolling 2-second window, and searches have their own (10 per 2 s
 * on every plan). Leads go one at a time; when an answer's x-ratelimit-remaining reaches 0 the
 * next call of that kind waits x-ratelimit-reset seconds, so a batch does not run into 429s
 * (which the push engine would answer by sending the whole batch again). Searches dominate: a
 * new lead costs 2 searches, so under Pipedrive's limit about 2.5 new leads a second.
 *
 * Search index lag: Pipedrive's search trails its writes by a few seconds, so a record just
 * created may not be found yet. Within a batch the connector remembers what it created; across
 * pushes the `known` ids (returned as externalIds) find them without searching.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { AuthRejectedError, ServiceRejectedError, serviceMessageOf } from '../service-http.js';
import type { Connector, ConnectorEnv, LeadOutcome, PushLead } from './types.js';

const SERVICE = 'Pipedrive';
const DOMAIN_FIELD = 'Domain';
/** Custom field types Pipedrive's search looks into (that can hold a domain). */
const SEARCHABLE_FIELD_TYPES = new Set(['varchar', 'varchar_auto', 'text']);
/** Longer waits (a daily budget) are left to the push engine's 429 handling. */
const MAX_PACING_WAIT_MS = 10_000;

type Bucket = 'requests' | 'searches';

interface Query {
  [name: string]: string;
}

interface OrganizationHit {
  id: number;
  name: string;
  address: string | null;
  custom_fields: string[];
}

interface PersonHit {
  id: number;
  name: string;
  emails: string[];
  organization: { id: number } | null;
}

interface FieldDefinition {
  field_name: string;
  field_code: string;
  field_type: string;
  is_custom_field: boolean;
}

interface Me {
  company_domain: string;
  company_name: string;
}

/** One account's API for one verify or push: base URL, token, and the pace Pipedrive asks for. */
function pipedriveApi(env: ConnectorEnv, apiToken: string, companyDomain: string) {
  const base = env.urls.pipedrive.replace('{domain}', companyDomain);
  const readyAt: Record<Bucket, number> = { requests: 0, searches: 0 };

  async function pace(bucket: Bucket): Promise<void> {
    const until =
      bucket === 'searches' ? Math.max(readyAt.requests, readyAt.searches) : readyAt.requests;
    const wait = until - Date.now();
    if (wait > 0) await sleep(wait, undefined, env.signal ? { signal: env.signal } : {});
  }

  function note(bucket: Bucket, headers: Headers): void {
    const remaining = Number(headers.get('x-ratelimit-remaining') ?? NaN);
    const resetS = Number(headers.get('x-ratelimit-reset') ?? NaN);
    if (!Number.isFinite(remaining) || remaining > 0 || !Number.isFinite(resetS)) return;
    readyAt[bucket] = Date.now() + Math.min(MAX_PACING_WAIT_MS, Math.max(1, resetS) * 1000);
  }

  return {
    async call<T>(
      method: 'GET' | 'POST' | 'PATCH',
      path: string,
      options: { query?: Query; json?: unknown; bucket?: Bucket } = {},
    ): Promise<T> {
      const bucket = options.bucket ?? 'requests';
      await pace(bucket);
      const url = new URL(base + path);
      for (const [name, value] of Object.entries(options.query ?? {}))
        url.searchParams.set(name, value);
      const response = await env.http.request<{ success?: boolean; data?: T }>({
        method,
        url: url.toString(),
        headers: { 'x-api-token': apiToken },
        ...(options.json !== undefined ? { json: options.json } : {}),
        service: SERVICE,
        ...(env.signal ? { signal: env.signal } : {}),
      });
      note(bucket, response.headers);
      const body = response.body;
      // Pipedrive can answer 200 with success: false ("Requested service is not available").
      if (body?.success !== true || body.data === undefined) {
        throw new ServiceRejectedError(
          serviceMessageOf(body, `${SERVICE} answered without data`),
          response.status,
          body,
        );
      }
      return body.data;
    },
  };
}

type PipedriveApi = ReturnType<typeof pipedriveApi>;

async function search<T>(api: PipedriveApi, entity: 'organizations' | 'persons', query: Query) {
  const data = await api.call<{ items: Array<{ item: T }> }>('GET', `/api/v2/${entity}/search`, {
    query: { exact_match: 'true', limit: '10', ...query },
    bucket: 'searches',
  });
  return data.items.map((hit) => hit.item);
}

// ---------------------------------------------------------------------------------------------
// Mapping

function same(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export function organizationAddress(lead: PushLead): Record<string, string> | null {
  if (!lead.address && !lead.city) return null;
  const parts = lead.address ? [lead.address] : [];
  const locality = [lead.postalCode, lead.city].filter(Boolean).join(' ');
  if (lead.city && !(lead.address ?? '').toLowerCase().includes(lead.city.toLowerCase()))
    parts.push(locality);
  const country = lead.countryCode ? countryName(lead.countryCode) : null;
  if (country && !parts.join(', ').toLowerCase().includes(country.toLowerCase()))
    parts.push(country);
  return {
    value: parts.join(', '),
    ...(lead.city ? { locality: lead.city } : {}),
    ...(lead.postalCode ? { postal_code: lead.postalCode } : {}),
    ...(country ? { country } : {}),
  };
}

/** Pipedrive persons need a name: the contact's, else the email's local part. */
export function personName(lead: PushLead): string | null {
  const name =
    lead.contactName?.trim() || [lead.firstName, lead.lastName].filter(Boolean).join(' ').trim();
  if (name) return name;
  return lead.email ? (lead.email.split('@')[0] ?? lead.email) : null;
}

// ---------------------------------------------------------------------------------------------
// One batch

interface Batch {
  api: PipedriveApi;
  /** The Domain field's code, or null when leads are matched by name. */
  domainField: string | null;
  liveOrganizations: Set<number>;
  livePersons: Set<number>;
  /** Found or created in this batch (the search index may not show them yet). */
  organizations: Map<string, number>;
  persons: Map<string, number>;
}

function knownId(lead: PushLead, key: 'organizationId' | 'personId'): number | null {
  const value = Number(lead.known[key]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Which of the ids earlier pushes got still exist (one call for up to 100). */
async function stillThere(
  api: PipedriveApi,
  entity: 'organizations' | 'persons',
  ids: number[],
): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const records = await api.call<Array<{ id: number; is_deleted?: boolean }>>(
    'GET',
    `/api/v2/${entity}`,
    {
      query: { ids: unique.join(','), limit: '100' },
    },
  );
  return new Set(records.filter((record) => !record.is_deleted).map((record) => record.id));
}

/** The code of the account's "Domain" organization field, created when missing. */
async function domainFieldCode(api: PipedriveApi): Promise<string | null> {
  const fields = await api.call<FieldDefinition[]>('GET', '/api/v2/organizationFields', {
    query: { limit: '500' },
  });
  const existing = fields.find(
    (field) =>
      field.is_custom_field &&
      same(field.field_name, DOMAIN_FIELD) &&
      SEARCHABLE_FIELD_TYPES.has(field.field_type),
  );
  if (existing) return existing.field_code;
  try {
    const created = await api.call<FieldDefinition>('POST', '/api/v2/organizationFields', {
      json: { field_name: DOMAIN_FIELD, field_type: 'varchar' },
    });
    return created.field_code;
  } catch (error) {
    // Users whose permission set does not allow adding fields: match by name instead.
    if (error instanceof ServiceRejectedError) return null;
    if (error instanceof AuthRejectedError && error.status === 403) return null;
    throw error;
  }
}

function organizationMemoKey(lead: PushLead, batch: Batch): string {
  return lead.domain && batch.domainField
    ? `domain:${lead.domain.toLowerCase()}`
    : `name:${lead.businessName.trim().toLowerCase()}|${(lead.city ?? '').trim().toLowerCase()}`;
}

async function findOrganization(batch: Batch, lead: PushLead): Promise<number | null> {
  if (lead.domain && batch.domainField) {
    const hits = await search<OrganizationHit>(batch.api, 'organizations', {
      term: lead.domain,
      fields: 'custom_fields',
    });
    return (
      hits.find((hit) => hit.custom_fields.some((value) => same(value, lead.domain)))?.id ?? null
    );
  }
  const hits = await search<OrganizationHit>(batch.api, 'organizations', {
    term: lead.businessName.trim(),
    fields: 'name',
  });
  const named = hits.filter((hit) => same(hit.name, lead.businessName));
  const city = lead.city?.trim().toLowerCase();
  const match = city ? named.find((hit) => hit.address?.toLowerCase().includes(city)) : named[0];
  return match?.id ?? null;
}

async function createOrganization(batch: Batch, lead: PushLead): Promise<number> {
  const address = organizationAddress(lead);
  const created = await batch.api.call<{ id: number }>('POST', '/api/v2/organizations', {
    json: {
      name: lead.businessName.trim(),
      ...(address ? { address } : {}),
      ...(lead.domain && batch.domainField
        ? { custom_fields: { [batch.domainField]: lead.domain.toLowerCase() } }
        : {}),
    },
  });
  return created.id;
}

async function findPerson(
  batch: Batch,
  lead: PushLead,
  name: string,
  organizationId: number,
  organizationIsNew: boolean,
): Promise<PersonHit | null> {
  if (lead.email) {
    const hits = await search<PersonHit>(batch.api, 'persons', {
      term: lead.email,
      fields: 'email',
    });
    const owners = hits.filter((hit) => hit.emails.some((email) => same(email, lead.email)));
    return owners.find((hit) => hit.organization?.id === organizationId) ?? owners[0] ?? null;
  }
  // Without an email a person is only known by name within its organization; a brand-new
  // organization has nobody in it yet.
  if (organizationIsNew) return null;
  const hits = await search<PersonHit>(batch.api, 'persons', {
    term: name,
    fields: 'name',
    organization_id: String(organizationId),
  });
  return hits.find((hit) => same(hit.name, name)) ?? null;
}

async function createPerson(batch: Batch, lead: PushLead, name: string, organizationId: number) {
  const created = await batch.api.call<{ id: number }>('POST', '/api/v2/persons', {
    json: {
      name,
      org_id: organizationId,
      ...(lead.email ? { emails: [{ value: lead.email, primary: true, label: 'work' }] } : {}),
      ...(lead.phone ? { phones: [{ value: lead.phone, primary: true, label: 'work' }] } : {}),
    },
  });
  return created.id;
}

/** Ids resolved so far, kept on a failure so the next push reuses what was made. */
interface Resolved {
  organizationId?: number;
  personId?: number;
}

function externalIds(resolved: Resolved): Record<string, string> {
  return {
    ...(resolved.organizationId ? { organizationId: String(resolved.organizationId) } : {}),
    ...(resolved.personId ? { personId: String(resolved.personId) } : {}),
  };
}

async function pushOne(batch: Batch, lead: PushLead, resolved: Resolved): Promise<LeadOutcome> {
  let created = false;
  const knownOrganization = knownId(lead, 'organizationId');
  const memoKey = organizationMemoKey(lead, batch);
  let organizationId =
    knownOrganization !== null && batch.liveOrganizations.has(knownOrganization)
      ? knownOrganization
      : (batch.organizations.get(memoKey) ?? (await findOrganization(batch, lead)));
  const organizationIsNew = organizationId === null;
  if (organizationId === null) {
    organizationId = await createOrganization(batch, lead);
    created = true;
  }
  batch.organizations.set(memoKey, organizationId);
  resolved.organizationId = organizationId;

  const name = personName(lead);
  if (name !== null) {
    const knownPerson = knownId(lead, 'personId');
    const email = lead.email?.toLowerCase();
    let personId =
      knownPerson !== null && batch.livePersons.has(knownPerson)
        ? knownPerson
        : email
          ? (batch.persons.get(email) ?? null)
          : null;
    if (personId === null) {
      const found = await findPerson(batch, lead, name, organizationId, organizationIsNew);
      if (found && found.organization === null) {
        await batch.api.call('PATCH', `/api/v2/persons/${found.id}`, {
          json: { org_id: organizationId },
        });
      }
      personId = found?.id ?? null;
    }
    if (personId === null) {
      personId = await createPerson(batch, lead, name, organizationId);
      created = true;
    }
    if (email) batch.persons.set(email, personId);
    resolved.personId = personId;
  }
  return {
    leadId: lead.id,
    status: created ? 'created' : 'updated',
    externalIds: externalIds(resolved),
  };
}

export const pipedriveConnector: Connector<'pipedrive'> = {
  provider: 'pipedrive',
  // Leads go one by one and a whole-batch failure (429, 5xx) sends the batch again: 25 keeps a
  // batch around ten seconds under Pipedrive's search limit and a repeat cheap.
  batchSize: 25,
  async verify(env, credentials, settings) {
    const api = pipedriveApi(env, credentials.apiToken, settings.companyDomain);
    let me: Me;
    try {
      me = await api.call<Me>('GET', '/api/v1/users/me');
    } catch (error) {
      if (error instanceof ServiceRejectedError && error.status === 404) {
        throw new ServiceRejectedError(
          `No Pipedrive company at ${settings.companyDomain}.pipedrive.com (Pipedrive answered: ${error.message})`,
          404,
          error.body,
        );
      }
      throw error;
    }
    if (!same(me.company_domain, settings.companyDomain)) {
      throw new ServiceRejectedError(
        `This API token belongs to ${me.company_domain}.pipedrive.com (${me.company_name}), not to ${settings.companyDomain}.pipedrive.com`,
        400,
      );
    }
    return { accountLabel: `${me.company_domain}.pipedrive.com` };
  },
  async push(env, context, leads) {
    const api = pipedriveApi(env, context.credentials.apiToken, context.settings.companyDomain);
    const liveOrganizations = await stillThere(
      api,
      'organizations',
      leads.map((lead) => knownId(lead, 'organizationId')).filter((id) => id !== null),
    );
    const livePersons = await stillThere(
      api,
      'persons',
      leads.map((lead) => knownId(lead, 'personId')).filter((id) => id !== null),
    );
    const needsDomainField = leads.some((lead) => {
      const known = knownId(lead, 'organizationId');
      return lead.domain && (known === null || !liveOrganizations.has(known));
    });
    const batch: Batch = {
      api,
      domainField: needsDomainField ? await domainFieldCode(api) : null,
      liveOrganizations,
      livePersons,
      organizations: new Map(),
      persons: new Map(),
    };
    const outcomes: LeadOutcome[] = [];
    for (const lead of leads) {
      const resolved: Resolved = {};
      try {
        outcomes.push(await pushOne(batch, lead, resolved));
      } catch (error) {
        const ids = externalIds(resolved);
        if (!(error instanceof ServiceRejectedError)) {
          // The batch stops here (rate limit, outage): what this lead got so far is kept.
          if (Object.keys(ids).length > 0) context.remember?.(lead.id, ids);
          throw error;
        }
        // Pipedrive refused this lead (a value it does not accept): the others go on.
        outcomes.push({
          leadId: lead.id,
          status: 'failed',
          error: error.message,
          ...(Object.keys(ids).length > 0 ? { externalIds: ids } : {}),
        });
      }
      context.settle?.(outcomes.at(-1)!);
    }
    return outcomes;
  },
};
