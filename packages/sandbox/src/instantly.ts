/**
 * Instantly API V2 stand-in (https://api.instantly.ai, developer.instantly.ai/api-reference):
 * the endpoints LeadAtlas calls, with Instantly's request and response shapes.
 *
 * - Auth: `Authorization: Bearer <key>`. Missing or unknown key: 401
 *   `{ statusCode, error, message }` (Instantly's error shape, "Missing Authorization header").
 * - `GET /api/v2/workspaces/current`: the key's workspace (`id`, `name`, `owner`, …).
 * - `GET /api/v2/campaigns?limit=1..100&starting_after=<id>`: `{ items, next_starting_after }`,
 *   ordered by id; campaign `status` is Instantly's number (0 draft, 1 active, 2 paused,
 *   3 completed, 4 running subsequences, -1 accounts unhealthy, -2 bounce protect,
 *   -99 account suspended).
 * - `GET /api/v2/campaigns/{id}`: the campaign, or 404 "Campaign not found".
 * - `POST /api/v2/leads/add`: up to 1,000 leads into a campaign (`campaign_id`). Each lead
 *   object accepts only the documented fields (`additionalProperties: false`: anything else is a
 *   400), custom variables are flat string/number/boolean/null. Per lead, in order: no email
 *   (incomplete_count), invalid address (invalid_email_count), on the workspace blocklist
 *   (in_blocklist), repeated within the request (duplicate_email_count), skipped by a
 *   `skip_if_in_*` flag (skipped_count), already in this campaign (duplicated_leads; Instantly
 *   never holds one address twice in a campaign, compared case-insensitively), else created
 *   (leads_uploaded, `created_leads[]` with the request `index`). A campaign that does not exist
 *   is a 404.
 * - `POST /api/v2/leads/list` (`campaign`, `contacts`, `limit`, `starting_after`):
 *   `{ items, next_starting_after }`.
 * - Rate limit per workspace (documented: 100 requests per second, 6,000 per minute): 429
 *   `{ statusCode: 429, error: "Too Many Requests", message: "Rate limit exceeded" }`. The docs
 *   name no headers; the stand-in adds Retry-After (seconds) so clients can be tested against it.
 *
 * Faults (500, 503, 429…) are injected with `sandbox.setFault('instantly', …)`, answered by
 * `instantlyFailure`. Test controls create and delete campaigns, block addresses, revoke the
 * key, change the rate limit and show the leads of a campaign.
 */
import { json, type Handler, type Incoming, type Reply } from './http.js';
import { RateWindow, type RateLimit } from './rate-window.js';

export const SANDBOX_INSTANTLY_API_KEY = 'sandbox-instantly-token';
export const SANDBOX_INSTANTLY_WORKSPACE = 'LeadAtlas Sandbox';
const DEFAULT_RATE: RateLimit = { limit: 100, windowMs: 1000 };
const MAX_LEADS_PER_ADD = 1000;
const LEAD_FIELDS = new Set([
  'email',
  'first_name',
  'last_name',
  'company_name',
  'job_title',
  'website',
  'phone',
  'personalization',
  'lt_interest_status',
  'pl_value_lead',
  'assigned_to',
  'custom_variables',
]);

export interface InstantlyCampaign {
  id: string;
  name: string;
  status: number;
  timestamp_created: string;
  timestamp_updated: string;
  organization: string;
  email_list: string[];
  daily_limit: number;
  stop_on_reply: boolean;
  campaign_schedule: {
    schedules: Array<{
      name: string;
      timing: { from: string; to: string };
      days: Record<string, boolean>;
      timezone: string;
    }>;
  };
}

export type CustomValue = string | number | boolean | null;

export interface InstantlyLead {
  id: string;
  timestamp_created: string;
  organization: string;
  campaign: string;
  status: number;
  email: string;
  first_name?: string;
  last_name?: string;
  company_name?: string;
  job_title?: string;
  website?: string;
  phone?: string;
  personalization?: string;
  /** Custom variables as Instantly keeps them (the lead's `payload`). */
  payload: Record<string, CustomValue>;
}

export interface InstantlyControls {
  readonly apiKey: string;
  readonly workspaceName: string;
  /** A campaign in the workspace, as if made in the app (status 1 = active by default). */
  createCampaign(name: string, status?: number): InstantlyCampaign;
  /** The campaign is deleted in the app (its leads go with it). */
  deleteCampaign(id: string): void;
  campaigns(): InstantlyCampaign[];
  /** The leads of a campaign, in the order they were added. */
  leads(campaignId: string): InstantlyLead[];
  /** An address (or a whole domain, as "@example.com") on the workspace's default blocklist. */
  block(entry: string): void;
  /** The key is deleted in the app: every call with it answers 401 from now on. */
  revokeKey(): void;
  setRateLimit(rate: RateLimit): void;
  /** Back to the seeded workspace: two campaigns, no leads, the key valid, default limits. */
  reset(): void;
}

function error(statusCode: number, errorName: string, message: string): Reply {
  return json(statusCode, { statusCode, error: errorName, message });
}

/** Instantly's answer for an injected failure. */
export function instantlyFailure(status: number): Reply {
  if (status === 429) {
    return {
      ...error(429, 'Too Many Requests', 'Rate limit exceeded'),
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': '2' },
    };
  }
  if (status === 401) return error(401, 'Unauthorized', 'Invalid API key');
  if (status >= 500) return error(status, 'Internal Server Error', 'Something went wrong');
  return error(status, 'Bad Request', 'Request failed');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Instantly's ids are UUIDv7: time-ordered, so sorting by id sorts by creation. */
function idMaker(): () => string {
  let counter = 0;
  const start = Date.now();
  return () => {
    counter += 1;
    const time = (start + counter).toString(16).padStart(12, '0');
    const tail = counter.toString(16).padStart(12, '0');
    return `${time.slice(0, 8)}-${time.slice(8, 12)}-7000-8000-${tail}`;
  };
}

function isCustomValue(value: unknown): value is CustomValue {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  );
}

/** The first schema error of a lead, as Instantly's validator words it (null when valid). */
function leadSchemaError(lead: unknown, index: number): string | null {
  const at = `body/leads/${index}`;
  if (typeof lead !== 'object' || lead === null || Array.isArray(lead)) {
    return `${at} must be object`;
  }
  for (const [key, value] of Object.entries(lead)) {
    if (!LEAD_FIELDS.has(key)) return `${at} must NOT have additional properties`;
    if (key === 'custom_variables') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return `${at}/custom_variables must be object`;
      }
      for (const [name, custom] of Object.entries(value)) {
        if (!isCustomValue(custom)) {
          return `${at}/custom_variables/${name} must be string,number,boolean,null`;
        }
      }
    } else if (typeof value !== 'string' && value !== null && key !== 'lt_interest_status') {
      return `${at}/${key} must be string`;
    }
  }
  return null;
}

export function createInstantlyStandIn(): { handler: Handler; controls: InstantlyControls } {
  const nextId = idMaker();
  const organization = nextId();
  const workspace = {
    id: organization,
    timestamp_created: new Date().toISOString(),
    timestamp_updated: new Date().toISOString(),
    owner: nextId(),
    name: SANDBOX_INSTANTLY_WORKSPACE,
    plan_id: 'pid_hg_v1',
    add_unsub_to_block: false,
    default_opportunity_value: 0,
  };
  const blocklistId = nextId();
  const campaigns = new Map<string, InstantlyCampaign>();
  const leads = new Map<string, InstantlyLead[]>();
  const blocklist = new Set<string>();
  const rates = new RateWindow(DEFAULT_RATE);
  let keyValid = true;

  function createCampaign(name: string, status = 1): InstantlyCampaign {
    const now = new Date().toISOString();
    const campaign: InstantlyCampaign = {
      id: nextId(),
      name,
      status,
      timestamp_created: now,
      timestamp_updated: now,
      organization,
      email_list: ['ana@leadatlas-sandbox.test'],
      daily_limit: 50,
      stop_on_reply: true,
      campaign_schedule: {
        schedules: [
          {
            name: 'Working hours',
            timing: { from: '09:00', to: '17:00' },
            days: { '1': true, '2': true, '3': true, '4': true, '5': true },
            timezone: 'Europe/Madrid',
          },
        ],
      },
    };
    campaigns.set(campaign.id, campaign);
    leads.set(campaign.id, []);
    return campaign;
  }

  function seed(): void {
    campaigns.clear();
    leads.clear();
    blocklist.clear();
    rates.set(DEFAULT_RATE);
    keyValid = true;
    createCampaign('Clínicas dentales — Madrid', 1);
    createCampaign('Reactivación Q3', 0);
  }
  seed();

  function isBlocked(email: string): boolean {
    const lower = email.toLowerCase();
    return blocklist.has(lower) || blocklist.has(lower.slice(lower.indexOf('@')));
  }

  function inAnyCampaign(email: string): boolean {
    const lower = email.toLowerCase();
    for (const list of leads.values()) {
      if (list.some((lead) => lead.email.toLowerCase() === lower)) return true;
    }
    return false;
  }

  function addLeads(body: Record<string, unknown>): Reply {
    const campaignId = body.campaign_id;
    if (body.list_id !== undefined && campaignId !== undefined) {
      return error(400, 'Bad Request', 'Provide either campaign_id or list_id, not both');
    }
    if (typeof campaignId !== 'string') {
      return error(400, 'Bad Request', 'Either campaign_id or list_id is required');
    }
    const input = body.leads;
    if (!Array.isArray(input) || input.length === 0) {
      return error(400, 'Bad Request', 'body/leads must NOT have fewer than 1 items');
    }
    if (input.length > MAX_LEADS_PER_ADD) {
      return error(400, 'Bad Request', 'body/leads must NOT have more than 1000 items');
    }
    for (const [index, lead] of input.entries()) {
      const problem = leadSchemaError(lead, index);
      if (problem) return error(400, 'Bad Request', problem);
    }
    const campaign = campaigns.get(campaignId);
    if (!campaign) return error(404, 'Not Found', 'Campaign not found');
    const inCampaign = leads.get(campaignId)!;
    const skipAnywhere = body.skip_if_in_workspace === true || body.skip_if_in_campaign === true;
    const seen = new Set<string>();
    const summary = {
      status: 'success',
      total_sent: input.length,
      leads_uploaded: 0,
      in_blocklist: 0,
      blocklist_used: blocklistId,
      duplicated_leads: 0,
      skipped_count: 0,
      invalid_email_count: 0,
      incomplete_count: 0,
      duplicate_email_count: 0,
      remaining_in_plan: 0,
      created_leads: [] as Array<Record<string, unknown>>,
    };
    for (const [index, raw] of (input as Array<Record<string, unknown>>).entries()) {
      const email = typeof raw.email === 'string' ? raw.email.trim() : '';
      const lower = email.toLowerCase();
      if (!email) summary.incomplete_count += 1;
      else if (!EMAIL.test(email)) summary.invalid_email_count += 1;
      else if (isBlocked(email)) summary.in_blocklist += 1;
      else if (seen.has(lower)) summary.duplicate_email_count += 1;
      else if (skipAnywhere && inAnyCampaign(email)) summary.skipped_count += 1;
      else if (inCampaign.some((lead) => lead.email.toLowerCase() === lower)) {
        summary.duplicated_leads += 1;
      } else {
        const lead: InstantlyLead = {
          id: nextId(),
          timestamp_created: new Date().toISOString(),
          organization,
          campaign: campaignId,
          status: 1,
          email,
          payload: { ...((raw.custom_variables as Record<string, CustomValue>) ?? {}) },
        };
        for (const field of [
          'first_name',
          'last_name',
          'company_name',
          'job_title',
          'website',
          'phone',
          'personalization',
        ] as const) {
          const value = raw[field];
          if (typeof value === 'string') lead[field] = value;
        }
        inCampaign.push(lead);
        summary.leads_uploaded += 1;
        summary.created_leads.push({
          id: lead.id,
          email: lead.email,
          index,
          first_name: lead.first_name ?? null,
          last_name: lead.last_name ?? null,
          phone: lead.phone ?? null,
        });
      }
      if (email) seen.add(lower);
    }
    summary.remaining_in_plan = Math.max(0, 25_000 - countLeads());
    return json(200, summary);
  }

  function countLeads(): number {
    let total = 0;
    for (const list of leads.values()) total += list.length;
    return total;
  }

  function listLeads(body: Record<string, unknown>): Reply {
    const limit = typeof body.limit === 'number' ? body.limit : 100;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return error(400, 'Bad Request', 'body/limit must be <= 100');
    }
    const contacts = Array.isArray(body.contacts)
      ? new Set(body.contacts.map((value) => String(value).toLowerCase()))
      : null;
    const pool =
      typeof body.campaign === 'string'
        ? (leads.get(body.campaign) ?? [])
        : [...leads.values()].flat();
    const after = typeof body.starting_after === 'string' ? body.starting_after : null;
    const matching = pool
      .filter((lead) => !contacts || contacts.has(lead.email.toLowerCase()))
      .filter((lead) => after === null || lead.id > after)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    const items = matching.slice(0, limit);
    return json(200, {
      items,
      ...(matching.length > limit ? { next_starting_after: items.at(-1)!.id } : {}),
    });
  }

  function listCampaigns(query: URLSearchParams): Reply {
    const limit = Number(query.get('limit') ?? '10');
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return error(400, 'Bad Request', 'querystring/limit must be <= 100');
    }
    const after = query.get('starting_after');
    const all = [...campaigns.values()]
      .filter((campaign) => after === null || campaign.id > after)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    const items = all.slice(0, limit);
    return json(200, {
      items,
      ...(all.length > limit ? { next_starting_after: items.at(-1)!.id } : {}),
    });
  }

  function route(request: Incoming, body: Record<string, unknown>): Reply {
    const path = request.url.pathname;
    const method = request.method;
    if (method === 'GET' && path === '/api/v2/workspaces/current') return json(200, workspace);
    if (method === 'GET' && path === '/api/v2/campaigns') {
      return listCampaigns(request.url.searchParams);
    }
    const campaignMatch = /^\/api\/v2\/campaigns\/([^/]+)$/.exec(path);
    if (method === 'GET' && campaignMatch) {
      const campaign = campaigns.get(decodeURIComponent(campaignMatch[1]!));
      return campaign ? json(200, campaign) : error(404, 'Not Found', 'Campaign not found');
    }
    if (method === 'POST' && path === '/api/v2/leads/add') return addLeads(body);
    if (method === 'POST' && path === '/api/v2/leads/list') return listLeads(body);
    return error(404, 'Not Found', `Route ${method}:${path} not found`);
  }

  const handler: Handler = (request) => {
    const auth = request.headers.authorization;
    if (!auth) return error(401, 'Unauthorized', 'Missing Authorization header');
    const token = /^Bearer (.+)$/i.exec(auth)?.[1];
    if (!keyValid || token !== SANDBOX_INSTANTLY_API_KEY) {
      return error(401, 'Unauthorized', 'Invalid API key');
    }
    const decision = rates.take(organization);
    if (!decision.allowed) {
      return {
        ...error(429, 'Too Many Requests', 'Rate limit exceeded'),
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'retry-after': String(decision.retryAfterSeconds),
        },
      };
    }
    let body: Record<string, unknown> = {};
    if (request.body) {
      try {
        const parsed: unknown = JSON.parse(request.body);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
          return error(400, 'Bad Request', 'body must be object');
        }
        body = parsed as Record<string, unknown>;
      } catch {
        return error(400, 'Bad Request', 'Body is not valid JSON');
      }
    }
    return route(request, body);
  };

  return {
    handler,
    controls: {
      apiKey: SANDBOX_INSTANTLY_API_KEY,
      workspaceName: SANDBOX_INSTANTLY_WORKSPACE,
      createCampaign,
      deleteCampaign(id) {
        campaigns.delete(id);
        leads.delete(id);
      },
      campaigns: () => [...campaigns.values()],
      leads: (campaignId) => [...(leads.get(campaignId) ?? [])],
      block(entry) {
        blocklist.add(entry.trim().toLowerCase());
      },
      revokeKey() {
        keyValid = false;
      },
      setRateLimit: (rate) => rates.set(rate),
      reset: seed,
    },
  };
}
