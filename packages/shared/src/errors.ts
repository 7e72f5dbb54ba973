/**
 * Error codes the API answers with ({ error: code }). The web app maps each to a message in
 * the user's language; the server never sends internals.
 */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'unauthorized',
  'forbidden',
  'csrf_rejected',
  'rate_limited',
  'internal_error',
  'captcha_required',
  'captcha_invalid',
  'terms_required',
  'email_taken',
  'invalid_credentials',
  'email_not_verified',
  'password_too_short',
  'invalid_token',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: ErrorCode;
  /** Field paths that failed validation, when error is validation_failed. */
  fields?: string[];
}
