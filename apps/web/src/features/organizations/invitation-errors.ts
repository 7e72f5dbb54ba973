/** Why an invitation call failed, in the user's language (the toast's description). */
import type { TFunction } from 'i18next';
import { ApiError, commonErrorMessage } from '../../lib/api';

const OWN_CODES = new Set([
  'invitation_invalid',
  'invitation_expired',
  'invitation_wrong_account',
  'already_member',
  'invite_self',
  'invitation_exists',
  'plan_team_locked',
  'role_forbidden',
  'forbidden',
  'not_found',
]);

export function invitationErrorReason(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('invitations.errors.unexpected');
  const common = commonErrorMessage(t, error);
  if (common) return common;
  const code = String(error.code);
  if (OWN_CODES.has(code)) return t(`invitations.errors.${code}`);
  if (code === 'validation_failed') {
    return error.fields.includes('email')
      ? t('invitations.errors.invalid_email')
      : t('errors.validation');
  }
  return t('invitations.errors.unexpected');
}
