/** Every connector by provider: the one place the push engine and connections look them up. */
import type { IntegrationProvider } from '@leadatlas/shared';
import { hubspotConnector } from './hubspot.js';
import { instantlyConnector } from './instantly.js';
import { lemlistConnector } from './lemlist.js';
import { pipedriveConnector } from './pipedrive.js';
import type { Connector } from './types.js';
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
