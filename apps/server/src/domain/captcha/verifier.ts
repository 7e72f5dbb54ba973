/**
 * One interface for every captcha: the self-hosted proof of work by default, Cloudflare
 * Turnstile or hCaptcha when their keys are configured. The server verifies every token.
 */
import { powSolutionSchema } from '@leadatlas/shared';
import type { Config } from '../../config.js';
import type { Pool } from '../../db/pool.js';
import { checkPowSolution, decodePowToken } from './pow.js';

export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

export function createCaptchaVerifier(config: Config, pool: Pool, secret: string): CaptchaVerifier {
  const captcha = config.captcha;
  if (captcha.kind === 'pow') {
    return {
      async verify(token) {
        const parsed = powSolutionSchema.safeParse(decodePowToken(token));
        if (!parsed.success) return false;
        const checked = checkPowSolution(secret, parsed.data, captcha.difficulty);
        if (!checked.ok) return false;
        const spent = await pool.query(
          'insert into captcha_spent (salt, expires_at) values ($1, $2) on conflict do nothing',
          [parsed.data.salt, checked.expiresAt],
        );
        return spent.rowCount === 1;
      },
    };
  }
  return {
    // Turnstile and hCaptcha share the siteverify protocol.
    async verify(token, remoteIp) {
      const body = new URLSearchParams({
        secret: captcha.secretKey,
        response: token,
        remoteip: remoteIp,
      });
      try {
        const response = await fetch(captcha.verifyUrl, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) return false;
        const result = (await response.json()) as { success?: boolean };
        return result.success === true;
      } catch {
        return false;
      }
    },
  };
}
