/**
 * Self-hosted proof-of-work captcha: the server signs a random salt with an expiry; the
 * browser searches a nonce whose SHA-256 of `${salt}:${nonce}` starts with `difficulty` zero
 * bits. Verifying costs one hash. Each salt is spent once (see captcha_spent).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PowChallenge, PowSolution } from '@leadatlas/shared';

export const POW_TTL_MS = 10 * 60 * 1000;

function sign(secret: string, salt: string, difficulty: number): string {
  return createHmac('sha256', secret).update(`pow:${salt}:${difficulty}`).digest('base64url');
}

export function createPowChallenge(
  secret: string,
  difficulty: number,
  now = Date.now(),
): PowChallenge {
  const salt = `${randomBytes(12).toString('base64url')}.${now + POW_TTL_MS}`;
  return { algorithm: 'SHA-256', difficulty, salt, signature: sign(secret, salt, difficulty) };
}

export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function powHash(salt: string, nonce: number): Buffer {
  return createHash('sha256').update(`${salt}:${nonce}`).digest();
}

/** Checks signature, expiry, difficulty floor and the work; not whether it was already spent. */
export function checkPowSolution(
  secret: string,
  solution: PowSolution,
  minDifficulty: number,
  now = Date.now(),
): { ok: true; expiresAt: Date } | { ok: false } {
  const expected = Buffer.from(sign(secret, solution.salt, solution.difficulty));
  const given = Buffer.from(solution.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false };
  if (solution.difficulty < minDifficulty) return { ok: false };
  const expiresAt = Number(solution.salt.split('.')[1]);
  if (!Number.isFinite(expiresAt) || expiresAt < now) return { ok: false };
  if (leadingZeroBits(powHash(solution.salt, solution.nonce)) < solution.difficulty) {
    return { ok: false };
  }
  return { ok: true, expiresAt: new Date(expiresAt) };
}

/** Token format on the wire: base64url of the JSON solution. */
export function decodePowToken(token: string): unknown {
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}
