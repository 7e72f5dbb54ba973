/**
 * Outgoing webhook for automation platforms (Zapier, Make, n8n; any endpoint on Pro): each
 * batch of up to 100 leads is one signed JSON message (Standard Webhooks). The message id is
 * the batch's key, so a batch sent again after a crash or a failure carries the same
 * `webhook-id` and receivers can drop the repeat. Every non-2xx answer is retried on the
 * schedule; 410 Gone disables the connection.
 */
import { BlockedDestinationError, FetchFailedError } from '../../web/safe-fetch.js';
import {
  EndpointGoneError,
  parseRetryAfter,
  RateLimitedError,
  ServiceRejectedError,
  TransientServiceError,
} from '../service-http.js';
import { signWebhook } from '../webhook-signature.js';
import type { Connector, ConnectorEnv, PushLead } from './types.js';

/** What a receiver gets for each lead (documented in the README). */
export function webhookLead(lead: PushLead) {
  return {
    id: lead.id,
    searchId: lead.searchId,
    businessName: lead.businessName,
    website: lead.website,
    domain: lead.domain,
    phone: lead.phone,
    email: lead.email,
    emailStatus: lead.emailStatus,
    emailSource: lead.emailSource,
    emailConfidence: lead.emailConfidence,
    contactName: lead.contactName,
    firstName: lead.firstName,
    lastName: lead.lastName,
    contactRole: lead.contactRole,
    address: lead.address,
    city: lead.city,
    postalCode: lead.postalCode,
    countryCode: lead.countryCode,
    category: lead.category,
    industry: lead.industry,
    rating: lead.rating,
    ratingCount: lead.ratingCount,
    linkedin: lead.linkedin,
    socials: lead.socials,
    employees: lead.employees,
    revenue: lead.revenue,
    companySize: lead.companySize,
    latitude: lead.latitude,
    longitude: lead.longitude,
  };
}

async function deliver(
  env: ConnectorEnv,
  url: string,
  secret: string,
  id: string,
  payload: unknown,
): Promise<void> {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(env.now().getTime() / 1000);
  let response;
  try {
    response = await env.webhookFetcher.fetch(url, {
      method: 'POST',
      body,
      accept: 'application/json, text/plain, */*',
      headers: { 'content-type': 'application/json', ...signWebhook(secret, id, timestamp, body) },
      followRedirects: false,
      maxBytes: 16 * 1024,
      ...(env.signal ? { signal: env.signal } : {}),
    });
  } catch (error) {
    // A BlockedDestinationError goes up as it is: connecting names it, pushing fails the batch.
    if (error instanceof FetchFailedError) {
      throw new TransientServiceError(`The endpoint could not be reached (${error.kind})`);
    }
    throw error;
  }
  if (response.status >= 200 && response.status < 300) return;
  const said = response.body.toString('utf8').trim().slice(0, 200);
  const message = `The endpoint answered ${response.status}${said ? `: ${said}` : ''}`;
  if (response.status === 410) throw new EndpointGoneError(message);
  if (response.status === 429) {
    throw new RateLimitedError(parseRetryAfter(response.headers['retry-after']), message);
  }
  throw new TransientServiceError(message, response.status);
}

/**
 * Connecting is the user's own check: an endpoint that answers 4xx or a host name that does not
 * resolve is a wrong URL (refused), not a service having a bad moment (retried when pushing).
 */
function asConnectRefusal(error: unknown): unknown {
  if (error instanceof TransientServiceError && error.status !== null && error.status < 500) {
    return new ServiceRejectedError(error.message, error.status);
  }
  if (error instanceof TransientServiceError && /\(dns\)/.test(error.message)) {
    return new ServiceRejectedError("The endpoint's host name does not resolve", 400);
  }
  return error;
}

export const webhookConnector: Connector<'webhook'> = {
  provider: 'webhook',
  batchSize: 100,
  async verify(env, credentials, settings) {
    const now = env.now();
    try {
      await deliver(env, settings.url, credentials.signingSecret, `msg_test_${now.getTime()}`, {
        type: 'integration.test',
        timestamp: now.toISOString(),
        data: { message: 'LeadAtlas connection test' },
      });
    } catch (error) {
      throw asConnectRefusal(error);
    }
    return { accountLabel: new URL(settings.url).host };
  },
  async push(env, context, leads) {
    const payload = {
      type: 'leads.pushed',
      timestamp: env.now().toISOString(),
      data: { leads: leads.map(webhookLead) },
    };
    try {
      await deliver(
        env,
        context.settings.url,
        context.credentials.signingSecret,
        context.batchKey,
        payload,
      );
    } catch (error) {
      // The name now resolves to an address webhooks may not reach (changed since it was connected).
      if (error instanceof BlockedDestinationError) {
        throw new ServiceRejectedError(`The webhook URL is not allowed (${error.reason})`, 400);
      }
      throw error;
    }
    return leads.map((lead) => ({ leadId: lead.id, status: 'created' as const }));
  },
};
