import type { TFunction } from 'i18next';
import { ApiError, commonErrorMessage } from '../../lib/api';

/** One message in the user's language for any auth failure. */
export function authErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.unexpected');
  const common = commonErrorMessage(t, error);
  if (common) return common;
  const code = String(error.code);
  const known: Record<string, string> = {
    INVALID_EMAIL_OR_PASSWORD: 'errors.invalid_credentials',
    invalid_credentials: 'errors.invalid_credentials',
    EMAIL_NOT_VERIFIED: 'errors.email_not_verified',
    captcha_invalid: 'errors.captcha_invalid',
    password_too_short: 'errors.password_too_short',
    PASSWORD_TOO_SHORT: 'errors.password_too_short',
    INVALID_TOKEN: 'errors.invalid_token',
  };
  if (known[code]) return t(known[code]);
  if (code === 'validation_failed') {
    if (error.fields.includes('email')) return t('errors.invalid_email');
    if (error.fields.includes('password')) return t('errors.password_too_short');
    if (error.fields.includes('termsAccepted')) return t('errors.terms_required');
    if (error.fields.includes('captchaToken')) return t('errors.captcha_required_text');
    return t('errors.validation');
  }
  return t('errors.unexpected');
}
