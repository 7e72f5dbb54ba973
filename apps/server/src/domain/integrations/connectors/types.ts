/**
 * What every connector implements. A connector knows one service: how to check credentials,
 * list campaigns, and push a batch of leads the way that service expects. It knows nothing of
 * the database, jobs or retries: the push engine (push-run.ts) feeds it batches and handles the
 * errors of service-http.ts it throws (rate limits, transient failures, refused tokens).
 */
import type {
  Campaign,
  IntegrationProvider,
  PushItemStatus,
  PushSkipReason,
} from '@leadatlas/shared';
import type { ServiceHttp } from '../service-http.js';
import type { SafeFetcher } from '../../web/safe-fetch.js';

/** Secrets, encrypted at rest as one JSON document per connection. */
export interface Credentials {
  hubspot: { accessToken: string };
  pipedrive: { apiToken: string };
  instantly: { apiKey: string };
  lemlist: { apiKey: string };
  webhook: { signingSecret: string };
}

/** What is not secret, stored in clear beside them. */
export interface Settings {
  hubspot: Record<string, never>;
  pipedrive: { companyDomain: string };
  instantly: { campaign: { id: string; name: string } | null };
  lemlist: { campaign: { id: string; name: string } | null };
  webhook: { url: string };
}

/** Where each service's API lives (configuration: the sandbox points them at loopback). */
export interface ServiceUrls {
  /** e.g. https://api.hubapi.com */
  hubspot: string;
  /** A template with {domain}, e.g. https://{domain}.pipedrive.com */
  pipedrive: string;
  /** e.g. https://api.instantly.ai */
  instantly: string;
  /** e.g. https://api.lemlist.com */
  lemlist: string;
}

export interface ConnectorEnv {
  http: ServiceHttp;
  urls: ServiceUrls;
  /** The crawler's guarded fetcher: webhooks go to customer URLs, so the same SSRF rules apply. */
  webhookFetcher: SafeFetcher;
  now(): Date;
  signal?: AbortSignal;
}

/** A lead as connectors see it: the fields the organization paid for, ready to map. */
export interface PushLead {
  /** Our lead id (the webhook sends it; connectors return it in outcomes). */
  id: string;
  searchId: string;
  businessName: string;
  /** Registrable domain of the website (example.com), when there is a website. */
  domain: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  emailStatus: 'valid' | 'invalid' | 'accept_all' | 'unknown' | null;
  /** The page the email is printed on, else `pattern` or `source`; null when not recorded. */
  emailSource: string | null;
  /** 0–100 (decision 0025); null when not recorded. */
  emailConfidence: number | null;
  contactName: string | null;
  firstName: string | null;
  lastName: string | null;
  contactRole: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  countryCode: string | null;
  category: string | null;
  industry: string | null;
  rating: number | null;
  ratingCount: number | null;
  linkedin: string | null;
  socials: Record<string, string>;
  employees: string | null;
  revenue: string | null;
  companySize: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Ids this destination gave the same business before (from earlier pushes), if any. */
  known: Record<string, string>;
}

export interface LeadOutcome {
  leadId: string;
  status: Exclude<PushItemStatus, 'pending'>;
  /** skipped: why (translated on screen). */
  skipReason?: PushSkipReason;
  /** failed: the service's own words. */
  error?: string;
  /** Ids the service gave (company, contact, person, lead…), kept for the next push. */
  externalIds?: Record<string, string>;
}

export interface VerifiedAccount {
  /** What the credentials reach, shown on the card ("Portal 1234", "acme.pipedrive.com"). */
  accountLabel: string;
}

export interface PushContext<P extends IntegrationProvider> {
  credentials: Credentials[P];
  settings: Settings[P];
  /** Stable across retries of the same batch (a webhook's `webhook-id`). */
  batchKey: string;
  /**
   * A lead whose outcome is final before the whole batch is (per-record APIs): the engine stores
   * it at once if the batch then fails, so a retry does not send it again.
   */
  settle?(outcome: LeadOutcome): void;
  /**
   * Ids the service just gave a lead whose outcome is not known yet (a company made before its
   * contact): kept if the batch then fails, so a retry updates instead of creating again.
   */
  remember?(leadId: string, ids: Record<string, string>): void;
}

export interface Connector<P extends IntegrationProvider> {
  provider: P;
  /** Leads per push call (at most MAX_PUSH_BATCH). */
  batchSize: number;
  /**
   * Checks the credentials (and settings) against the service; throws a service error with the
   * service's words when they do not work.
   */
  verify(
    env: ConnectorEnv,
    credentials: Credentials[P],
    settings: Settings[P],
  ): Promise<VerifiedAccount>;
  /** Campaign providers: the account's campaigns. */
  listCampaigns?(env: ConnectorEnv, credentials: Credentials[P]): Promise<Campaign[]>;
  /**
   * Sends one batch. Returns one outcome per lead (per-lead refusals are `failed` outcomes);
   * throws a service error when the whole call failed, and the engine decides what follows.
   * Sending the same batch again must not duplicate anything at the service.
   */
  push(env: ConnectorEnv, context: PushContext<P>, leads: PushLead[]): Promise<LeadOutcome[]>;
}

export type AnyConnector = { [P in IntegrationProvider]: Connector<P> }[IntegrationProvider];
