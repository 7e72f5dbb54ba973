/**
 * A team from end to end (issue 13, decisions 0019 and 0020), in Spanish and English: an owner
 * on Growth (paid in the local test mode) invites a colleague from /organizations; the colleague
 * opens the link from the email, signs up from the invitation page (the link proves the address:
 * no confirmation step), comes back, accepts, switches between their own organization and the
 * team, and runs a search paid from the team's balance on a 390 px screen; the owner is told,
 * sees the colleague among the members and the search in the history. The invitation page in
 * light and dark, desktop and 390 px.
 */
import { expect, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { expectAccessible } from './support/a11y';
import { fillBillingForm, payInTestMode } from './support/billing';
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
    sent: 'Invitación enviada',
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
    sent: 'Invitation sent',
    notification: (org: string) => `Carla Colega joined "${org}".`,
  },
} as const;

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
    const ownerAddress = await signUpAndConfirm(owner, {
      lang,
      name: 'Olga Dueña',
      prefix: `e2e-inv-owner-${lang}`,
    });
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
    await owner.goto('/organizations');
    await owner.getByTestId('invite-email').fill(`  ${colleague}  `);
    await owner.getByTestId('invite-role').selectOption('member');
    await owner.getByTestId('invite-submit').click();
    await expect(owner.getByText(text.sent).first()).toBeVisible();
    await expect(owner.getByTestId('invitation-row')).toContainText(colleague);
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

    // Two organizations now: the header switches to the colleague's own, the dashboard back.
    const [team] = await query<{ id: string }>(
      `select o.id from organizations o join "user" u on u.id = o.owner_user_id
       where u.email = $1 and o.personal`,
      [ownerAddress],
    );
    const [own] = await query<{ id: string }>(
      `select o.id from organizations o join "user" u on u.id = o.owner_user_id
       where u.email = $1 and o.personal`,
      [colleague],
    );
    await page.goto('/dashboard');
    await page.getByTestId('header-org-switcher').click();
    await page.getByTestId(`switch-to-${own!.id}`).click();
    await expect(page.getByTestId('credits-balance')).toHaveText('50');
    await page.getByTestId('org-switcher').click();
    await page.getByTestId(`switch-to-${team!.id}`).click();
    await expect(page.getByTestId('credits-balance')).toHaveText(text.balance);

    // A search paid from the team's balance.
    await page.goto('/wizard/step-1');
    await page.getByTestId('wizard-profession').fill('dentistas');
    await page.getByTestId('wizard-location').fill('Madrid');
    await page.getByTestId('wizard-company-size').selectOption('1-10');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-role').selectOption('owner');
    await page.getByTestId('wizard-max-leads').fill('3');
    await page.getByTestId('wizard-confirm').click();
    await expect(page).toHaveURL(/\/results\//, { timeout: 90_000 });
    const [books] = await query<{ team: string; own: string; by: string }>(
      `select (select credits from organizations where id = $1) as team,
              (select credits from organizations where id = $2) as own,
              (select u.email from searches s join "user" u on u.id = s.user_id
                where s.org_id = $1 order by s.created_at desc limit 1) as by`,
      [team!.id, own!.id],
    );
    expect(Number(books!.team)).toBeLessThan(2050);
    expect(Number(books!.own)).toBe(50);
    expect(books!.by).toBe(colleague);

    // The owner sees the colleague among the members and the search in the history.
    await owner.goto('/organizations');
    await expect(owner.getByTestId(`member-${colleague}`)).toContainText('Carla Colega');
    await owner.goto('/history');
    await expect(owner.getByTestId('history-row').first()).toContainText('dentistas');
    // A team's history says who ran each search.
    await expect(owner.getByTestId('history-started-by').first()).toContainText('Carla Colega');

    // The owner hears of it.
    await owner.goto('/notifications');
    await expect(owner.getByText(text.notification(organization))).toBeVisible();

    await colleagueContext.close();
    await ownerContext.close();
  });
}
