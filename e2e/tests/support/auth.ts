import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { confirmationLink } from './db';
import { uniqueEmail } from './page';

const PASSWORD = 'una-clave-segura-1';

/** The proof of work the sign-up form's captcha does in the browser, done here in Node. */
async function captchaToken(): Promise<string> {
  const response = await fetch(`${BASE_URL}/api/captcha/challenge`);
  expect(response.status).toBe(200);
  const challenge = (await response.json()) as { salt: string; difficulty: number };
  for (let nonce = 0; ; nonce++) {
    const hash = createHash('sha256').update(`${challenge.salt}:${nonce}`).digest();
    let bits = 0;
    for (const byte of hash) {
      bits += byte === 0 ? 8 : Math.clz32(byte) - 24;
      if (byte !== 0) break;
    }
    if (bits >= challenge.difficulty) {
      return Buffer.from(JSON.stringify({ ...challenge, nonce })).toString('base64url');
    }
  }
}

const TEXTS = {
  es: {
    signup: 'Registrarse',
    name: 'Nombre completo (opcional)',
    password: 'Contraseña',
    create: 'Crear cuenta',
    confirm: 'Confirma tu email',
  },
  en: {
    signup: 'Sign up',
    name: 'Full name (optional)',
    password: 'Password',
    create: 'Create account',
    confirm: 'Confirm your email',
  },
} as const;

/**
 * A new confirmed account, signed in on this page: ends on /dashboard (or, with `from`, on the
 * page the visitor signed up from). Through the real screen
 * and captcha with `via: 'form'` or a `ref` (whose banner must show); otherwise the same sign-up
 * call the form makes, with the captcha solved here (the journey is about what comes after; the
 * form has journeys of its own). Either way the confirmation link from the outbox signs in.
 */
export async function signUpAndConfirm(
  page: Page,
  options: {
    lang: 'es' | 'en';
    name: string;
    prefix: string;
    ref?: string;
    via?: 'form';
    /** The form is already open on `page` (a link led there); the link then lands on this. */
    from?: { landsOn: RegExp };
  },
): Promise<string> {
  const email = uniqueEmail(options.prefix);
  if (options.via !== 'form' && !options.ref) {
    const response = await fetch(`${BASE_URL}/api/account/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE_URL },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        name: options.name,
        termsAccepted: true,
        captchaToken: await captchaToken(),
        locale: options.lang,
      }),
    });
    expect(response.status, await response.text()).toBe(200);
    await page.goto(await confirmationLink(email));
    await expect(page).toHaveURL(/\/dashboard$/);
    return email;
  }
  const text = TEXTS[options.lang];
  if (!options.from) {
    await page.goto(options.ref ? `/register?ref=${encodeURIComponent(options.ref)}` : '/register');
  }
  if (options.ref) await expect(page.getByTestId('referral-banner')).toContainText(options.ref);
  await page.getByLabel(text.name).fill(options.name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').last().check();
  await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'solved', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: text.create }).click();
  await expect(page.getByText(text.confirm)).toBeVisible();
  // The link follows the address the user opened the app at, not APP_URL's localhost.
  const link = await confirmationLink(email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page).toHaveURL(options.from?.landsOn ?? /\/dashboard$/);
  return email;
}
