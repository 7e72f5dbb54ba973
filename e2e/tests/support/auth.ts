import { expect, type Page } from '@playwright/test';
import { confirmationLink } from './db';
import { uniqueEmail } from './page';

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
 * Signs up through the real screen and captcha, confirms from the outbox: ends on /dashboard.
 * With `ref`, through that referral link (its banner must show).
 */
export async function signUpAndConfirm(
  page: Page,
  options: { lang: 'es' | 'en'; name: string; prefix: string; ref?: string },
): Promise<string> {
  const text = TEXTS[options.lang];
  const email = uniqueEmail(options.prefix);
  await page.goto(options.ref ? `/register?ref=${encodeURIComponent(options.ref)}` : '/register');
  if (options.ref) await expect(page.getByTestId('referral-banner')).toContainText(options.ref);
  await page.getByLabel(text.name).fill(options.name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(text.password, { exact: true }).fill('una-clave-segura-1');
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
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}
