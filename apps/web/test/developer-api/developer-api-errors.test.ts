import { describe, expect, it } from 'vitest';
import i18n from '../../src/i18n';
import { ApiError } from '../../src/lib/api';
import { developerApiErrorMessage } from '../../src/features/developer-api/developer-api-errors';

/** Every code the API tab's routes (and /api/v1) can answer has its own sentence. */
const CODES = [
  'plan_api_locked',
  'limit_reached',
  'validation_failed',
  'role_forbidden',
  'forbidden',
  'not_found',
  'webhook_url_blocked',
  'api_key_invalid',
  'api_scope_forbidden',
  'idempotency_key_reused',
  'invalid_cursor',
  'invalid_json',
  'payload_too_large',
  'unauthorized',
];

describe('developerApiErrorMessage', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`${lang}: a message of its own for each code, never the fallback or a key`, async () => {
      await i18n.changeLanguage(lang);
      const t = i18n.t.bind(i18n);
      const messages = CODES.map((code) =>
        developerApiErrorMessage(
          t,
          new ApiError(400, code, [], { requiredPlan: 'pro' }),
          'key',
          'FALLBACK',
        ),
      );
      for (const message of messages) {
        expect(message).not.toBe('FALLBACK');
        expect(message).not.toMatch(/developerApi\./);
      }
      expect(new Set(messages).size).toBe(CODES.length);
    });
  }

  it('names the plan, the limit per thing, and the field that failed', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    const say = (error: ApiError, thing: 'key' | 'endpoint' = 'key') =>
      developerApiErrorMessage(t, error, thing, 'FALLBACK');
    expect(say(new ApiError(403, 'plan_api_locked', [], { requiredPlan: 'pro' }))).toBe(
      'The API and webhooks are included in the Pro plan.',
    );
    expect(say(new ApiError(409, 'limit_reached'))).toContain('20 live keys');
    expect(say(new ApiError(409, 'limit_reached'), 'endpoint')).toContain('10 endpoints');
    expect(say(new ApiError(400, 'validation_failed', ['events']), 'endpoint')).toBe(
      'Choose at least one event.',
    );
    expect(say(new ApiError(429, 'rate_limited'))).toMatch(/Too many|Demasiados|wait/i);
    expect(say(new ApiError(500, 'internal_error'))).toBe('FALLBACK');
    expect(developerApiErrorMessage(t, new Error('x'), 'key', 'FALLBACK')).toBe('FALLBACK');
  });
});
