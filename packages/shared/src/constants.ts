/**
 * Plain constants (no zod), so that the web app's first-paint bundle can import them without
 * pulling in the schema library.
 */
export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Conversion values of spec 000 §7. */
export const CONVERSION_VALUES = { signup: 10, newsletter: 1 } as const;

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'twitter', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const CAPTCHA_KINDS = ['pow', 'turnstile', 'hcaptcha'] as const;

export const ANALYTICS_EVENTS = [
  'page_view',
  'scroll_depth',
  'cta_click',
  'signup_attempt',
  'signup_success',
  'signup_error',
  'login_attempt',
  'login_success',
  'login_error',
  'newsletter_signup',
] as const;
