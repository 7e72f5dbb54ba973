import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, createTestApp, nextIp, signUp, type TestApp } from './helpers/test-app.js';

// Its own database: better-auth keys its limits by client address, and under a test runner it
// sees every client as 127.0.0.1, so other tests' sign-ins would count here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('rate limits', () => {
  it('sign-up allows 5 attempts per 10 minutes from one address', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await signUp(t, { email: `burst${i}@example.com` }, ip)).statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
  });

  it('repeated failed sign-ins are slowed down', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: ip,
        payload: { email: 'nobody@example.com', password: `wrong-${i}-password` },
      });
      codes.push(response.statusCode);
    }
    expect(codes.filter((code) => code === 401).length).toBeGreaterThanOrEqual(3);
    expect(codes.at(-1)).toBe(429);
  });

  it("colleagues behind one office address sign in side by side; one account's failures stay its own", async () => {
    const office = nextIp();
    const signIn = (email: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: office,
        payload: { email, password },
      });
    const team = Array.from({ length: 8 }, (_, i) => `office${i}@example.com`);
    for (const email of team) await confirmedUser(t, email);
    // Someone mistypes their password until the account is slowed down…
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await signIn(team[0]!, `wrong-${i}-password`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(team[0]!, 'correct-horse-9')).statusCode).toBe(429);
    // …while eight colleagues at the same address sign in within the minute.
    for (const email of team.slice(1)) {
      expect((await signIn(email, 'correct-horse-9')).statusCode, email).toBe(200);
    }
    // A sign-in forgets an account's earlier failures.
    const colleague = team[1]!;
    for (let i = 0; i < 4; i++) await signIn(colleague, `wrong-${i}-password`);
    expect((await signIn(colleague, 'correct-horse-9')).statusCode).toBe(200);
    expect((await signIn(colleague, 'wrong-again-password')).statusCode).toBe(401);
  });

  it('password reset requests are limited', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: ip,
        payload: { email: 'limit@example.com', redirectTo: '/reset-password' },
      });
      codes.push(response.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});
