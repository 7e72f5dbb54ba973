/**
 * Instantly (cold email), API V2 (developer.instantly.ai): leads with an email are added to the
 * connection's campaign; leads without one are skipped ('no_email') without a call.
 *
 * Endpoints (base INSTANTLY_API_URL, `Authorization: Bearer <API key>`):
 * - verify: `GET /api/v2/workspaces/current` (the key works; the label is the workspace name),
 *   then `GET /api/v2/campaigns/{id}` when a campaign is chosen (a deleted one is a 404 with
 *   Instantly's "Campaign not found", thrown as ServiceRejectedError 404).
 * - listCampaigns: `GET /api/v2/campaigns?limit=100&starting_after=…`, following
 *   `next_starting_after`. Instantly's numeric status is shown as its word in the app.
 * - push: ONE bulk `POST /api/v2/leads/add` per batch (documented, up to 1,000 leads) with
 *   `campaign_id`. The `skip_if_in_*` flags are sent false: Instantly documents them as "skip
 *   if the lead exists in ANY campaign (or list) of the workspace", which would skip leads that
 *   are only in other campaigns. A lead already in this campaign is never added twice; Instantly
 *   counts it in `duplicated_leads`. Outcomes: `created_leads[].index` → created (the lead id
 *   kept as externalIds.lead); the rest by the summary's counts → skipped 'already_in_campaign'
 *   (duplicated_leads, or the same address created earlier in the batch) or
 *   'blocked_by_service' (in_blocklist, invalid_email_count). Only when a batch mixes both, one
 *   `POST /api/v2/leads/list` (`campaign`, `contacts`) tells which addresses are in the campaign.
 *   Calls per lead: 1/100 (2/100 for a mixed batch).
 * - A request Instantly refuses (4xx: the campaign was deleted, a lead it rejects) fails the
 *   batch's leads with Instantly's message (returned as outcomes, not thrown). 401/403, 429
 *   (documented limit: 100 requests/s and 6,000/min per workspace) and 5xx are thrown by
 *   service-http for the engine.
 *
 * Field mapping (LeadAtlas → Instantly lead):
 * | LeadAtlas                          | Instantly                              |
 * |------------------------------------|----------------------------------------|
 * | email                              | email                                  |
 * | firstName (else contactName whole) | first_name                             |
 * | lastName                           | last_name                              |
 * | businessName                       | company_name                           |
 * | contactRole                        | job_title                              |
 * | website                            | website                                |
 * | phone                              | phone                                  |
 * | linkedin                           | custom_variables.linkedIn              |
 * | address, city, postalCode          | custom_variables.address, city, postalCode |
 * | countryCode                        | custom_variables.country               |
 * | category, industry                 | custom_variables.category, industry    |
 * | rating, ratingCount                | custom_variables.rating, reviewCount (numbers) |
 * | employees, companySize, revenue    | custom_variables.employees, companySize, revenue |
 * | socials.{network}                  | custom_variables.{network} (x_twitter → xTwitter) |
 * Empty fields are left out. `personalization` is left to the user's own copy.
 */
import type { Campaign } from '@leadatlas/shared';
import { ServiceRejectedError } from '../service-http.js';
import {
  contactNames,
  outreachVariables,
  inLeadOrder,
  partitionByEmail,
  type LeadWithEmail,
} from './outreach-fields.js';
import type { Connector, ConnectorEnv, LeadOutcome } from './types.js';

const SERVICE = 'Instantly';
const PAGE_SIZE = 100;
/** 100 pages of 100: more campaigns than any workspace picks from. */
const MAX_PAGES = 100;

/** Instantly's campaign status numbers, as its app words them. */
const CAMPAIGN_STATUS: Record<number, string> = {
  0: 'draft',
  1: 'active',
  2: 'paused',
  3: 'completed',
  4: 'running subsequences',
  [-1]: 'accounts unhealthy',
  [-2]: 'bounce protect',
  [-99]: 'account suspended',
};

interface InstantlyCampaign {
  id: string;
  name: string;
  status?: number;
}

interface AddLeadsSummary {
  leads_uploaded?: number;
  in_blocklist?: number;
  duplicated_leads?: number;
  skipped_count?: number;
  invalid_email_count?: number;
  created_leads?: Array<{ id: string; email?: string; index?: number }>;
}

function call<T>(
  env: ConnectorEnv,
  apiKey: string,
  method: 'GET' | 'POST',
  path: string,
  json?: unknown,
): Promise<T> {
  return env.http
    .request<T>({
      method,
      url: `${env.urls.instantly}${path}`,
      headers: { authorization: `Bearer ${apiKey}` },
      ...(json !== undefined ? { json } : {}),
      service: SERVICE,
      ...(env.signal ? { signal: env.signal } : {}),
    })
    .then((response) => response.body);
}

function instantlyLead(lead: LeadWithEmail) {
  const names = contactNames(lead);
  const variables = outreachVariables(lead);
  if (lead.linkedin) variables.linkedIn = lead.linkedin;
  const fields: Record<string, string | null> = {
    first_name: names.first,
    last_name: names.last,
    company_name: lead.businessName,
    job_title: lead.contactRole,
    website: lead.website,
    phone: lead.phone,
  };
  return {
    email: lead.email,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value)),
    ...(Object.keys(variables).length > 0 ? { custom_variables: variables } : {}),
  };
}

/** Addresses among `emails` that the campaign holds (one leads/list call, ≤ 100 addresses). */
async function inCampaign(
  env: ConnectorEnv,
  apiKey: string,
  campaignId: string,
  emails: string[],
): Promise<Set<string>> {
  const page = await call<{ items?: Array<{ email?: string }> }>(
    env,
    apiKey,
    'POST',
    '/api/v2/leads/list',
    { campaign: campaignId, contacts: emails, limit: PAGE_SIZE },
  );
  return new Set((page.items ?? []).map((item) => (item.email ?? '').toLowerCase()));
}

/** Why each lead Instantly did not create was left out, from the summary's counts. */
async function explainNotCreated(
  env: ConnectorEnv,
  apiKey: string,
  campaignId: string,
  summary: AddLeadsSummary,
  notCreated: LeadWithEmail[],
  createdEmails: Set<string>,
): Promise<LeadOutcome[]> {
  const repeated = notCreated.filter((lead) => createdEmails.has(lead.email.toLowerCase()));
  const rest = notCreated.filter((lead) => !createdEmails.has(lead.email.toLowerCase()));
  const outcomes: LeadOutcome[] = repeated.map((lead) => ({
    leadId: lead.id,
    status: 'skipped',
    skipReason: 'already_in_campaign',
  }));
  if (rest.length === 0) return outcomes;
  const present = (summary.duplicated_leads ?? 0) + (summary.skipped_count ?? 0);
  const refused = (summary.in_blocklist ?? 0) + (summary.invalid_email_count ?? 0);
  let holds: (lead: LeadWithEmail) => boolean;
  if (present > 0 && refused > 0) {
    const found = await inCampaign(
      env,
      apiKey,
      campaignId,
      rest.map((lead) => lead.email),
    );
    holds = (lead) => found.has(lead.email.toLowerCase());
  } else {
    holds = () => present > 0;
  }
  for (const lead of rest) {
    if (holds(lead)) {
      outcomes.push({ leadId: lead.id, status: 'skipped', skipReason: 'already_in_campaign' });
    } else if (refused > 0) {
      outcomes.push({ leadId: lead.id, status: 'skipped', skipReason: 'blocked_by_service' });
    } else {
      outcomes.push({ leadId: lead.id, status: 'failed', error: 'Instantly did not add the lead' });
    }
  }
  return outcomes;
}

function failAll(leads: LeadWithEmail[], error: string): LeadOutcome[] {
  return leads.map((lead) => ({ leadId: lead.id, status: 'failed', error }));
}

/** One leads/add call for the batch, and what became of each lead. */
async function addToCampaign(
  env: ConnectorEnv,
  apiKey: string,
  campaignId: string,
  sendable: LeadWithEmail[],
): Promise<LeadOutcome[]> {
  let summary: AddLeadsSummary;
  try {
    summary = await call<AddLeadsSummary>(env, apiKey, 'POST', '/api/v2/leads/add', {
      campaign_id: campaignId,
      skip_if_in_workspace: false,
      skip_if_in_campaign: false,
      skip_if_in_list: false,
      leads: sendable.map(instantlyLead),
    });
  } catch (error) {
    if (error instanceof ServiceRejectedError) return failAll(sendable, error.message);
    throw error;
  }
  const created = new Map<number, string>();
  for (const entry of summary.created_leads ?? []) {
    const index =
      entry.index ??
      sendable.findIndex((lead) => lead.email.toLowerCase() === entry.email?.toLowerCase());
    if (index >= 0 && index < sendable.length) created.set(index, entry.id);
  }
  const outcomes: LeadOutcome[] = [];
  const createdEmails = new Set<string>();
  const notCreated: LeadWithEmail[] = [];
  sendable.forEach((lead, index) => {
    const id = created.get(index);
    if (id === undefined) {
      notCreated.push(lead);
      return;
    }
    createdEmails.add(lead.email.toLowerCase());
    outcomes.push({ leadId: lead.id, status: 'created', externalIds: { lead: id } });
  });
  const rest = await explainNotCreated(env, apiKey, campaignId, summary, notCreated, createdEmails);
  return [...outcomes, ...rest];
}

export const instantlyConnector: Connector<'instantly'> = {
  provider: 'instantly',
  batchSize: 100,
  async verify(env, credentials, settings) {
    const workspace = await call<{ name?: string; id?: string }>(
      env,
      credentials.apiKey,
      'GET',
      '/api/v2/workspaces/current',
    );
    if (settings.campaign) {
      await call(
        env,
        credentials.apiKey,
        'GET',
        `/api/v2/campaigns/${encodeURIComponent(settings.campaign.id)}`,
      );
    }
    return { accountLabel: workspace.name || workspace.id || SERVICE };
  },
  async listCampaigns(env, credentials) {
    const campaigns: Campaign[] = [];
    let after: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (after) query.set('starting_after', after);
      const body = await call<{ items?: InstantlyCampaign[]; next_starting_after?: string }>(
        env,
        credentials.apiKey,
        'GET',
        `/api/v2/campaigns?${query}`,
      );
      for (const item of body.items ?? []) {
        campaigns.push({
          id: item.id,
          name: item.name,
          status: item.status === undefined ? null : (CAMPAIGN_STATUS[item.status] ?? null),
        });
      }
      after = body.next_starting_after ?? undefined;
      if (!after || (body.items ?? []).length === 0) break;
    }
    return campaigns;
  },
  async push(env, context, leads) {
    const { sendable, noEmail } = partitionByEmail(leads);
    const campaign = context.settings.campaign;
    let sent: LeadOutcome[] = [];
    if (sendable.length > 0 && !campaign) {
      sent = failAll(sendable, 'No Instantly campaign is chosen for this connection');
    } else if (sendable.length > 0) {
      sent = await addToCampaign(env, context.credentials.apiKey, campaign!.id, sendable);
    }
    return inLeadOrder(leads, [...noEmail, ...sent]);
  },
};
