/**
 * The English sentence beside each error code of /api/v1: the code is the contract, the sentence
 * is for the developer reading a log. Codes the API cannot answer with fall back to their status.
 */
import type { ErrorCode } from '@leadatlas/shared';

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  validation_failed: 'The request is not valid; `fields` lists what to fix.',
  invalid_json: 'The body is not valid JSON.',
  payload_too_large: 'The body is too large.',
  unsupported_media_type: 'Send JSON with Content-Type: application/json.',
  not_found: 'No such resource in this organization.',
  forbidden: 'This key cannot reach that resource.',
  rate_limited: 'Too many requests for this key; wait for Retry-After seconds.',
  internal_error:
    'Something failed on our side; retry later (send an Idempotency-Key when starting searches, so a retry never starts two).',
  api_key_invalid:
    'Missing, unknown or revoked API key (or its creator left the organization). Send Authorization: Bearer <key>.',
  plan_api_locked: "The API needs the Pro plan; the organization's plan does not include it.",
  api_scope_forbidden: 'This key is read-only; this request needs a read + write key.',
  idempotency_key_reused:
    'This Idempotency-Key was already used with a different request; use a new key.',
  invalid_cursor: 'The cursor does not belong to this listing; start again without it.',
  insufficient_credits:
    'Not enough credits: `required` credits are needed and `available` are left.',
  plan_field_locked: "A field asked for is not in the organization's plan (`requiredPlan`).",
  plan_filter_locked: "A filter asked for is not in the organization's plan (`requiredPlan`).",
  plan_max_leads: "maxLeads is above the plan's limit per search.",
  location_not_found: 'The location was not found or is ambiguous; see `candidates`.',
  places_source_unavailable: 'The places source is not answering; try again shortly.',
  search_not_cancellable: 'The search has already finished.',
  wizard_incomplete: 'The search request is missing something it needs.',
  unavailable: 'The service is temporarily unavailable.',
};

export function v1ErrorMessage(code: string, status: number): string {
  return (
    MESSAGES[code as ErrorCode] ??
    (status >= 500 ? 'Something failed on our side.' : 'The request was refused.')
  );
}
