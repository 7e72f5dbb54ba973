/**
 * Checkout vocabulary (spec 001 §3, §9): the countries of the billing form, checkout types and
 * what a purchase buys. Plain constants: any bundle may import them.
 */
import { CREDIT_PACKS, PLANS, type PaidPlanId } from './plans.js';

export const CHECKOUT_TYPES = ['subscription', 'credits'] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

/** The 29 countries of the billing form: 2-letter code, Spanish and English names. */
export const BILLING_COUNTRIES = [
  { code: 'AR', es: 'Argentina', en: 'Argentina' },
  { code: 'BE', es: 'Bélgica', en: 'Belgium' },
  { code: 'BO', es: 'Bolivia', en: 'Bolivia' },
  { code: 'BR', es: 'Brasil', en: 'Brazil' },
  { code: 'CA', es: 'Canadá', en: 'Canada' },
  { code: 'CL', es: 'Chile', en: 'Chile' },
  { code: 'CO', es: 'Colombia', en: 'Colombia' },
  { code: 'CR', es: 'Costa Rica', en: 'Costa Rica' },
  { code: 'DE', es: 'Alemania', en: 'Germany' },
  { code: 'DO', es: 'República Dominicana', en: 'Dominican Republic' },
  { code: 'EC', es: 'Ecuador', en: 'Ecuador' },
  { code: 'ES', es: 'España', en: 'Spain' },
  { code: 'FR', es: 'Francia', en: 'France' },
  { code: 'GB', es: 'Reino Unido', en: 'United Kingdom' },
  { code: 'GT', es: 'Guatemala', en: 'Guatemala' },
  { code: 'HN', es: 'Honduras', en: 'Honduras' },
  { code: 'IT', es: 'Italia', en: 'Italy' },
  { code: 'MX', es: 'México', en: 'Mexico' },
  { code: 'NI', es: 'Nicaragua', en: 'Nicaragua' },
  { code: 'NL', es: 'Países Bajos', en: 'Netherlands' },
  { code: 'PA', es: 'Panamá', en: 'Panama' },
  { code: 'PE', es: 'Perú', en: 'Peru' },
  { code: 'PR', es: 'Puerto Rico', en: 'Puerto Rico' },
  { code: 'PT', es: 'Portugal', en: 'Portugal' },
  { code: 'PY', es: 'Paraguay', en: 'Paraguay' },
  { code: 'SV', es: 'El Salvador', en: 'El Salvador' },
  { code: 'US', es: 'Estados Unidos', en: 'United States' },
  { code: 'UY', es: 'Uruguay', en: 'Uruguay' },
  { code: 'VE', es: 'Venezuela', en: 'Venezuela' },
] as const;
export type BillingCountryCode = (typeof BILLING_COUNTRIES)[number]['code'];
export const BILLING_COUNTRY_CODES = BILLING_COUNTRIES.map((country) => country.code) as [
  BillingCountryCode,
  ...BillingCountryCode[],
];

/** "ES" → "🇪🇸": the two regional-indicator symbols of the code. */
export function countryFlag(code: string): string {
  return [...code.toUpperCase()]
    .map((char) => String.fromCodePoint(0x1f1e6 + char.charCodeAt(0) - 65))
    .join('');
}

export const PAID_PLAN_IDS = PLANS.map((plan) => plan.id) as [PaidPlanId, ...PaidPlanId[]];
export const PACK_IDS = CREDIT_PACKS.map((pack) => pack.id) as [string, ...string[]];

/** Seconds the success page waits before going to the dashboard (spec 001 §9). */
export const CHECKOUT_SUCCESS_REDIRECT_MS = 10_000;

export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'active',
  'past_due',
  'canceled',
  'unpaid',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** refunded: a second plan for an organization that already had one (cancelled and refunded). */
export const CHECKOUT_STATUSES = ['open', 'completed', 'declined', 'expired', 'refunded'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
