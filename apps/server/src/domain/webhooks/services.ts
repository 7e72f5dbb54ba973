/**
 * What custom webhooks need, built from the integrations' own pieces so both kinds of
 * outgoing webhook follow one set of rules: the same guarded fetcher (no private or loopback
 * address unless CRAWLER_ALLOW_PRIVATE_NETWORKS), the same secret box, the same deadline.
 */
import type { Config } from '../../config.js';
import type { IntegrationServices } from '../integrations/services.js';
import type { SecretBox } from '../integrations/secret-box.js';
import { createResolver, type Resolver } from '../web/resolver.js';
import type { DestinationPolicy } from '../web/destination.js';
import type { SafeFetcher } from '../web/safe-fetch.js';

export interface WebhookServices {
  fetcher: SafeFetcher;
  box: SecretBox;
  /** Checks an endpoint's address when it is saved (before any packet is sent to it). */
  resolver: Resolver;
  policy: DestinationPolicy;
  /** WEBHOOK_RETRY_DELAYS in milliseconds. */
  retryDelaysMs: readonly number[];
  /** Deadline of one delivery (INTEGRATIONS_TIMEOUT_MS). */
  timeoutMs: number;
}

export function createWebhookServices(
  config: Config,
  integrations: IntegrationServices,
): WebhookServices {
  return {
    fetcher: integrations.env.webhookFetcher,
    box: integrations.box,
    resolver: createResolver(config.dnsServers),
    policy: { allowPrivateNetworks: config.CRAWLER_ALLOW_PRIVATE_NETWORKS },
    retryDelaysMs: config.WEBHOOK_RETRY_DELAYS,
    timeoutMs: config.INTEGRATIONS_TIMEOUT_MS,
  };
}
