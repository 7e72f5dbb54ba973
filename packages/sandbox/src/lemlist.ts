/**
 * lemlist API stand-in (https://api.lemlist.com/api, developer.lemlist.com; the older reference
 * in github.com/l3mpire/lemlist-developer): the endpoints LeadAtlas calls, with lemlist's
 * request and response shapes.
 *
 * - Auth: HTTP Basic with an empty user and the API key as password (`--user ":key"`), or the
 *   documented `?access_token=key`. A wrong or revoked key: 401.
 * - `GET /api/team`: `{ _id, name, userIds, createdBy, createdAt, beta, invitedUsers, … }`.
 * - `GET /api/campaigns?version=v2&limit=1..100&page=N`:
 *   `{ campaigns: [{ _id, name, status, createdAt, createdBy, labels, archived, hasError,
 *   errors }], pagination: { totalRecords, currentPage, nextPage, totalPage } }`; status is
 *   lemlist's word (running, draft, paused, ended, archived, errors). Without `version=v2`, the
 *   older answer: a bare array, `offset`/`limit` paging.
 * - `GET /api/campaigns/{campaignId}`: the campaign, or 404.
 * - `POST /api/campaigns/{campaignId}/leads/{email}` with an optional JSON body of lead fields
 *   (firstName, lastName, companyName, companyDomain, phone, linkedinUrl, icebreaker, picture…
 *   and any other key, kept as a campaign variable): 200 with the lead
 *   `{ _id, campaignId, campaignName, leadUrl, isPaused, email, …fields }`. An address already in
 *   the campaign (compared case-insensitively) is a 400, as is one on the team's unsubscribe
 *   list or an invalid one; an unknown campaign a 404. `deduplicate=true` also refuses an
 *   address that is in another campaign of the team.
 * - Rate limit, documented: 20 requests per 2 seconds per API key; every answer carries
 *   X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset (a date), and a 429 carries
 *   Retry-After in seconds.
 *
 * lemlist answers errors as plain text (what clients of its API quote: "Lead already exists…",
 * "…already in the campaign"); the exact wording of each is not documented, so the stand-in's
 * texts are its best reading, and the connector matches them loosely.
 *
 * Faults (500, 503, 429…) are injected with `sandbox.setFault('lemlist', …)`, answered by
 * `lemlistFailure`. Test controls create and delete campaigns, unsubscribe addresses, revoke the
 * key, change the rate limit and show the leads of a campaign.
 */
import { randomBytes } from 'node:crypto';
import { json, text, type Handler, type Incoming, type Reply } from './http.js';
import { RateWindow, type RateLimit, type RateDecision } from './rate-window.js';

export const SANDBOX_LEMLIST_API_KEY = 'sandbox-lemlist-token';
export const SANDBOX_LEMLIST_TEAM = 'LeadAtlas Sandbox Team';
const DEFAULT_RATE: RateLimit = { limit: 20, windowMs: 2000 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type LemlistCampaignStatus =
  | 'running'
  | 'draft'
  | 'paused'
  | 'ended'
  | 'archived'
  | 'errors';

export interface LemlistCampaign {
  _id: string;
  name: string;
  status: LemlistCampaignStatus;
  createdAt: string;
  createdBy: string;
  labels: string[];
  archived: boolean;
  hasError: boolean;
  errors: string[];
}

export interface LemlistLead {
  _id: string;
  campaignId: string;
  campaignName: string;
  leadUrl: string;
  isPaused: boolean;
  email: string;
  /** Every field the body carried (firstName, companyName, custom variables…). */
  [field: string]: unknown;
}

export interface LemlistControls {
  readonly apiKey: string;
  readonly teamName: string;
  /** A campaign of the team, as if made in the app (running by default). */
  createCampaign(name: string, status?: LemlistCampaignStatus): LemlistCampaign;
  /** The campaign is deleted in the app (its leads go with it). */
  deleteCampaign(id: string): void;
  campaigns(): LemlistCampaign[];
  /** The leads of a campaign, in the order they were added. */
  leads(campaignId: string): LemlistLead[];
  /** The address joins the team's unsubscribe list. */
  unsubscribe(email: string): void;
  /** The key is regenerated in the app: the old one answers 401 from now on. */
  revokeKey(): void;
  setRateLimit(rate: RateLimit): void;
  /** Back to the seeded team: two campaigns, no leads, the key valid, default limits. */
  reset(): void;
}

/** lemlist's answer for an injected failure. */
export function lemlistFailure(status: number): Reply {
  if (status === 429) {
    return { ...text(429, 'Too many requests'), headers: rateHeaders(null, 2) };
  }
  if (status === 401) return text(401, 'Unauthorized');
  if (status >= 500) return text(status, 'Internal Server Error');
  return text(status, 'Bad Request');
}

function rateHeaders(decision: RateDecision | null, retryAfterSeconds?: number) {
  const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
  if (decision) {
    headers['x-ratelimit-limit'] = String(decision.limit);
    headers['x-ratelimit-remaining'] = String(decision.remaining);
    headers['x-ratelimit-reset'] = new Date(decision.resetAt).toString();
  }
  if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
  return headers;
}

/** lemlist's ids: a type prefix and 17 letters and digits. */
function lemlistId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(17);
  return `${prefix}_${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The key of a request: Basic ":key" (the user is empty), or ?access_token=key. */
function requestKey(request: Incoming): string | null {
  const auth = request.headers.authorization;
  const basic = auth ? /^Basic (.+)$/i.exec(auth)?.[1] : undefined;
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 ? decoded.slice(colon + 1) : null;
  }
  return request.url.searchParams.get('access_token');
}

export function createLemlistStandIn(): { handler: Handler; controls: LemlistControls } {
  const userId = lemlistId('usr');
  const team = {
    _id: lemlistId('tea'),
    name: SANDBOX_LEMLIST_TEAM,
    userIds: [userId],
    createdBy: userId,
    createdAt: new Date().toISOString(),
    beta: [] as string[],
    invitedUsers: [] as unknown[],
    customDomain: 'leadatlas-sandbox.test',
  };
  const campaigns = new Map<string, LemlistCampaign>();
  const leads = new Map<string, LemlistLead[]>();
  const unsubscribed = new Set<string>();
  const rates = new RateWindow(DEFAULT_RATE);
  let keyValid = true;

  function createCampaign(name: string, status: LemlistCampaignStatus = 'running') {
    const campaign: LemlistCampaign = {
      _id: lemlistId('cam'),
      name,
      status,
      createdAt: new Date().toISOString(),
      createdBy: userId,
      labels: [],
      archived: status === 'archived',
      hasError: status === 'errors',
      errors: [],
    };
    campaigns.set(campaign._id, campaign);
    leads.set(campaign._id, []);
    return campaign;
  }

  function seed(): void {
    campaigns.clear();
    leads.clear();
    unsubscribed.clear();
    rates.set(DEFAULT_RATE);
    keyValid = true;
    createCampaign('Clínicas dentales — Madrid', 'running');
    createCampaign('Reactivación Q3', 'draft');
  }
  seed();

  function inCampaign(campaignId: string, email: string): boolean {
    const lower = email.toLowerCase();
    return (leads.get(campaignId) ?? []).some((lead) => lead.email.toLowerCase() === lower);
  }

  function listCampaigns(query: URLSearchParams): { status: number; body: unknown } {
    const all = [...campaigns.values()];
    const limit = Number(query.get('limit') ?? '100');
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
      return { status: 400, body: 'limit must be between 1 and 100' };
    }
    if (query.get('version') !== 'v2') {
      const offset = Number(query.get('offset') ?? '0') || 0;
      return { status: 200, body: all.slice(offset, offset + limit) };
    }
    const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
    const totalPage = Math.max(1, Math.ceil(all.length / limit));
    return {
      status: 200,
      body: {
        campaigns: all.slice((page - 1) * limit, page * limit),
        pagination: {
          totalRecords: all.length,
          currentPage: page,
          nextPage: page < totalPage ? page + 1 : null,
          totalPage,
        },
      },
    };
  }

  function addLead(
    campaignId: string,
    pathEmail: string | null,
    request: Incoming,
  ): { status: number; body: unknown } {
    const campaign = campaigns.get(campaignId);
    if (!campaign) return { status: 404, body: 'Campaign not found' };
    let fields: Record<string, unknown> = {};
    if (request.body.trim()) {
      try {
        const parsed: unknown = JSON.parse(request.body);
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
          return { status: 400, body: 'Body must be a JSON object' };
        }
        fields = parsed as Record<string, unknown>;
      } catch {
        return { status: 400, body: 'Body must be a JSON object' };
      }
    }
    const email = (pathEmail ?? (typeof fields.email === 'string' ? fields.email : '')).trim();
    if (!EMAIL.test(email)) return { status: 400, body: 'Invalid email' };
    const lower = email.toLowerCase();
    if (unsubscribed.has(lower)) return { status: 400, body: 'Lead is unsubscribed' };
    if (inCampaign(campaignId, email)) return { status: 400, body: 'Lead already in the campaign' };
    if (
      request.url.searchParams.get('deduplicate') === 'true' &&
      [...leads.keys()].some((id) => inCampaign(id, email))
    ) {
      return { status: 400, body: 'Lead already exists in another campaign' };
    }
    const lead: LemlistLead = {
      ...fields,
      _id: lemlistId('lea'),
      campaignId,
      campaignName: campaign.name,
      leadUrl: `https://api.lemlist.com/api/leads/${encodeURIComponent(email)}`,
      isPaused: false,
      email,
    };
    leads.get(campaignId)!.push(lead);
    return { status: 200, body: lead };
  }

  function route(request: Incoming): { status: number; body: unknown } {
    const path = request.url.pathname.replace(/\/+$/, '');
    const method = request.method;
    if (method === 'GET' && path === '/api/team') return { status: 200, body: team };
    if (method === 'GET' && path === '/api/campaigns') {
      return listCampaigns(request.url.searchParams);
    }
    const campaignMatch = /^\/api\/campaigns\/([^/]+)$/.exec(path);
    if (method === 'GET' && campaignMatch) {
      const campaign = campaigns.get(decodeURIComponent(campaignMatch[1]!));
      return campaign
        ? { status: 200, body: campaign }
        : { status: 404, body: 'Campaign not found' };
    }
    const leadMatch = /^\/api\/campaigns\/([^/]+)\/leads(?:\/([^/]+))?$/.exec(path);
    if (method === 'POST' && leadMatch) {
      const email = leadMatch[2] ? decodeURIComponent(leadMatch[2]) : null;
      return addLead(decodeURIComponent(leadMatch[1]!), email, request);
    }
    return { status: 404, body: 'Not Found' };
  }

  const handler: Handler = (request) => {
    const key = requestKey(request);
    if (!keyValid || key !== SANDBOX_LEMLIST_API_KEY) return text(401, 'Unauthorized');
    const decision = rates.take(key);
    if (!decision.allowed) {
      return {
        ...text(429, 'Too many requests'),
        headers: rateHeaders(decision, decision.retryAfterSeconds),
      };
    }
    const { status, body } = route(request);
    const reply = typeof body === 'string' ? text(status, body) : json(status, body);
    return { ...reply, headers: { ...rateHeaders(decision), ...reply.headers } };
  };

  return {
    handler,
    controls: {
      apiKey: SANDBOX_LEMLIST_API_KEY,
      teamName: SANDBOX_LEMLIST_TEAM,
      createCampaign,
      deleteCampaign(id) {
        campaigns.delete(id);
        leads.delete(id);
      },
      campaigns: () => [...campaigns.values()],
      leads: (campaignId) => [...(leads.get(campaignId) ?? [])],
      unsubscribe(email) {
        unsubscribed.add(email.trim().toLowerCase());
      },
      revokeKey() {
        keyValid = false;
      },
      setRateLimit: (rate) => rates.set(rate),
      reset: seed,
    },
  };
}
