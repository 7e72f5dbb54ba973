/** One message in the user's language for a failed organization or member call. */
import type { TFunction } from 'i18next';
import { ApiError, commonErrorMessage } from '../../lib/api';

const OWN_CODES = new Set([
  'forbidden',
  'owner_must_transfer',
  'personal_organization',
  'organization_subscribed',
  'member_not_found',
  'organization_limit',
  'confirmation_mismatch',
  'plan_team_locked',
]);

export function organizationErrorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const common = commonErrorMessage(t, error);
  if (common) return common;
  const code = String(error.code);
  if (code === 'role_forbidden') {
    return t(
      error.details.requiredRole === 'admin'
        ? 'organizations.errors.role_forbidden_admin'
        : 'organizations.errors.role_forbidden_owner',
    );
  }
  if (OWN_CODES.has(code)) return t(`organizations.errors.${code}`);
  if (code === 'validation_failed' && error.fields.includes('name')) {
    return t('organizations.errors.name_too_long');
  }
  return fallback;
}
