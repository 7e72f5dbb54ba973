/**
 * The email confidence score (decision 0025): every row of its table, and the orderings the
 * issue asks for (accept-all graded, pattern below the page, disposable and invalid low).
 */
import { describe, expect, it } from 'vitest';
import {
  emailConfidence,
  mailboxVerdict,
  type ConfidenceInput,
} from '../src/domain/search/email-confidence.js';

/** A role address printed on the site's own domain, confirmed: the table's neutral row. */
const base: ConfidenceInput = {
  origin: 'page',
  status: 'valid',
  catchAll: false,
  kind: 'role',
  hasWebsite: true,
  sameDomain: true,
  disposable: false,
};
const score = (change: Partial<ConfidenceInput>) => emailConfidence({ ...base, ...change });

describe('mailboxVerdict', () => {
  it('reads the status, and a known accept-all domain whatever the status says', () => {
    expect(mailboxVerdict('valid', false)).toBe('confirmed');
    expect(mailboxVerdict('valid', null)).toBe('confirmed');
    expect(mailboxVerdict('valid', true)).toBe('accept_all');
    expect(mailboxVerdict('accept_all', true)).toBe('accept_all');
    expect(mailboxVerdict('accept_all', null)).toBe('accept_all');
    expect(mailboxVerdict('unknown', null)).toBe('unconfirmed');
    expect(mailboxVerdict('unknown', false)).toBe('unconfirmed');
    expect(mailboxVerdict('unknown', true)).toBe('accept_all');
    expect(mailboxVerdict('invalid', false)).toBe('refused');
    expect(mailboxVerdict('invalid', true)).toBe('refused');
  });
});

describe('emailConfidence: the table', () => {
  // Origin × verdict, for a role address on the website's domain (no other points).
  it.each([
    ['page', 'valid', false, 90],
    ['page', 'accept_all', true, 65],
    ['page', 'unknown', null, 55],
    ['page', 'invalid', false, 0],
    ['source', 'valid', false, 80],
    ['source', 'accept_all', true, 45],
    ['source', 'unknown', null, 40],
    ['source', 'invalid', false, 0],
    ['pattern', 'valid', false, 80],
    ['pattern', 'accept_all', true, 15],
    ['pattern', 'unknown', null, 10],
    ['pattern', 'invalid', false, 0],
  ] as const)('%s, %s (catch-all %s): %i', (origin, status, catchAll, expected) => {
    expect(score({ origin, status, catchAll })).toBe(expected);
  });

  it('a person +5, a role 0, a generic inbox −15', () => {
    expect(score({ kind: 'person' })).toBe(95);
    expect(score({ kind: 'role' })).toBe(90);
    expect(score({ kind: 'generic' })).toBe(75);
    expect(score({ kind: 'person', status: 'accept_all', catchAll: true })).toBe(70);
    expect(score({ kind: 'generic', status: 'accept_all', catchAll: true })).toBe(50);
  });

  it('another domain than the website −10; without a website, nothing to compare', () => {
    expect(score({ hasWebsite: false, sameDomain: false })).toBe(90);
    expect(score({ origin: 'source', kind: 'generic', hasWebsite: false, sameDomain: false })).toBe(
      65,
    );
    expect(score({ sameDomain: false })).toBe(80);
    expect(score({ origin: 'source', kind: 'generic', sameDomain: false })).toBe(55);
    expect(score({ origin: 'source', status: 'unknown', catchAll: null, sameDomain: false })).toBe(
      30,
    );
  });

  it('a disposable domain is 10 at most', () => {
    expect(score({ disposable: true })).toBe(10);
    expect(score({ disposable: true, kind: 'person' })).toBe(10);
    expect(
      score({
        disposable: true,
        origin: 'pattern',
        status: 'unknown',
        catchAll: null,
        kind: 'generic',
      }),
    ).toBe(0);
  });

  it('never leaves 0–100, and a refused mailbox is 0 whatever vouches for it', () => {
    expect(
      score({
        origin: 'pattern',
        status: 'unknown',
        catchAll: null,
        kind: 'generic',
        sameDomain: false,
      }),
    ).toBe(0);
    expect(score({ status: 'invalid', kind: 'person' })).toBe(0);
    for (const origin of ['page', 'source', 'pattern'] as const) {
      for (const status of ['valid', 'accept_all', 'unknown', 'invalid'] as const) {
        for (const kind of ['person', 'role', 'generic'] as const) {
          for (const sameDomain of [true, false]) {
            const value = score({ origin, status, kind, sameDomain, catchAll: null });
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
            expect(Number.isInteger(value)).toBe(true);
          }
        }
      }
    }
  });
});

describe('emailConfidence: what the issue asks of it', () => {
  const acceptAll = { status: 'accept_all', catchAll: true } as const;

  it('grades accept-all domains: a person printed on the own site well above a guess or a generic inbox', () => {
    const printedPerson = score({ ...acceptAll, kind: 'person' });
    const guessedPerson = score({ ...acceptAll, kind: 'person', origin: 'pattern' });
    const printedGeneric = score({ ...acceptAll, kind: 'generic' });
    expect(printedPerson - guessedPerson).toBeGreaterThanOrEqual(40);
    expect(printedPerson - printedGeneric).toBeGreaterThanOrEqual(20);
  });

  it('a confirmed pattern address scores as a verified one, below the same address printed on the site', () => {
    const guessed = score({ origin: 'pattern', kind: 'person' });
    const printed = score({ origin: 'page', kind: 'person' });
    expect(guessed).toBeGreaterThanOrEqual(80);
    expect(guessed).toBeLessThan(printed);
    // As much as a verified address the source lists for the same person.
    expect(guessed).toBe(score({ origin: 'source', kind: 'person' }));
  });

  it('disposable and invalid addresses score low', () => {
    expect(score({ kind: 'person', disposable: true })).toBeLessThan(20);
    expect(score({ kind: 'person', status: 'invalid' })).toBeLessThan(20);
  });
});
