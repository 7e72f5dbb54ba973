/**
 * What a credit movement says to a person, from the ledger's reason key and parameters, in
 * Spanish and English. The one renderer: the dashboard, the billing history, its search and
 * the PDF statement all read it.
 */
import type { Locale } from './constants.js';

type Params = Readonly<Record<string, string | number>>;

const REASONS: Record<string, Record<Locale, string>> = {
  signup_gift: {
    es: 'Regalo de bienvenida: {credits} créditos',
    en: 'Welcome gift: {credits} credits',
  },
  referral_bonus: {
    es: 'Bono por código de referido: {credits} créditos',
    en: 'Referral code bonus: {credits} credits',
  },
  referral_reward: {
    es: 'Recompensa por invitar a un amigo',
    en: 'Reward for inviting a friend',
  },
  search_hold: {
    es: 'Reservado para la búsqueda en curso: {query}',
    en: 'Reserved for the running search: {query}',
  },
  search_release: { es: 'Liberado al terminar: {query}', en: 'Released when finished: {query}' },
  search_charge: {
    es: 'Búsqueda: {query} ({leads} leads)',
    en: 'Search: {query} ({leads} leads)',
  },
  email_refund: {
    es: 'Reembolso de un email que resultó no válido',
    en: 'Refund for an email that proved invalid',
  },
  purchase: { es: 'Compra de {credits} créditos', en: 'Purchased {credits} credits' },
  plan_grant: { es: 'Plan {plan}: {credits} créditos', en: 'Plan {plan}: {credits} credits' },
  plan_expiry: {
    es: 'Caducan {credits} créditos no usados del plan {plan}',
    en: '{credits} unused {plan} plan credits expired',
  },
  adjustment: { es: 'Ajuste de créditos', en: 'Credit adjustment' },
  /** Credits added or removed by support from the staff console: { reason } as staff typed it. */
  support_adjustment: {
    es: 'Ajuste de soporte: {reason}',
    en: 'Support adjustment: {reason}',
  },
  duplicate_subscription_refunded: {
    es: 'Segunda suscripción {plan} cancelada y reembolsada ({amount} USD): ya tenías un plan',
    en: 'Second {plan} subscription cancelled and refunded ({amount} USD): you already had a plan',
  },
};
const OTHER: Record<Locale, string> = { es: 'Movimiento de créditos', en: 'Credit movement' };

const PLAN_NAMES: Record<string, string> = {
  free: 'Free',
  starter: 'Starter',
  growth: 'Growth',
  pro: 'Pro',
};

/** A plan's name as people read it (Free — "Gratis" in Spanish, as the plans pages say —, Starter, Growth, Pro). */
export function planName(id: string, locale: Locale = 'en'): string {
  if (id === 'free' && locale === 'es') return 'Gratis';
  return PLAN_NAMES[id] ?? id;
}

/** 2.000 in Spanish, 2,000 in English; up to two decimals. */
export function formatCreditsFor(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-ES', {
    maximumFractionDigits: 2,
    useGrouping: true,
  }).format(value);
}

export function creditReasonText(
  movement: { reasonKey: string; reasonParams: Params },
  locale: Locale,
): string {
  const template = REASONS[movement.reasonKey]?.[locale] ?? OTHER[locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = movement.reasonParams[name];
    if (value === undefined) return whole;
    if (name === 'plan') return planName(String(value), locale);
    return typeof value === 'number' ? formatCreditsFor(value, locale) : value;
  });
}
