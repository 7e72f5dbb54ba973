/**
 * What a checkout buys, read from the address bar and checked against the one catalog: a plan
 * (type=subscription) or a pack (type=credits). Anything else is not a purchase.
 */
import { CREDIT_PACKS, findPlan, type CreditPack, type Plan } from '@leadatlas/shared';

export type Purchase = { type: 'subscription'; plan: Plan } | { type: 'credits'; pack: CreditPack };

const findPack = (id: string | null) => CREDIT_PACKS.find((pack) => pack.id === id);

/** /checkout/billing?plan=…&type=subscription or ?pack=…&type=credits. */
export function purchaseFromBillingQuery(params: URLSearchParams): Purchase | null {
  const type = params.get('type');
  const planId = params.get('plan');
  const packId = params.get('pack');
  if (type === 'subscription' && planId && packId === null) {
    const plan = findPlan(planId);
    return plan ? { type, plan } : null;
  }
  if (type === 'credits' && packId && planId === null) {
    const pack = findPack(packId);
    return pack ? { type, pack } : null;
  }
  return null;
}

/** The outcome pages' ?plan=… or ?pack=… (the provider sends no type). */
export function purchaseFromOutcomeQuery(params: URLSearchParams): Purchase | null {
  const plan = findPlan(params.get('plan') ?? '');
  if (plan) return { type: 'subscription', plan };
  const pack = findPack(params.get('pack'));
  return pack ? { type: 'credits', pack } : null;
}

/** The purchase as outcome-page parameters: plan=growth or pack=pack-500. */
export function purchaseParam(purchase: Purchase): string {
  return purchase.type === 'subscription'
    ? `plan=${encodeURIComponent(purchase.plan.id)}`
    : `pack=${encodeURIComponent(purchase.pack.id)}`;
}

export function billingPath(purchase: Purchase): string {
  return `/checkout/billing?${purchaseParam(purchase)}&type=${purchase.type}`;
}

export function errorPath(purchase: Purchase): string {
  return `/checkout/error?${purchaseParam(purchase)}`;
}

/** The credits a purchase grants: the plan's monthly credits or the pack's. */
export function purchaseCredits(purchase: Purchase): number {
  return purchase.type === 'subscription' ? purchase.plan.monthlyCredits : purchase.pack.credits;
}

export function purchasePrice(purchase: Purchase): number {
  return purchase.type === 'subscription' ? purchase.plan.priceUsd : purchase.pack.priceUsd;
}

/**
 * Where the browser may be sent with an address from the server: our own paths or an http(s)
 * page (the payment provider), never javascript: or data:.
 */
export function safeNavigationUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? null : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
