/**
 * The rules around a guess, without a mail server: leads probing one domain at once stop when
 * another finds it accept-all, and a missing email says why guessing found nothing.
 */
import { describe, expect, it } from 'vitest';
import type { EmailVerification } from '../src/domain/email-verify/types.js';
import {
  findEmailByPattern,
  SearchMailDomains,
} from '../src/domain/enrich/email-pattern-search.js';
import { missingFields, type FieldsFound } from '../src/domain/search/missing-fields.js';

const answer = (email: string, patch: Partial<EmailVerification>): EmailVerification => ({
  email,
  status: 'invalid',
  reason: 'mailbox_not_found',
  disposable: false,
  role: false,
  catchAll: false,
  mxHost: 'mx.test',
  ...patch,
});

describe('guessing while other leads of the search probe the same domain', () => {
  it('stops, and delivers nothing, once another lead found the domain accept-all', async () => {
    const memory = new SearchMailDomains();
    memory.record('obrador.es', 'checks_recipients');
    const asked: string[][] = [];
    const result = await findEmailByPattern(
      {
        async verifyGuesses(domain, emails, options) {
          // The search knows the domain checks recipients: its check is not asked for.
          expect(options.checkDomain).toBe(false);
          asked.push([...emails]);
          // Meanwhile another lead learns the domain takes any address.
          memory.record('obrador.es', 'accept_all');
          return {
            domain: { state: 'checks_recipients', reason: null },
            answers: [answer(emails[0]!, { status: 'valid', reason: null })],
            probes: 1,
          };
        },
      },
      memory,
      { personName: 'Marta Ibáñez', domain: 'obrador.es', examples: [], country: 'ES' },
      AbortSignal.timeout(1000),
    );
    expect(result.outcome).toBe('accept_all');
    expect(result.verification).toBeNull();
    expect(asked).toHaveLength(1);
    expect(result.probes).toBe(1);
  });

  it('lets a second lead on the domain guess after the first, with the probes the first left', async () => {
    const memory = new SearchMailDomains();
    const sessions: string[][] = [];
    let inSession = 0;
    const deps = {
      async verifyGuesses(
        _domain: string,
        emails: readonly string[],
        options: { checkDomain: boolean },
      ) {
        inSession += 1;
        expect(inSession).toBe(1); // one lead's session at a time on a domain
        sessions.push([...emails]);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inSession -= 1;
        // The first guess of each person is their mailbox.
        return {
          domain: { state: 'checks_recipients' as const, reason: null },
          answers: [answer(emails[0]!, { status: 'valid', reason: null })],
          probes: (options.checkDomain ? 1 : 0) + 1,
        };
      },
    };
    const find = (personName: string) =>
      findEmailByPattern(
        deps,
        memory,
        { personName, domain: 'obrador.es', examples: [], country: 'ES' },
        AbortSignal.timeout(1000),
      );
    const [first, second] = await Promise.all([find('Marta Ibáñez'), find('Luis Roca')]);
    expect([first.outcome, second.outcome]).toEqual(['found', 'found']);
    // The domain check and one guess for the first; one guess for the second.
    expect([first.probes, second.probes]).toEqual([2, 1]);
    expect(sessions).toHaveLength(2);
  });

  it('does not take a valid answer that says nothing of the domain as proof it checks recipients', () => {
    const memory = new SearchMailDomains();
    memory.learn(answer('ana@hosted.es', { status: 'valid', reason: null, catchAll: null }));
    expect(memory.state('hosted.es')).toBeUndefined();
    memory.learn(answer('ana@smtp.es', { status: 'valid', reason: null, catchAll: false }));
    expect(memory.state('smtp.es')).toBe('checks_recipients');
  });
});

describe('why a lead has no verified email', () => {
  const none: FieldsFound = {
    phone: true,
    website: true,
    email: null,
    emailEnd: 'no_candidates',
    socialMedia: false,
    contactPerson: true,
    linkedin: false,
    revenue: false,
    employees: false,
  };
  const read = { hasWebsite: true, unreadReason: null };

  it('says the mail server is why when the site named the contact and guessing found nothing', () => {
    expect(missingFields(['email'], { ...none, guessEnd: 'accept_all' }, read)).toEqual({
      email: 'accept_all',
    });
    expect(missingFields(['email'], { ...none, guessEnd: 'unavailable' }, read)).toEqual({
      email: 'verification_unavailable',
    });
    expect(missingFields(['email'], { ...none, guessEnd: 'refused' }, read)).toEqual({
      email: 'all_invalid',
    });
  });

  it('says nothing on the site when there was neither an address nor anyone to guess for', () => {
    expect(missingFields(['email'], none, read)).toEqual({ email: 'nothing_on_site' });
    expect(missingFields(['email'], none, { hasWebsite: true, unreadReason: 'robots' })).toEqual({
      email: 'robots',
    });
    expect(missingFields(['email'], none, { hasWebsite: false, unreadReason: 'not_read' })).toEqual(
      { email: 'no_website' },
    );
  });

  it('says every address was refused before anything about guessing', () => {
    expect(
      missingFields(['email'], { ...none, emailEnd: 'all_invalid', guessEnd: 'accept_all' }, read),
    ).toEqual({ email: 'all_invalid' });
  });
});
