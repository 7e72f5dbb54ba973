/**
 * A connector's environment pointed at the sandbox's stand-ins, for tests that drive one
 * connector directly (the push engine's own tests go through the app instead).
 */
import type { Sandbox } from '@leadatlas/sandbox';
import type { ConnectorEnv } from '../../src/domain/integrations/connectors/types.js';
import { createServiceHttp } from '../../src/domain/integrations/service-http.js';
import { createResolver } from '../../src/domain/web/resolver.js';
import { createSafeFetcher } from '../../src/domain/web/safe-fetch.js';

export function connectorEnv(
  sandbox: Sandbox,
  options: { timeoutMs?: number; now?: () => Date } = {},
): ConnectorEnv & { close(): Promise<void> } {
  const timeoutMs = options.timeoutMs ?? 5000;
  const webhookFetcher = createSafeFetcher({
    allowPrivateNetworks: true,
    userAgent: 'LeadAtlas-test',
    timeoutMs,
    resolver: createResolver([]),
  });
  return {
    http: createServiceHttp({ timeoutMs, userAgent: 'LeadAtlas-test' }),
    urls: {
      hubspot: sandbox.hubspotUrl,
      pipedrive: sandbox.pipedriveUrl,
      instantly: sandbox.instantlyUrl,
      lemlist: sandbox.lemlistUrl,
    },
    webhookFetcher,
    now: options.now ?? (() => new Date()),
    close: () => webhookFetcher.close(),
  };
}
