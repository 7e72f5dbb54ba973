import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, captchaToken, createTestApp, nextIp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function subscribe(body: Record<string, unknown>, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: ip,
    headers: { origin: APP_URL },
    payload: { locale: 'es', captchaToken: await captchaToken(t.app), ...body },
  });
}

async function subscriber(email: string) {
  const { rows } = await t.pool.query<{ email: string; name: string | null; locale: string }>(
    'select email, name, locale from newsletter_subscribers where email = $1',
    [email],
  );
  return rows;
}

async function emailsTo(to: string) {
  const { rows } = await t.pool.query<{
    kind: string;
    subject: string;
    text_body: string;
    links: string[];
    status: string;
  }>(
    'select kind, subject, text_body, links, status from email_outbox where to_address = $1 order by created_at',
    [to],
  );
  return rows;
}

describe('POST /api/newsletter', () => {
  it('stores the subscriber and sends one welcome email in Spanish', async () => {
    const email = 'lucia@example.com';
    const response = await subscribe({ email, name: '  Lucía  ', locale: 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(await subscriber(email)).toEqual([{ email, name: 'Lucía', locale: 'es' }]);
    const mails = await emailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('newsletter_welcome');
    expect(mails[0]!.subject).toBe('¡Bienvenido al boletín de LeadAtlas!');
    expect(mails[0]!.text_body).toContain('¡Hola, Lucía!');
    // The way back to the app, and the unsubscribe page (a marketing email: decision 0018).
    expect(mails[0]!.links).toHaveLength(2);
    expect(mails[0]!.links[0]).toBe(APP_URL);
    expect(mails[0]!.links[1]).toMatch(new RegExp(`^${APP_URL}/unsubscribe/n\\.`));
    expect(mails[0]!.status).toBe('logged');
  });

  it('writes the welcome email in English for an English subscriber; an empty name is stored as null', async () => {
    const email = 'john@example.com';
    const response = await subscribe({ email, name: '', locale: 'en' });
    expect(response.statusCode).toBe(200);

    expect(await subscriber(email)).toEqual([{ email, name: null, locale: 'en' }]);
    const mails = await emailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('newsletter_welcome');
    expect(mails[0]!.subject).toBe('Welcome to the LeadAtlas newsletter!');
    expect(mails[0]!.text_body.startsWith('Hi!')).toBe(true);
  });

  it('a second sign-up of the same address answers the same and sends no second email', async () => {
    const email = 'twice@example.com';
    expect((await subscribe({ email })).statusCode).toBe(200);

    // Same address, other case and language: still one subscriber, one email.
    const again = await subscribe({ email: 'TWICE@Example.com', locale: 'en' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true });

    expect(await subscriber(email)).toEqual([{ email, name: null, locale: 'es' }]);
    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('refuses a missing captcha, an invalid one and a reused one, and stores nothing', async () => {
    const email = 'robot@example.com';
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: nextIp(),
      headers: { origin: APP_URL },
      payload: { email, locale: 'es' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'validation_failed', fields: ['captchaToken'] });

    const invalid = await subscribe({ email, captchaToken: 'not-a-token' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'captcha_invalid' });

    const token = await captchaToken(t.app);
    expect((await subscribe({ email: 'first@example.com', captchaToken: token })).statusCode).toBe(
      200,
    );
    const reused = await subscribe({ email, captchaToken: token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'captcha_invalid' });

    expect(await subscriber(email)).toEqual([]);
    expect(await emailsTo(email)).toEqual([]);
  });

  it('rejects a malformed email address naming the field', async () => {
    const response = await subscribe({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: ['email'] });
    const { rows } = await t.pool.query<{ count: number }>(
      "select count(*) from newsletter_subscribers where email like 'not-an-email%'",
    );
    expect(rows[0]!.count).toBe(0);
  });

  it('allows 5 requests per 10 minutes from one address; the 6th is rate limited', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await subscribe({ email: `burst${i}@example.com` }, ip)).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200]);

    const sixth = await subscribe({ email: 'burst5@example.com' }, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: 'rate_limited' });
    expect(await subscriber('burst5@example.com')).toEqual([]);

    // Another address is not affected.
    expect((await subscribe({ email: 'burst5@example.com' })).statusCode).toBe(200);
  });
});
