/** The one plan and pack catalog (PRODUCT.md §3); every screen reads it. */
export const PLAN_IDS = ['free', 'starter', 'growth', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export type PaidPlanId = Exclude<PlanId, 'free'>;

export const PLAN_FEATURES = [
  'phone_website',
  'verified_email',
  'social_enrichment',
  'contact_person',
  'linkedin',
  'revenue_employees',
  'csv_export',
  'integrations',
  'team',
  'advanced_filters',
  'api_access',
  'custom_webhooks',
  'priority_support',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface Plan {
  id: PaidPlanId;
  priceUsd: number;
  monthlyCredits: number;
  popular: boolean;
  features: readonly PlanFeature[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    priceUsd: 49,
    monthlyCredits: 500,
    popular: false,
    features: ['phone_website', 'csv_export'],
  },
  {
    id: 'growth',
    priceUsd: 99,
    monthlyCredits: 2000,
    popular: true,
    features: [
      'phone_website',
      'verified_email',
      'social_enrichment',
      'contact_person',
      'csv_export',
      'integrations',
      'team',
      'advanced_filters',
      'priority_support',
    ],
  },
  {
    id: 'pro',
    priceUsd: 199,
    monthlyCredits: 5000,
    popular: false,
    features: [
      'phone_website',
      'verified_email',
      'social_enrichment',
      'contact_person',
      'linkedin',
      'revenue_employees',
      'csv_export',
      'integrations',
      'team',
      'advanced_filters',
      'api_access',
      'custom_webhooks',
      'priority_support',
    ],
  },
];

export interface CreditPack {
  id: string;
  credits: number;
  priceUsd: number;
  bestValue: boolean;
}

export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'pack-100', credits: 100, priceUsd: 29, bestValue: false },
  { id: 'pack-500', credits: 500, priceUsd: 99, bestValue: true },
  { id: 'pack-1000', credits: 1000, priceUsd: 149, bestValue: false },
  { id: 'pack-5000', credits: 5000, priceUsd: 599, bestValue: false },
];

/** Maximum leads per search on the free plan. */
export const FREE_PLAN_MAX_LEADS = 10;

export const SIGNUP_GIFT_CREDITS = 50;
export const REFERRAL_BONUS_CREDITS = 100;

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** Price per credit of a pack, in US dollars. */
/** The smallest pack that covers the credits needed (the largest when none does). */
export function packCovering(credits: number): CreditPack {
  return CREDIT_PACKS.find((pack) => pack.credits >= credits) ?? CREDIT_PACKS.at(-1)!;
}

export function packUnitPrice(pack: CreditPack): number {
  return Math.round((pack.priceUsd / pack.credits) * 100) / 100;
}
