import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PowChallenge, PowSolution } from '@leadatlas/shared';
import {
  POW_TTL_MS,
  checkPowSolution,
  createPowChallenge,
  decodePowToken,
  leadingZeroBits,
} from '../src/domain/captcha/pow.js';

const SECRET = 'pow-test-secret-pow-test-secret-0123';
const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);

/** Zero bits at the start of SHA-256(`${salt}:${nonce}`), counted independently of pow.ts. */
function zeroBits(salt: string, nonce: number): number {
  const hex = createHash('sha256').update(`${salt}:${nonce}`).digest('hex');
  const binary = [...hex].map((digit) => parseInt(digit, 16).toString(2).padStart(4, '0')).join('');
  return binary.length - binary.replace(/^0+/, '').length;
}

function solve(challenge: PowChallenge): PowSolution {
  for (let nonce = 0; ; nonce++) {
    if (zeroBits(challenge.salt, nonce) >= challenge.difficulty) return { ...challenge, nonce };
  }
}

/** A nonce whose hash does not meet the difficulty. */
function wrongNonce(challenge: PowChallenge): number {
  for (let nonce = 0; ; nonce++) {
    if (zeroBits(challenge.salt, nonce) < challenge.difficulty) return nonce;
  }
}

describe('proof-of-work captcha', () => {
  const challenge = createPowChallenge(SECRET, 8, NOW);
  const solution = solve(challenge);

  it('issues a signed SHA-256 challenge with the requested difficulty', () => {
    expect(challenge.algorithm).toBe('SHA-256');
    expect(challenge.difficulty).toBe(8);
    expect(challenge.salt).toMatch(new RegExp(`\\.${NOW + POW_TTL_MS}$`));
    expect(challenge.signature.length).toBeGreaterThan(20);
    // Two challenges never share a salt.
    expect(createPowChallenge(SECRET, 8, NOW).salt).not.toBe(challenge.salt);
  });

  it('accepts a solved challenge and tells when it expires', () => {
    const result = checkPowSolution(SECRET, solution, 8, NOW);
    expect(result).toEqual({ ok: true, expiresAt: new Date(NOW + POW_TTL_MS) });
    // Still good until the last millisecond of its life.
    expect(checkPowSolution(SECRET, solution, 8, NOW + POW_TTL_MS).ok).toBe(true);
  });

  it('refuses a nonce that does not do the work', () => {
    const lazy = { ...solution, nonce: wrongNonce(challenge) };
    expect(checkPowSolution(SECRET, lazy, 8, NOW)).toEqual({ ok: false });
  });

  it('refuses a lowered difficulty', () => {
    // Nonce 0 of a difficulty-1 claim would be trivial to find: the signature stops it.
    const easier = { ...challenge, difficulty: 1 };
    expect(checkPowSolution(SECRET, solve(easier), 1, NOW)).toEqual({ ok: false });
  });

  it('refuses a tampered salt, for instance a later expiry', () => {
    const [random] = challenge.salt.split('.');
    const extended = { ...challenge, salt: `${random}.${NOW + 100 * POW_TTL_MS}` };
    expect(checkPowSolution(SECRET, solve(extended), 8, NOW + 2 * POW_TTL_MS)).toEqual({
      ok: false,
    });
    const otherSalt = { ...challenge, salt: `other${challenge.salt}` };
    expect(checkPowSolution(SECRET, solve(otherSalt), 8, NOW)).toEqual({ ok: false });
  });

  it('refuses a tampered or foreign signature', () => {
    const flipped = (solution.signature[0] === 'A' ? 'B' : 'A') + solution.signature.slice(1);
    expect(checkPowSolution(SECRET, { ...solution, signature: flipped }, 8, NOW)).toEqual({
      ok: false,
    });
    expect(checkPowSolution(SECRET, { ...solution, signature: '' }, 8, NOW)).toEqual({ ok: false });
    expect(
      checkPowSolution(SECRET, { ...solution, signature: `${solution.signature}x` }, 8, NOW),
    ).toEqual({ ok: false });
    // Signed with another server's secret.
    const foreign = solve(createPowChallenge('another-secret-another-secret-0123', 8, NOW));
    expect(checkPowSolution(SECRET, foreign, 8, NOW)).toEqual({ ok: false });
  });

  it('refuses an expired challenge', () => {
    expect(checkPowSolution(SECRET, solution, 8, NOW + POW_TTL_MS + 1)).toEqual({ ok: false });
    expect(checkPowSolution(SECRET, solution, 8, NOW + 24 * 60 * 60 * 1000)).toEqual({
      ok: false,
    });
  });

  it('refuses a genuinely signed challenge below the difficulty floor', () => {
    const weak = solve(createPowChallenge(SECRET, 4, NOW));
    expect(checkPowSolution(SECRET, weak, 4, NOW).ok).toBe(true);
    expect(checkPowSolution(SECRET, weak, 8, NOW)).toEqual({ ok: false });
  });

  it('decodes the wire token and rejects garbage', () => {
    const token = Buffer.from(JSON.stringify(solution)).toString('base64url');
    expect(decodePowToken(token)).toEqual(solution);
    expect(decodePowToken('%%%not base64%%%')).toBeUndefined();
  });
});

describe('leadingZeroBits', () => {
  it.each([
    [[], 0],
    [[0xff], 0],
    [[0x80, 0x00], 0],
    [[0x40], 1],
    [[0x01], 7],
    [[0x0f, 0xff], 4],
    [[0x00, 0xff], 8],
    [[0x00, 0x10], 11],
    [[0x00, 0x00, 0x01], 23],
    [[0x00, 0x00], 16],
    [[0x00, 0x00, 0x00, 0x00], 32],
  ])('%j → %i', (bytes, expected) => {
    expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(expected);
  });
});
