import { describe, expect, it } from 'vitest';
import {
  FIELD_PRICES,
  PLANS,
  SIGNUP_GIFT_CREDITS,
  bundlePricePerLead,
  estimateSearch,
  leadOffers,
  leadsForCredits,
  planAllowsBundle,
} from '../src/index.js';

describe('what credits buy, in leads', () => {
  it('a basic lead costs what the wizard charges with nothing ticked: phone + website', () => {
    expect(bundlePricePerLead('basic')).toBe(FIELD_PRICES.phone + FIELD_PRICES.website);
    expect(bundlePricePerLead('basic')).toBe(
      estimateSearch({ selectedFields: [], leadsCount: 1, hasComplexFilters: false })
        .creditsPerLead,
    );
    expect(bundlePricePerLead('verified_email')).toBe(
      estimateSearch({ selectedFields: ['email'], leadsCount: 1, hasComplexFilters: false })
        .creditsPerLead,
    );
  });

  it('counts whole leads in hundredths of a credit (500 / 0.7 = 714, 0.7 × 10 = 7 exactly)', () => {
    expect(leadsForCredits(500, 'basic')).toBe(714);
    expect(leadsForCredits(7, 'basic')).toBe(10);
    expect(leadsForCredits(6.99, 'basic')).toBe(9);
    expect(leadsForCredits(0, 'basic')).toBe(0);
    expect(leadsForCredits(2000, 'verified_email')).toBe(740);
  });

  it('never quotes more leads than the credits pay for, nor one fewer', () => {
    for (const plan of PLANS) {
      for (const offer of leadOffers(plan.id, plan.monthlyCredits)) {
        const price = bundlePricePerLead(offer.bundle);
        expect(offer.leads * price).toBeLessThanOrEqual(plan.monthlyCredits + 1e-9);
        expect((offer.leads + 1) * price).toBeGreaterThan(plan.monthlyCredits);
      }
    }
  });

  it('offers verified email only on plans that may ask for it', () => {
    expect(planAllowsBundle('starter', 'verified_email')).toBe(false);
    expect(leadOffers('starter', 500).map((offer) => offer.bundle)).toEqual(['basic']);
    expect(leadOffers('growth', 2000).map((offer) => offer.bundle)).toEqual([
      'basic',
      'verified_email',
    ]);
    expect(leadOffers('pro', 5000)).toEqual([
      { bundle: 'basic', leads: 7142 },
      { bundle: 'verified_email', leads: 1851 },
    ]);
    // The free trial includes verified email (PRODUCT.md §3).
    expect(leadOffers('free', SIGNUP_GIFT_CREDITS)).toEqual([
      { bundle: 'basic', leads: 71 },
      { bundle: 'verified_email', leads: 18 },
    ]);
  });
});
