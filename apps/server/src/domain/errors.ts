import type { ApiErrorBody, ErrorCode } from '@leadatlas/shared';

/** Extra facts an error carries to the client (amounts, candidates), never internals. */
export type ErrorDetails = Omit<ApiErrorBody, 'error'>;

/** A rule the caller broke; routes map it to its HTTP status and the shared error code. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string = code,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }
}
