/** Request lines never carry the secrets of mailed links (paths and `token` parameters). */
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/logger.js';

describe('redactUrl', () => {
  const secret = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.sig-_';
  it.each([
    [
      `/api/auth/verify-email?token=${secret}&callbackURL=%2Fauth%2Fcallback`,
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth%2Fcallback',
    ],
    [
      `/api/auth/reset-password/${secret}?callbackURL=%2Freset-password`,
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    ],
    [`/api/unsubscribe/${secret}`, '/api/unsubscribe/[redacted]'],
    [`/unsubscribe/${secret}`, '/unsubscribe/[redacted]'],
    [`/invite/${secret}`, '/invite/[redacted]'],
    [`/reset-password?a=1&token=${secret}`, '/reset-password?a=1&token=[redacted]'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(redactUrl(url)).not.toContain(secret);
  });

  it('leaves other addresses alone', () => {
    for (const url of [
      '/api/searches/abc/leads?q=token',
      '/api/organizations/o/invitations',
      '/',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
