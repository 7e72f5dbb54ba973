/**
 * The two ways an outbound request fails. Messages are fixed per reason/kind: they never carry
 * resolved addresses, socket details or the remote's words, so they are safe to show and store.
 */
import type { AddressBlockReason } from './address-policy.js';

export type BlockReason = AddressBlockReason | 'scheme' | 'port';

/** The destination is not one outbound requests may reach (checked before any connection). */
export class BlockedDestinationError extends Error {
  override readonly name = 'BlockedDestinationError';
  constructor(readonly reason: BlockReason) {
    super(`Destination not allowed (${reason})`);
  }
}

export type FetchFailureKind =
  | 'dns'
  | 'timeout'
  | 'connect'
  | 'too_many_redirects'
  | 'invalid_url'
  | 'http';

const MESSAGES: Record<FetchFailureKind, string> = {
  dns: 'The name could not be resolved',
  timeout: 'The request timed out',
  connect: 'The connection failed',
  too_many_redirects: 'Too many redirects',
  invalid_url: 'Invalid URL',
  http: 'The server sent an invalid HTTP response',
};

export class FetchFailedError extends Error {
  override readonly name = 'FetchFailedError';
  constructor(
    readonly kind: FetchFailureKind,
    /** A short machine code for logs (ECONNREFUSED, CERT_HAS_EXPIRED, not_found…), if known. */
    readonly code?: string,
  ) {
    super(MESSAGES[kind]);
  }
}
