import type { ErrorCode } from '@leadatlas/shared';

/** A rule the caller broke; routes map it to its HTTP status and the shared error code. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string = code,
  ) {
    super(message);
  }
}
