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
  'invalid_credentials',
  'email_not_verified',
  'password_too_short',
  'invalid_token',
  'unavailable',
  'wizard_incomplete',
  'no_active_organization',
  'insufficient_credits',
  'plan_field_locked',
  'plan_filter_locked',
  'plan_max_leads',
  'export_method_unavailable',
  'location_not_found',
  'places_source_unavailable',
  'search_not_cancellable',
  /** The payment provider could not be reached or refused the request (503). */
  'payments_unavailable',
  /** The organization already has a live subscription; plan changes go through the portal (409). */
  'subscription_exists',
  /** No billing portal: the local test mode, or no customer at the provider yet (409). */
  'portal_unavailable',
  /** The test-mode checkout was already declined or has expired (409). */
  'checkout_closed',
  /** A payment webhook whose signature does not verify (400). */
  'invalid_signature',
  /** A plan checkout of the organization is still open: continue or cancel it first (409). */
  'checkout_pending',
  /** The search has no monthly schedule in a state that allows this change (409). */
  'schedule_unavailable',
  /** The current password given to change a password or an email is not the account's (400). */
  'wrong_password',
  /** The account signs in only through a social provider: it has no password to confirm (400). */
  'password_not_set',
  /** The address already belongs to another account (409). */
  'email_in_use',
  /** The new address is the account's current one (400). */
  'email_unchanged',
  /** The typed confirmation of an account deletion is not the account's email (400). */
  'confirmation_mismatch',
  /** The user owns team organizations with other active members: transfer them first (409). */
  'organization_transfer_required',
  /** A plan change or cancellation needs a live subscription, and the organization has none (409). */
  'no_subscription',
  /** The organization is already on the plan asked for (409). */
  'plan_unchanged',
  /** With Stripe, plan changes and cancellations are made in Stripe's billing portal (409). */
  'portal_required',
  /** Nothing is scheduled (no downgrade, no cancellation) that could be undone (409). */
  'nothing_scheduled',
  /** The organization's role does not allow this (403); `requiredRole` names the least role that does. */
  'role_forbidden',
  /** Taking members needs a plan with team members (Growth or Pro) (403; requiredPlan). */
  'plan_team_locked',
  /** The address already belongs to an active member of the organization (409). */
  'already_member',
  /** The address is the inviter's own (400). */
  'invite_self',
  /** An unused, unexpired invitation to that address already exists: resend it instead (409). */
  'invitation_exists',
  /** No unused invitation has this token (404): 'Invitación no válida o expirada'. */
  'invitation_invalid',
  /** The invitation is past its 7 days (410): 'La invitación ha expirado'. */
  'invitation_expired',
  /** The signed-in account's email is not the invited address (403). */
  'invitation_wrong_account',
  /** The owner cannot leave or be removed: transfer ownership first (409). */
  'owner_must_transfer',
  /** A live subscription still bills the organization: cancel it before deleting (409). */
  'organization_subscribed',
  /** A personal organization is the account's own: it goes only with the account (409). */
  'personal_organization',
  /** The member is not an active member of that organization (404). */
  'member_not_found',
  /** The user already owns as many organizations as one account may (409). */
  'organization_limit',
  /** The user already holds OPEN_REFERRAL_CODES_LIMIT codes nobody used: share one first (409). */
  'referral_codes_limit',
  /** The organization's plan does not include this integration (403; requiredPlan). */
  'integration_locked',
  /** The organization has no working connection to that integration (409). */
  'integration_not_connected',
  /** The service refused the credentials or the request (422; serviceMessage has its words). */
  'integration_rejected',
  /** The service could not be reached or kept failing (503; serviceMessage when it answered). */
  'integration_unreachable',
  /** The campaign is not one of the account's campaigns (404). */
  'campaign_not_found',
  /** The webhook URL points at a private, loopback or otherwise unreachable address (400). */
  'webhook_url_blocked',
  /** None of the leads asked for belong to the search (400). */
  'push_empty',
  /** The ticket is resolved: its conversation takes no more replies (409). */
  'ticket_resolved',
  /** A support adjustment would take the organization's balance below zero (409). */
  'adjustment_below_zero',
  /** The adjustment's key was already used for a different adjustment (409). */
  'adjustment_key_reused',
  /** The user answered the feedback survey less than 30 days ago (409; nextAnswerAt). */
  'feedback_already_answered',
  /** The FAQ order sent is not the language's current list of entries: reload and retry (409). */
  'faq_order_stale',
  /** /api/v1: no key, an unknown key or a revoked one (401). */
  'api_key_invalid',
  /** API keys and custom webhooks need Pro (403; requiredPlan). A downgrade stops keys so. */
  'plan_api_locked',
  /** /api/v1: a read-only key on a route that changes something (403). */
  'api_scope_forbidden',
  /** The Idempotency-Key was already used with a different request (422). */
  'idempotency_key_reused',
  /** A pagination cursor that is not one this listing gave (400). */
  'invalid_cursor',
  /** The organization has as many API keys or webhook endpoints as it may (409). */
  'limit_reached',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: ErrorCode;
  /** Field paths that failed validation, when error is validation_failed. */
  fields?: string[];
  /** insufficient_credits: credits the request needs and the balance that was available. */
  required?: number;
  available?: number;
  /** location_not_found: places the text could mean (empty when none matched). */
  candidates?: string[];
  /** plan_*: the plan that unlocks what was asked for. */
  requiredPlan?: string;
  /** csrf_rejected: the address the app's forms work at. */
  appUrl?: string;
  /** checkout_pending: the open plan checkout (our id) and where it is paid. */
  checkoutId?: string;
  checkoutUrl?: string;
  /** organization_transfer_required: the names of the organizations to transfer first. */
  organizations?: string[];
  /** role_forbidden: the least organization role that may do it. */
  requiredRole?: 'owner' | 'admin';
  /** integration_rejected / integration_unreachable: what the service itself said. */
  serviceMessage?: string;
  /** feedback_already_answered: when the user may answer the survey again. */
  nextAnswerAt?: string;
}
