/** Hubspot connector (being written: issue 14). */
import type { Connector } from './types.js';

export const hubspotConnector: Connector<'hubspot'> = {
  provider: 'hubspot',
  batchSize: 100,
  verify() {
    throw new Error('Hubspot connector not written yet');
  },
  push() {
    throw new Error('Hubspot connector not written yet');
  },
};
