import { describe, expect, it } from 'vitest';
import {
  COMPLEX_FILTER_SURCHARGE,
  CREDIT_PACKS,
  FIELD_PLANS,
  FIELD_PRICES,
  PLANS,
  PRICED_FIELDS,
  PRICE_EXAMPLE,
  PRICE_TABLE_ROWS,
  estimateCredits,
  findPlan,
  packUnitPrice,
  pricePerLead,
} from '../src/index.js';

describe('credit prices', () => {
  it("the landing's worked example: 10 leads × (phone 0.5 + verified email 2 + LinkedIn 2) = 45", () => {
    expect(FIELD_PRICES.phone).toBe(0.5);
    expect(FIELD_PRICES.email_validated).toBe(2);
    expect(FIELD_PRICES.linkedin).toBe(2);
    expect(estimateCredits(['phone', 'email_validated', 'linkedin'], 10)).toBe(45);
    expect(PRICE_EXAMPLE.leads).toBe(10);
    expect(estimateCredits(PRICE_EXAMPLE.fields, PRICE_EXAMPLE.leads)).toBe(45);
  });

  it('adds decimal prices exactly: website 0.2 + phone 0.5 = 0.7', () => {
    expect(pricePerLead(['website', 'phone'])).toBe(0.7);
    expect(estimateCredits(['website', 'phone'], 3)).toBe(2.1);
    expect(estimateCredits(['website'], 7)).toBe(1.4);
    expect(estimateCredits(['website', 'contact_title'], 1000)).toBe(700);
  });

  it('a complex filter adds 0.5 credits per lead', () => {
    expect(COMPLEX_FILTER_SURCHARGE).toBe(0.5);
    expect(pricePerLead(['website', 'phone'], true)).toBe(1.2);
    expect(pricePerLead([], true)).toBe(0.5);
    expect(estimateCredits(['phone', 'email_validated', 'linkedin'], 10, true)).toBe(50);
  });

  it('counts a repeated field once', () => {
    expect(pricePerLead(['phone', 'phone', 'website', 'phone'])).toBe(0.7);
    expect(estimateCredits(['linkedin', 'linkedin'], 10)).toBe(20);
  });

  it('basic fields are free', () => {
    expect(pricePerLead(['business_name', 'address', 'industry_category', 'rating'])).toBe(0);
    expect(estimateCredits([], 25)).toBe(0);
  });

  it('every field of the landing table has a price and a plan', () => {
    for (const field of PRICE_TABLE_ROWS) {
      expect(PRICED_FIELDS).toContain(field);
      expect(typeof FIELD_PRICES[field]).toBe('number');
      expect(FIELD_PRICES[field]).toBeGreaterThanOrEqual(0);
      expect(FIELD_PLANS[field].length).toBeGreaterThan(0);
    }
    expect(new Set(PRICE_TABLE_ROWS).size).toBe(PRICE_TABLE_ROWS.length);
    for (const field of PRICED_FIELDS) {
      // Whole hundredths of a credit: the arithmetic in hundredths stays exact.
      expect(Math.round(FIELD_PRICES[field] * 100) / 100).toBe(FIELD_PRICES[field]);
    }
  });
});

describe('plans and credit packs', () => {
  it('Starter, Growth (most popular) and Pro at 49, 99 and 199 USD with 500, 2000 and 5000 credits', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(['starter', 'growth', 'pro']);
    expect(PLANS.map((plan) => plan.priceUsd)).toEqual([49, 99, 199]);
    expect(PLANS.map((plan) => plan.monthlyCredits)).toEqual([500, 2000, 5000]);
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(['growth']);
    expect(findPlan('growth')?.popular).toBe(true);
    expect(findPlan('enterprise')).toBeUndefined();
  });

  it('LinkedIn is a Pro field, verified email is not on Starter', () => {
    expect(FIELD_PLANS.linkedin).toEqual(['pro']);
    expect(FIELD_PLANS.email_validated).not.toContain('starter');
    expect(findPlan('pro')?.features).toContain('linkedin');
    expect(findPlan('starter')?.features).not.toContain('linkedin');
  });

  it('the 500-credit pack is the one best value', () => {
    const best = CREDIT_PACKS.filter((pack) => pack.bestValue);
    expect(best).toHaveLength(1);
    expect(best[0]!.credits).toBe(500);
    expect(packUnitPrice(best[0]!)).toBe(0.2);
    expect(CREDIT_PACKS.map((pack) => pack.credits)).toEqual([100, 500, 1000, 5000]);
  });
});
