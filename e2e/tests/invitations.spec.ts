/**
 * An invitation from end to end (decision 0020), in Spanish and English: an owner on Growth
 * (paid in the local test mode) invites a colleague; the colleague opens the link from the
 * email, signs up from the invitation page (the link proves the address: no confirmation step),
 * comes back, accepts and lands on the dashboard paid by the team's balance; the owner is told.
 * The invitation page in light and dark, desktop and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { expectAccessible, fillBillingForm, payInTestMode } from './support/billing';
import { emailLinks, query } from './support/db';
import { prepare, shootScreen, uniqueEmail, VIEWPORTS } from './support/page';

const TEXTS = {
  es: {
    country: 'Espa',
    balance: '2.050',
    subject: (org: string) => `Olga Dueña te invita a «${org}» en LeadAtlas`,
    heading: (org: string) => `Únete a «${org}»`,
    signUp: 'Crear cuenta',
    name: 'Nombre completo (opcional)',
    password: 'Contraseña',
    banner: (org: string) => `Te invitaron a «${org}»`,
    accept: 'Aceptar invitación',
    accepted: 'Invitación aceptada',
    invalid: 'Invitación no válida o expirada',
    notification: (org: string) => `Carla Colega se unió a «${org}».`,
  },
  en: {
    country: 'Spai',
    balance: '2,050',
    subject: (org: string) => `Olga Dueña invited you to "${org}" on LeadAtlas`,
    heading: (org: string) => `Join "${org}"`,
    signUp: 'Create account',
    name: 'Full name (optional)',
    password: 'Password',
    banner: (org: string) => `You were invited to "${org}"`,
    accept: 'Accept invitation',
    accepted: 'Invitation accepted',
    invalid: 'Invalid or expired invitation',
    notification: (org: string) => `Carla Colega joined "${org}".`,
  },
} as const;

/** The owner's call, as the organizations page makes it: POST from the app's own origin. */
async function inviteThroughApi(page: Page, email: string) {
  return page.evaluate(async (address) => {
    const me = (await (await fetch('/api/me')).json()) as { activeOrganization: { id: string } };
    const response = await fetch(`/api/organizations/${me.activeOrganization.id}/invitations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, role: 'member' }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }, email);
}

for (const lang of ['es', 'en'] as const) {
  test(`${lang}: owner on Growth invites; the colleague signs up from the email link, accepts and works on the team's balance`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const text = TEXTS[lang];

    // The owner: an account whose personal organization pays for Growth.
    const ownerContext = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await prepare(ownerContext, { lang, theme: 'light', consent: true });
    const owner = await ownerContext.newPage();
    await signUpAndConfirm(owner, { lang, name: 'Olga Dueña', prefix: `e2e-inv-owner-${lang}` });
    await owner.goto('/plans');
    await owner.getByTestId('plan-choose-growth').click();
    await fillBillingForm(owner, text.country);
    const paid = await payInTestMode(ownerContext, owner);
    await expect(paid.getByTestId('success-balance')).toContainText(text.balance, {
      timeout: 30_000,
    });
    await paid.close();
    const organization = 'Olga Dueña';

    // The invitation, in the owner's language, with a link to the app the owner is on.
    const colleague = uniqueEmail(`e2e-inv-colleague-${lang}`);
    const invited = await inviteThroughApi(owner, colleague);
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const [link] = await emailLinks(colleague, 'organization_invitation');
    expect(new URL(link!).origin).toBe(new URL(owner.url()).origin);
    expect(new URL(link!).pathname).toMatch(/^\/invite\/[A-Za-z0-9_-]{40,}$/);
    const [mail] = await query<{ subject: string }>(
      `select subject from email_outbox where to_address = $1 and kind = 'organization_invitation'`,
      [colleague],
    );
    expect(mail!.subject).toBe(text.subject(organization));

    // The colleague opens it signed out, on a phone-sized screen first.
    const colleagueContext = await browser.newContext({ viewport: VIEWPORTS.phone });
    await prepare(colleagueContext, { lang, theme: 'light', consent: true });
    const page = await colleagueContext.newPage();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: text.heading(organization) })).toBeVisible();
    await expect(page.getByTestId('invite-inviter')).toHaveText('Olga Dueña');
    await expect(page.getByTestId('invite-email')).toHaveText(colleague);
    await expect(page.getByTestId('invite-sign-up')).toBeVisible();
    await expectAccessible(page);
    await shootScreen(page, `invite-signed-out-${lang}`);

    // Sign up from it: the address is prefilled, the banner names the team.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByTestId('invite-sign-up').click();
    await expect(page).toHaveURL(/\/register\?invite=/);
    await expect(page.getByTestId('invitation-banner')).toContainText(text.banner(organization));
    await expect(page.getByLabel('Email')).toHaveValue(colleague);
    await page.getByLabel(text.name).fill('Carla Colega');
    await page.getByLabel(text.password, { exact: true }).fill('una-clave-segura-1');
    await page.getByRole('checkbox').last().check();
    await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'solved', {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: text.signUp }).click();

    // Straight back to the invitation, signed in: no confirmation email was needed.
    await expect(page).toHaveURL(new URL(link!).pathname);
    await expect(page.getByRole('button', { name: text.accept })).toBeVisible();
    expect(
      await query(`select 1 from email_outbox where to_address = $1 and kind = 'confirm_email'`, [
        colleague,
      ]),
    ).toHaveLength(0);
    await shootScreen(page, `invite-accept-${lang}`);

    await page.getByRole('button', { name: text.accept }).click();
    await expect(page.getByText(text.accepted).first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The team pays now: its balance, not the colleague's own 50 credits.
    await expect(page.getByTestId('credits-balance')).toHaveText(text.balance);

    // The link is used up.
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: text.invalid })).toBeVisible();

    // The owner hears of it.
    await owner.goto('/notifications');
    await expect(owner.getByText(text.notification(organization))).toBeVisible();

    await colleagueContext.close();
    await ownerContext.close();
  });
}
