/** Driving a connector the way the push engine does, for tests of one connector. */
import type { IntegrationProvider } from '@leadatlas/shared';
import type {
  Connector,
  ConnectorEnv,
  LeadOutcome,
  PushContext,
  PushLead,
} from '../../src/domain/integrations/connectors/types.js';

/** Pushes the leads in the connector's batch size, one batch after the other. */
export async function pushInBatches<P extends IntegrationProvider>(
  connector: Connector<P>,
  env: ConnectorEnv,
  context: PushContext<P>,
  leads: PushLead[],
): Promise<LeadOutcome[]> {
  const outcomes: LeadOutcome[] = [];
  for (let start = 0; start < leads.length; start += connector.batchSize) {
    const batch = leads.slice(start, start + connector.batchSize);
    outcomes.push(...(await connector.push(env, context, batch)));
  }
  return outcomes;
}

export function outcomesByLead(outcomes: LeadOutcome[]): Map<string, LeadOutcome> {
  return new Map(outcomes.map((outcome) => [outcome.leadId, outcome]));
}
