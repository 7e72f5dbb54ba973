/**
 * lemlist (cold email), developer.lemlist.com: leads with an email are added to the
 * connection's campaign; leads without one are skipped ('no_email') without a call.
 *
 * Endpoints (base LEMLIST_API_URL + /api, HTTP Basic with an empty user and the API key as
 * password):
 * - verify: `GET /api/team` (the key works; the label is the team name), then
 *   `GET /api/campaigns/{id}` when a campaign is chosen (a deleted one: 404, thrown as
 *   ServiceRejectedError with lemlist's words).
 * - listCampaigns: `GET /api/campaigns?version=v2&limit=100&page=N` until `totalPage`; the
 *   status is lemlist's own word (running, draft, paused, ended…).
 * - push: lemlist has no bulk add, so ONE `POST /api/campaigns/{id}/leads/{email}` per lead
 *   (calls per lead: 1), two at a time, in batches of 25. `deduplicate=true` is NOT sent: lemlist
 *   documents it as "will not insert the lead if the address is in another campaign", while a
 *   lead is only to be skipped when it is already in this one; lemlist refuses that itself
 *   (400 "…already in the campaign"). Outcomes: 200 → created (the lead's `_id` kept as
 *   externalIds.lead); 400 "already…" → skipped 'already_in_campaign'; 400 about an
 *   unsubscribed or invalid address → skipped 'blocked_by_service'; any other 4xx → failed with
 *   lemlist's words; 404 (the campaign was deleted) → that lead and every lead not yet sent fail
 *   with lemlist's words, and no further call is made.
 * - Rate limit, documented: 20 requests per 2 s per key, X-RateLimit-Remaining/-Reset on every
 *   answer, 429 with Retry-After. The connector pauses until the window resets when fewer
 *   requests remain than it has in flight, so a batch normally never meets a 429. A 429 before
 *   any lead of the call was added is thrown (RateLimitedError: the engine waits and sends the
 *   batch again); once some were added, the connector waits the Retry-After itself (at most
 *   30 s, three times) and goes on, so the leads it added are reported as created rather than as
 *   already in the campaign on the engine's retry. 401/403 and 5xx are thrown for the engine.
 *
 * Field mapping (LeadAtlas → lemlist lead; every key becomes a campaign variable {{key}}):
 * | LeadAtlas                          | lemlist                                   |
 * |------------------------------------|-------------------------------------------|
 * | email                              | the path's {email}                        |
 * | firstName (else contactName whole) | firstName                                 |
 * | lastName                           | lastName                                  |
 * | businessName                       | companyName                               |
 * | domain                             | companyDomain                             |
 * | phone                              | phone                                     |
 * | linkedin                           | linkedinUrl                               |
 * | contactRole                        | jobTitle                                  |
 * | website                            | website (custom)                          |
 * | address, city, postalCode          | address, city, postalCode (custom)        |
 * | countryCode                        | country (custom)                          |
 * | category, industry                 | category, industry (custom)               |
 * | rating, ratingCount                | rating, reviewCount (custom, as text)     |
 * | employees, companySize, revenue    | employees, companySize, revenue (custom)  |
 * | socials.{network}                  | {network} (custom; x_twitter → xTwitter)  |
 * Empty fields are left out; lemlist's variables are text, so numbers are sent as text.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { Campaign } from '@leadatlas/shared';
import { RateLimitedError, ServiceRejectedError, type ServiceResponse } from '../service-http.js';
import {
  contactNames,
  outreachVariables,
  inLeadOrder,
  partitionByEmail,
  type LeadWithEmail,
} from './outreach-fields.js';
import type { Connector, ConnectorEnv, LeadOutcome, PushLead } from './types.js';

const SERVICE = 'lemlist';
const PAGE_SIZE = 100;
const MAX_PAGES = 100;
/** Requests in flight at once: low, under lemlist's 20 per 2 s. */
const CONCURRENCY = 2;
const MAX_OWN_WAIT_MS = 30_000;
const MAX_OWN_WAITS = 3;
/** lemlist's window when its reset header is missing or unreadable. */
const WINDOW_MS = 2000;

function request<T>(
  env: ConnectorEnv,
  apiKey: string,
  method: 'GET' | 'POST',
  path: string,
  json?: unknown,
): Promise<ServiceResponse<T>> {
  return env.http.request<T>({
    method,
    url: `${env.urls.lemlist}/api${path}`,
    headers: { authorization: `Basic ${Buffer.from(`:${apiKey}`).toString('base64')}` },
    ...(json !== undefined ? { json } : {}),
    service: SERVICE,
    ...(env.signal ? { signal: env.signal } : {}),
  });
}

function lemlistLead(lead: PushLead): Record<string, string> {
  const names = contactNames(lead);
  const fields: Record<string, string | number | null> = {
    firstName: names.first,
    lastName: names.last,
    companyName: lead.businessName,
    companyDomain: lead.domain,
    phone: lead.phone,
    linkedinUrl: lead.linkedin,
    jobTitle: lead.contactRole,
    website: lead.website,
    ...outreachVariables(lead),
  };
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && String(value).trim() !== '') body[key] = String(value);
  }
  return body;
}

/** What a 400 about one lead means. */
function refusal(lead: LeadWithEmail, error: ServiceRejectedError): LeadOutcome {
  if (/already/i.test(error.message)) {
    return { leadId: lead.id, status: 'skipped', skipReason: 'already_in_campaign' };
  }
  if (/unsubscri|invalid e-?mail|blacklist|blocklist/i.test(error.message)) {
    return { leadId: lead.id, status: 'skipped', skipReason: 'blocked_by_service' };
  }
  return { leadId: lead.id, status: 'failed', error: error.message };
}

/**
 * Keeps a call's requests inside lemlist's window: after each answer, when fewer requests
 * remain than can be in flight, nothing more is sent until the window resets.
 */
class Pace {
  private resumeAt = 0;

  constructor(private readonly signal: AbortSignal | undefined) {}

  async ready(): Promise<void> {
    const wait = this.resumeAt - Date.now();
    if (wait > 0) await delay(wait, undefined, this.signal ? { signal: this.signal } : undefined);
  }

  observe(headers: Headers): void {
    const remaining = Number(headers.get('x-ratelimit-remaining') ?? Number.NaN);
    if (!Number.isFinite(remaining) || remaining >= CONCURRENCY) return;
    // The reset is a date to the second: the window really ends within the following second.
    const reset = Date.parse(headers.get('x-ratelimit-reset') ?? '');
    this.holdUntil(Number.isNaN(reset) ? Date.now() + WINDOW_MS : reset + 1000);
  }

  holdUntil(at: number): void {
    this.resumeAt = Math.max(this.resumeAt, at);
  }
}

export const lemlistConnector: Connector<'lemlist'> = {
  provider: 'lemlist',
  batchSize: 25,
  async verify(env, credentials, settings) {
    const team = await request<{ name?: string; _id?: string }>(
      env,
      credentials.apiKey,
      'GET',
      '/team',
    );
    if (settings.campaign) {
      await request(
        env,
        credentials.apiKey,
        'GET',
        `/campaigns/${encodeURIComponent(settings.campaign.id)}`,
      );
    }
    return { accountLabel: team.body.name || team.body._id || SERVICE };
  },
  async listCampaigns(env, credentials) {
    const campaigns: Campaign[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const query = new URLSearchParams({
        version: 'v2',
        limit: String(PAGE_SIZE),
        page: String(page),
      });
      const { body } = await request<{
        campaigns?: Array<{ _id: string; name: string; status?: string }>;
        pagination?: { totalPage?: number };
      }>(env, credentials.apiKey, 'GET', `/campaigns?${query}`);
      for (const item of body.campaigns ?? []) {
        campaigns.push({ id: item._id, name: item.name, status: item.status ?? null });
      }
      if ((body.campaigns ?? []).length === 0 || page >= (body.pagination?.totalPage ?? 1)) break;
    }
    return campaigns;
  },
  async push(env, context, leads) {
    const { sendable: queue, noEmail } = partitionByEmail(leads);
    const outcomes: LeadOutcome[] = [...noEmail];
    const campaign = context.settings.campaign;
    const failRest = (message: string) => {
      for (const lead of queue.splice(0)) {
        outcomes.push({ leadId: lead.id, status: 'failed', error: message });
      }
    };
    if (!campaign) failRest('No lemlist campaign is chosen for this connection');

    const pace = new Pace(env.signal);
    let added = 0;
    let ownWaits = 0;
    let fatal: unknown = null;

    const send = async (lead: LeadWithEmail): Promise<void> => {
      try {
        const response = await request<{ _id?: string }>(
          env,
          context.credentials.apiKey,
          'POST',
          `/campaigns/${encodeURIComponent(campaign!.id)}/leads/${encodeURIComponent(lead.email)}`,
          lemlistLead(lead),
        );
        pace.observe(response.headers);
        added += 1;
        const outcome: LeadOutcome = {
          leadId: lead.id,
          status: 'created',
          ...(response.body._id ? { externalIds: { lead: response.body._id } } : {}),
        };
        outcomes.push(outcome);
        // Stored at once if the batch then stops: a resend would call it "already in the campaign".
        context.settle?.(outcome);
      } catch (error) {
        if (error instanceof ServiceRejectedError && error.status === 404) {
          outcomes.push({ leadId: lead.id, status: 'failed', error: error.message });
          failRest(error.message);
        } else if (error instanceof ServiceRejectedError) {
          outcomes.push(refusal(lead, error));
        } else if (
          error instanceof RateLimitedError &&
          added > 0 &&
          ownWaits < MAX_OWN_WAITS &&
          error.retryAfterMs <= MAX_OWN_WAIT_MS
        ) {
          ownWaits += 1;
          pace.holdUntil(Date.now() + error.retryAfterMs);
          queue.unshift(lead);
        } else {
          throw error;
        }
      }
    };

    const worker = async (): Promise<void> => {
      while (fatal === null) {
        await pace.ready();
        const lead = queue.shift();
        if (!lead) return;
        try {
          await send(lead);
        } catch (error) {
          fatal ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (fatal !== null) throw fatal;
    return inLeadOrder(leads, outcomes);
  },
};
