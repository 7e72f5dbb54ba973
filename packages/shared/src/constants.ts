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
  /** The alternate landing's (/alt) calls to action, told apart from the main landing's. */
  'alt_cta_click',
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

/**
 * Reactivation stages (decision 0018), recorded in profiles.reactivation_stage: 0 while the
 * user is active, back to 0 when they return. One email per stage. Stage 1 is the spec's "at
 * risk" (the two limits above); the later stages count days since the last action only.
 */
export const REACTIVATION_STAGES = { active: 0, atRisk: 1, lapsing: 2, dormant: 3 } as const;
export type ReactivationStage = (typeof REACTIVATION_STAGES)[keyof typeof REACTIVATION_STAGES];
/** Stage 2, lapsing: more than 14 days since the last action. */
export const LAPSING_AFTER_ACTION_MS = 14 * DAY_MS;
/** Stage 3, dormant (the last one: nothing more is sent): more than 30 days since it. */
export const DORMANT_AFTER_ACTION_MS = 30 * DAY_MS;

/** Who an unsubscribe link speaks for: a user's account, or a newsletter subscriber. */
export const UNSUBSCRIBE_KINDS = ['user', 'newsletter'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** An organization invitation's link works this many days after it is sent (spec 001 §9). */
export const INVITATION_VALID_DAYS = 7;
