/**
 * What connectors and connections need, built once per process from configuration: the HTTP
 * client for the services' APIs, the guarded fetcher for webhooks (the crawler's rules: no
 * private or loopback address unless the sandbox allows it), and the secret box.
 */
import type { Config } from '../../config.js';
import { createResolver } from '../web/resolver.js';
import { createSafeFetcher } from '../web/safe-fetch.js';
import type { ConnectorEnv } from './connectors/types.js';
import { createSecretBox, loadIntegrationsKey, type SecretBox } from './secret-box.js';
import { createServiceHttp } from './service-http.js';

export interface IntegrationServices {
  env: ConnectorEnv;
  box: SecretBox;
  close(): Promise<void>;
}

/** `createKey`: the app may generate the key on its first start; a separate worker only reads it. */
export function createIntegrationServices(
  config: Config,
  options: { createKey: boolean },
): IntegrationServices {
  const webhookFetcher = createSafeFetcher({
    allowPrivateNetworks: config.CRAWLER_ALLOW_PRIVATE_NETWORKS,
    userAgent: config.userAgent,
    timeoutMs: config.INTEGRATIONS_TIMEOUT_MS,
    resolver: createResolver(config.dnsServers),
    maxBytes: 64 * 1024,
    maxConnectionsPerHost: 4,
  });
  return {
    env: {
      http: createServiceHttp({
        timeoutMs: config.INTEGRATIONS_TIMEOUT_MS,
        userAgent: config.userAgent,
      }),
      urls: {
        hubspot: config.HUBSPOT_API_URL.replace(/\/+$/, ''),
        pipedrive: config.PIPEDRIVE_API_URL.replace(/\/+$/, ''),
        instantly: config.INSTANTLY_API_URL.replace(/\/+$/, ''),
        lemlist: config.LEMLIST_API_URL.replace(/\/+$/, ''),
      },
      webhookFetcher,
      now: () => new Date(),
    },
    box: createSecretBox(loadIntegrationsKey(config, { create: options.createKey })),
    close: () => webhookFetcher.close(),
  };
}
