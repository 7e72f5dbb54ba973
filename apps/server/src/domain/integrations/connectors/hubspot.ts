/**
 * HubSpot: a private app access token (Bearer) and the CRM v3 objects API. Each batch of up to
 * 100 leads is, at most, five calls:
 * 1. POST /crm/v3/objects/companies/search — the batch's domains (`domain IN`), and the names of
 *    leads without a website (`name IN`), lowercased as HubSpot's IN wants them. Leads that
 *    carry a company id from an earlier push skip the search.
 * 2. POST /crm/v3/objects/companies/batch/update — the companies found (or known).
 * 3. POST /crm/v3/objects/companies/batch/create — the missing ones, one per domain (or per name
 *    and city for leads without a website). HubSpot does not deduplicate companies made through
 *    the API, so this search-then-create is what keeps a re-push from making a second one.
 * 4. POST /crm/v3/objects/contacts/batch/upsert, idProperty email — leads with an email; HubSpot
 *    creates or updates by address (results say `new`). Leads without one stay companies only.
 * 5. POST /crm/v4/associations/contact/company/batch/associate/default — each contact to its
 *    company (setting it again is harmless).
 * Every write input carries an `objectWriteTraceId`, so HubSpot answers a batch with a refused
 * record with 207 Multi-Status instead of refusing the whole batch: only that lead fails, with
 * HubSpot's words. A known company id HubSpot no longer has (deleted) is created again.
 * HubSpot's search is eventually consistent (a company made seconds ago may not be found yet):
 * the ids a push returns, passed back as `known`, are what makes later pushes exact; the search
 * covers a batch sent again after a failure, which the engine does after a backoff.
 * Outcome: `created` when the company or the contact is new, else `updated`; externalIds
 * `{ companyId, contactId? }` come back as `known` on the next push.
 *
 * Field mapping (HubSpot default properties; empty values are never sent, so a push never
 * clears what someone typed in HubSpot):
 *
 * | LeadAtlas                  | HubSpot company            | HubSpot contact            |
 * | -------------------------- | -------------------------- | -------------------------- |
 * | businessName               | name                       | company                    |
 * | domain                     | domain                     | —                          |
 * | website                    | website                    | website                    |
 * | phone                      | phone                      | phone                      |
 * | email                      | —                          | email (the upsert's id)    |
 * | firstName (else contactName) | —                        | firstname                  |
 * | lastName                   | —                          | lastname                   |
 * | contactRole                | —                          | jobtitle                   |
 * | address                    | address                    | address                    |
 * | city                       | city                       | city                       |
 * | postalCode                 | zip                        | zip                        |
 * | countryCode                | country (English name, "Spain") | country (same)        |
 * | industry                   | industry (HubSpot's option, table below; none for "servicios-profesionales") | — |
 * | employees                  | numberofemployees (a plain count only: "25"; "11-50" is not sent) | — |
 * | linkedin                   | linkedin_company_page      | —                          |
 * | socials.facebook           | facebook_company_page      | —                          |
 * | socials.twitter            | twitterhandle (the handle) | —                          |
 *
 * Not sent: revenue (free text in its own currency; annualrevenue is a number in the portal's
 * currency), category, rating, ratingCount, emailStatus, companySize, coordinates, other socials.
 */
import { INDUSTRIES, type Industry } from '@leadatlas/shared';
import { ServiceRejectedError, serviceMessageOf } from '../service-http.js';
import type { Connector, ConnectorEnv, LeadOutcome, PushLead } from './types.js';

const SERVICE = 'HubSpot';
/** Search pages of 200 read per batch: duplicates already in the portal can make many. */
const MAX_SEARCH_PAGES = 5;

/** Our industries → HubSpot's `industry` options (an enumeration: other values are refused). */
const INDUSTRY_OPTION: Record<Industry, string | null> = {
  salud: 'HOSPITAL_HEALTH_CARE',
  retail: 'RETAIL',
  'servicios-profesionales': null,
  tecnologia: 'INFORMATION_TECHNOLOGY_AND_SERVICES',
  educacion: 'EDUCATION_MANAGEMENT',
  construccion: 'CONSTRUCTION',
  inmobiliario: 'REAL_ESTATE',
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

type Properties = Record<string, string>;

/** Only the values we have: an empty string would clear the property at HubSpot. */
function present(values: Record<string, string | null | undefined>): Properties {
  const out: Properties = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value?.trim();
    if (trimmed) out[key] = trimmed;
  }
  return out;
}

function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return countryNames.of(code.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

function industryOption(industry: string | null): string | null {
  return (INDUSTRIES as readonly string[]).includes(industry ?? '')
    ? INDUSTRY_OPTION[industry as Industry]
    : null;
}

function twitterHandle(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const handle = new URL(url).pathname.split('/').find(Boolean);
    return handle ? handle.replace(/^@/, '') : null;
  } catch {
    return null;
  }
}

/** Where and how to reach the business: the same on the company and on its contact. */
function businessFields(lead: PushLead) {
  return {
    website: lead.website,
    phone: lead.phone,
    address: lead.address,
    city: lead.city,
    zip: lead.postalCode,
    country: countryName(lead.countryCode),
  };
}

function companyProperties(lead: PushLead): Properties {
  return present({
    name: lead.businessName,
    domain: lead.domain?.toLowerCase(),
    ...businessFields(lead),
    industry: industryOption(lead.industry),
    numberofemployees: /^\d+$/.test(lead.employees?.trim() ?? '') ? lead.employees : null,
    linkedin_company_page: lead.linkedin,
    facebook_company_page: lead.socials.facebook,
    twitterhandle: twitterHandle(lead.socials.twitter),
  });
}

function contactProperties(lead: PushLead): Properties {
  const split = lead.firstName || lead.lastName;
  return present({
    firstname: split ? lead.firstName : lead.contactName,
    lastname: lead.lastName,
    jobtitle: lead.contactRole,
    company: lead.businessName,
    ...businessFields(lead),
  });
}

// ---------------------------------------------------------------------------------------------
// HubSpot's answers.

interface HubspotObject {
  id: string;
  properties: Record<string, string | null>;
  objectWriteTraceId?: string;
  new?: boolean;
}

interface HubspotError {
  message?: string;
  category?: string;
  context?: Record<string, string[]>;
  errors?: Array<{ message?: string }>;
}

interface BatchAnswer<T> {
  results?: T[];
  errors?: HubspotError[];
}

/** HubSpot's words: the detailed ones ("Email address … is invalid") over the summary. */
function wordsOf(error: HubspotError | null | undefined, fallback: string): string {
  const details = (error?.errors ?? [])
    .map((detail) => detail.message?.trim())
    .filter((message): message is string => Boolean(message));
  if (details.length > 0) return [...new Set(details)].join('; ');
  return serviceMessageOf(error, fallback);
}

function api(env: ConnectorEnv, token: string) {
  const base = env.urls.hubspot.replace(/\/+$/, '');
  return async <T>(method: 'GET' | 'POST', path: string, json?: unknown): Promise<T> => {
    const { body } = await env.http.request<T>({
      method,
      url: `${base}${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(json !== undefined ? { json } : {}),
      service: SERVICE,
      ...(env.signal ? { signal: env.signal } : {}),
    });
    return body;
  };
}

type Call = ReturnType<typeof api>;

type Written = { ok: HubspotObject } | { refused: string; notFound: boolean };

interface WriteInput {
  traceId: string;
  /** How a result without its trace id is recognised (id, email). */
  key: string;
  body: Record<string, unknown>;
}

/**
 * One batch write; every input's result, or HubSpot's words for it. A whole batch refused (a
 * 4xx that is not a rate limit nor a token problem) refuses each of its inputs.
 */
async function write(
  call: Call,
  path: string,
  inputs: WriteInput[],
  keyOf: (result: HubspotObject) => string | undefined,
): Promise<Map<string, Written>> {
  const out = new Map<string, Written>();
  if (inputs.length === 0) return out;
  let answer: BatchAnswer<HubspotObject>;
  try {
    answer = await call<BatchAnswer<HubspotObject>>('POST', path, {
      inputs: inputs.map((input) => ({ ...input.body, objectWriteTraceId: input.traceId })),
    });
  } catch (error) {
    if (!(error instanceof ServiceRejectedError)) throw error;
    const body = error.body as HubspotError | null;
    const refused = wordsOf(body, error.message);
    for (const input of inputs) {
      out.set(input.traceId, { refused, notFound: body?.category === 'OBJECT_NOT_FOUND' });
    }
    return out;
  }
  const byKey = new Map(inputs.map((input) => [input.key, input.traceId]));
  for (const result of answer.results ?? []) {
    const key = keyOf(result);
    const traceId = result.objectWriteTraceId ?? (key ? byKey.get(key) : undefined);
    if (traceId) out.set(traceId, { ok: result });
  }
  for (const error of answer.errors ?? []) {
    for (const traceId of error.context?.objectWriteTraceId ?? []) {
      out.set(traceId, {
        refused: wordsOf(error, 'HubSpot refused this record'),
        notFound: error.category === 'OBJECT_NOT_FOUND',
      });
    }
  }
  for (const input of inputs) {
    if (!out.has(input.traceId)) {
      out.set(input.traceId, { refused: 'HubSpot answered without this record', notFound: false });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Companies.

type Placed = { id: string; created: boolean } | { error: string };

function normal(value: string | null): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Which HubSpot company a lead is: one per domain, else one per name and city. */
function companyKey(lead: { domain: string | null; businessName: string; city: string | null }) {
  return lead.domain
    ? `domain:${normal(lead.domain)}`
    : `name:${normal(lead.businessName)}|${normal(lead.city)}`;
}

/** Company ids in the portal by companyKey, for the leads without a known id. */
async function findCompanies(call: Call, leads: PushLead[]): Promise<Map<string, string>> {
  const domains = [...new Set(leads.flatMap((lead) => (lead.domain ? [normal(lead.domain)] : [])))];
  const names = [
    ...new Set(leads.flatMap((lead) => (lead.domain ? [] : [normal(lead.businessName)]))),
  ].filter(Boolean);
  const filterGroups = [
    ...(domains.length
      ? [{ filters: [{ propertyName: 'domain', operator: 'IN', values: domains }] }]
      : []),
    ...(names.length
      ? [{ filters: [{ propertyName: 'name', operator: 'IN', values: names }] }]
      : []),
  ];
  const found = new Map<string, string>();
  if (filterGroups.length === 0) return found;
  let after: string | undefined;
  for (let page = 0; page < MAX_SEARCH_PAGES; page += 1) {
    const answer = await call<{
      results?: HubspotObject[];
      paging?: { next?: { after?: string } };
    }>('POST', '/crm/v3/objects/companies/search', {
      filterGroups,
      properties: ['domain', 'name', 'city'],
      limit: 200,
      ...(after ? { after } : {}),
    });
    for (const company of answer.results ?? []) {
      const { domain, name, city } = company.properties;
      const key = companyKey({
        domain: domain || null,
        businessName: name ?? '',
        city: city ?? null,
      });
      if (!found.has(key)) found.set(key, company.id);
    }
    after = answer.paging?.next?.after;
    if (!after) break;
  }
  return found;
}

/** Each lead's company: updated when HubSpot has it, created when it does not. */
async function placeCompanies(call: Call, leads: PushLead[]): Promise<Map<string, Placed>> {
  const found = await findCompanies(
    call,
    leads.filter((lead) => !lead.known.companyId),
  );
  const existing = new Map<string, PushLead[]>();
  const missing = new Map<string, PushLead[]>();
  const add = (map: Map<string, PushLead[]>, key: string, lead: PushLead) =>
    map.set(key, [...(map.get(key) ?? []), lead]);
  for (const lead of leads) {
    const id = lead.known.companyId ?? found.get(companyKey(lead));
    if (id) add(existing, id, lead);
    else add(missing, companyKey(lead), lead);
  }

  const placed = new Map<string, Placed>();
  const updates = [...existing].map(([id, group], index) => ({
    traceId: `company-update-${index}`,
    key: id,
    group,
    body: { id, properties: companyProperties(group[0]!) },
  }));
  const updated = await write(call, '/crm/v3/objects/companies/batch/update', updates, (r) => r.id);
  for (const update of updates) {
    const result = updated.get(update.traceId)!;
    if ('ok' in result) {
      for (const lead of update.group) placed.set(lead.id, { id: result.ok.id, created: false });
    } else if (result.notFound) {
      // Deleted in HubSpot since the last push: made again.
      for (const lead of update.group) add(missing, companyKey(lead), lead);
    } else {
      for (const lead of update.group) placed.set(lead.id, { error: result.refused });
    }
  }

  const creates = [...missing].map(([key, group], index) => ({
    traceId: `company-create-${index}`,
    key,
    group,
    body: { properties: companyProperties(group[0]!) },
  }));
  const created = await write(call, '/crm/v3/objects/companies/batch/create', creates, (r) =>
    companyKey({
      domain: r.properties.domain || null,
      businessName: r.properties.name ?? '',
      city: r.properties.city ?? null,
    }),
  );
  for (const create of creates) {
    const result = created.get(create.traceId)!;
    for (const lead of create.group) {
      placed.set(
        lead.id,
        'ok' in result ? { id: result.ok.id, created: true } : { error: result.refused },
      );
    }
  }
  return placed;
}

// ---------------------------------------------------------------------------------------------
// Contacts and associations.

async function upsertContacts(
  call: Call,
  leads: PushLead[],
): Promise<Map<string, { id: string; created: boolean } | { error: string }>> {
  const byEmail = new Map<string, PushLead[]>();
  for (const lead of leads) {
    const email = lead.email!.trim().toLowerCase();
    byEmail.set(email, [...(byEmail.get(email) ?? []), lead]);
  }
  const inputs = [...byEmail].map(([email, group], index) => ({
    traceId: `contact-${index}`,
    key: email,
    group,
    body: { idProperty: 'email', id: email, properties: contactProperties(group[0]!) },
  }));
  const written = await write(call, '/crm/v3/objects/contacts/batch/upsert', inputs, (r) =>
    r.properties.email?.toLowerCase(),
  );
  const out = new Map<string, { id: string; created: boolean } | { error: string }>();
  for (const input of inputs) {
    const result = written.get(input.traceId)!;
    for (const lead of input.group) {
      out.set(
        lead.id,
        'ok' in result
          ? { id: result.ok.id, created: result.ok.new === true }
          : { error: result.refused },
      );
    }
  }
  return out;
}

interface Link {
  contactId: string;
  companyId: string;
}

/** Associates each contact to its company; the pairs HubSpot refused, with its words. */
async function associate(call: Call, links: Link[]): Promise<Map<string, string>> {
  const refused = new Map<string, string>();
  const pairs = [
    ...new Map(links.map((link) => [`${link.contactId}:${link.companyId}`, link])).values(),
  ];
  if (pairs.length === 0) return refused;
  let answer: BatchAnswer<{ from: { id: string }; to: { id: string } }>;
  try {
    answer = await call('POST', '/crm/v4/associations/contact/company/batch/associate/default', {
      inputs: pairs.map((pair) => ({ from: { id: pair.contactId }, to: { id: pair.companyId } })),
    });
  } catch (error) {
    if (!(error instanceof ServiceRejectedError)) throw error;
    const words = wordsOf(error.body as HubspotError | null, error.message);
    for (const pair of pairs) refused.set(`${pair.contactId}:${pair.companyId}`, words);
    return refused;
  }
  const done = new Set((answer.results ?? []).map((result) => `${result.from.id}:${result.to.id}`));
  const words = (answer.errors ?? [])
    .map((error) => wordsOf(error, ''))
    .filter(Boolean)
    .join('; ');
  for (const pair of pairs) {
    const key = `${pair.contactId}:${pair.companyId}`;
    if (!done.has(key)) refused.set(key, words || 'HubSpot did not associate the contact');
  }
  return refused;
}

// ---------------------------------------------------------------------------------------------

export const hubspotConnector: Connector<'hubspot'> = {
  provider: 'hubspot',
  batchSize: 100,
  async verify(env, credentials) {
    const call = api(env, credentials.accessToken);
    const account = await call<{ portalId: number }>('GET', '/account-info/v3/details');
    // The account details answer any valid token; reading companies proves the CRM scopes.
    await call('GET', '/crm/v3/objects/companies?limit=1');
    return { accountLabel: `Portal ${account.portalId}` };
  },
  async push(env, context, leads) {
    const call = api(env, context.credentials.accessToken);
    const companies = await placeCompanies(call, leads);
    for (const [leadId, company] of companies) {
      if ('id' in company && company.created) context.remember?.(leadId, { companyId: company.id });
    }
    const withContact = leads.filter(
      (lead) => lead.email?.trim() && 'id' in companies.get(lead.id)!,
    );
    const contacts = await upsertContacts(call, withContact);
    const links: Link[] = [];
    for (const lead of withContact) {
      const company = companies.get(lead.id)!;
      const contact = contacts.get(lead.id)!;
      if ('id' in company && 'id' in contact)
        links.push({ contactId: contact.id, companyId: company.id });
    }
    const refusedLinks = await associate(call, links);

    return leads.map((lead): LeadOutcome => {
      const company = companies.get(lead.id)!;
      if ('error' in company) return { leadId: lead.id, status: 'failed', error: company.error };
      const externalIds: Record<string, string> = { companyId: company.id };
      const contact = contacts.get(lead.id);
      if (contact && 'error' in contact) {
        return { leadId: lead.id, status: 'failed', error: contact.error, externalIds };
      }
      if (contact) {
        externalIds.contactId = contact.id;
        const refused = refusedLinks.get(`${contact.id}:${company.id}`);
        if (refused) return { leadId: lead.id, status: 'failed', error: refused, externalIds };
      }
      const created = company.created || contact?.created === true;
      return { leadId: lead.id, status: created ? 'created' : 'updated', externalIds };
    });
  },
};
