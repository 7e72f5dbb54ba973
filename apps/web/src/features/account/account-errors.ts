/** One message in the user's language for any failure of the account page's calls. */
import type { TFunction } from 'i18next';
import { ApiError, commonErrorMessage } from '../../lib/api';

const OWN_CODES = new Set([
  'wrong_password',
  'password_not_set',
  'email_in_use',
  'email_unchanged',
  'confirmation_mismatch',
  'invalid_token',
  'payments_unavailable',
]);

export function accountErrorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const common = commonErrorMessage(t, error);
  if (common) return common;
  const code = String(error.code);
  if (OWN_CODES.has(code)) return t(`account.errors.${code}`);
  if (code === 'organization_transfer_required') {
    return t('account.errors.organization_transfer_required', {
      organizations: (error.details.organizations ?? []).join(', '),
    });
  }
  if (code === 'validation_failed') {
    if (error.fields.includes('newPassword')) return t('account.errors.password_too_short');
    if (error.fields.includes('newEmail')) return t('account.errors.invalid_email');
    if (error.fields.includes('fullName')) return t('account.errors.name_too_long');
    return t('errors.validation');
  }
  return fallback;
}
