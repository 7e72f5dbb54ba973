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

const DAY_MS = 24 * 60 * 60 * 1000;
/** Retention (spec 000 §4, §9): the welcome-back banner after more than 1 day without action. */
export const WELCOME_BACK_AFTER_MS = DAY_MS;
/** At risk: more than 3 days since the last action, or more than 7 since the last login. */
export const AT_RISK_AFTER_ACTION_MS = 3 * DAY_MS;
export const AT_RISK_AFTER_LOGIN_MS = 7 * DAY_MS;
