/** Instantly connector (being written: issue 14). */
import type { Connector } from './types.js';

export const instantlyConnector: Connector<'instantly'> = {
  provider: 'instantly',
  batchSize: 100,
  verify() {
    throw new Error('Instantly connector not written yet');
  },
  push() {
    throw new Error('Instantly connector not written yet');
  },
};
