/** Lemlist connector (being written: issue 14). */
import type { Connector } from './types.js';

export const lemlistConnector: Connector<'lemlist'> = {
  provider: 'lemlist',
  batchSize: 100,
  verify() {
    throw new Error('Lemlist connector not written yet');
  },
  push() {
    throw new Error('Lemlist connector not written yet');
  },
};
