/** Every connector by provider: the one place the push engine and connections look them up. */
import type { IntegrationProvider } from '@leadatlas/shared';
import { hubspotConnector } from './hubspot.js';
import { instantlyConnector } from './instantly.js';
import { lemlistConnector } from './lemlist.js';
import { pipedriveConnector } from './pipedrive.js';
import type {
  Connector,
  ConnectorEnv,
  LeadOutcome,
  PushContext,
  PushLead,
  VerifiedAccount,
} from './types.js';
import { webhookConnector } from './webhook.js';

export const CONNECTORS: { [P in IntegrationProvider]: Connector<P> } = {
  hubspot: hubspotConnector,
  pipedrive: pipedriveConnector,
  instantly: instantlyConnector,
  lemlist: lemlistConnector,
  webhook: webhookConnector,
};

export function connectorFor<P extends IntegrationProvider>(provider: P): Connector<P> {
  return CONNECTORS[provider];
}

/**
 * A connector for a provider known only at run time, fed credentials and settings that were
 * read for that provider (a stored row, a validated request). TypeScript cannot tie the two
 * together across the union, so the cast is made here once.
 */
export interface RuntimeConnector {
  batchSize: number;
  verify(env: ConnectorEnv, credentials: unknown, settings: unknown): Promise<VerifiedAccount>;
  push(
    env: ConnectorEnv,
    context: Omit<PushContext<IntegrationProvider>, 'credentials' | 'settings'> & {
      credentials: unknown;
      settings: unknown;
    },
    leads: PushLead[],
  ): Promise<LeadOutcome[]>;
}

export function runtimeConnector(provider: IntegrationProvider): RuntimeConnector {
  return CONNECTORS[provider] as unknown as RuntimeConnector;
}
