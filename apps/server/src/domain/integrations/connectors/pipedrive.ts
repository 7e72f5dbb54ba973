/** Pipedrive connector (being written: issue 14). */
import type { Connector } from './types.js';

export const pipedriveConnector: Connector<'pipedrive'> = {
  provider: 'pipedrive',
  batchSize: 100,
  verify() {
    throw new Error('Pipedrive connector not written yet');
  },
  push() {
    throw new Error('Pipedrive connector not written yet');
  },
};
