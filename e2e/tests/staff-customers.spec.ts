/**
 * Issue 16, customers in the staff console: a staff member (granted by `npm run staff --
 * grant`) looks a customer up by email, opens the organization, adds credits with a reason after
 * confirming and sees the new balance and movement; the customer reads "Ajuste de soporte: …"
 * in /billing-history and in the bell; a removal that would leave the balance negative is
 * refused; /staff/audit lists the actions. In Spanish and English; the console's three screens
 * in light and dark, 1280 and 390 px, checked with axe.
 */
import { expect, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { emailLinks } from './support/db';
import { prepare, shootScreen } from './support/page';
import { expectAccessible } from './support/a11y';
import { grantStaff } from './support/staff';

const TEXTS = {
  es: {
    search: 'Buscar por email u organización',
    amount: 'Créditos (+/−)',
    reason: 'Motivo (obligatorio)',
    applied: 'Ajuste aplicado: saldo 75 créditos',
    belowZero: 'El saldo no puede quedar negativo',
    movement: 'Ajuste de soporte: Compensación por la caída <b>del martes</b>',
    notification: 'Soporte añadió créditos',
    adjusted: 'Ajuste de créditos',
    granted: 'Rol de soporte concedido',
    reasonError: 'El motivo debe tener entre 3 y 200 caracteres.',
  },
  en: {
    search: 'Search by email or organization',
    amount: 'Credits (+/−)',
    reason: 'Reason (required)',
    applied: 'Adjustment applied: balance 75 credits',
    belowZero: 'The balance cannot go negative',
    movement: 'Support adjustment: Compensación por la caída <b>del martes</b>',
    notification: 'Support added credits',
    adjusted: 'Credit adjustment',
    granted: 'Staff role granted',
    reasonError: 'The reason must be 3 to 200 characters long.',
  },
} as const;

for (const lang of ['es', 'en'] as const) {
  test(`staff look a customer up and adjust their credits (${lang})`, async ({ browser }) => {
    test.setTimeout(150_000);
    const text = TEXTS[lang];
    const context = await browser.newContext();
    await prepare(context, { lang, consent: true });
    const page = await context.newPage();
    const email = await signUpAndConfirm(page, {
      lang,
      name: 'Marta Ibáñez',
      prefix: `e2e-customer-${lang}`,
    });

    const staffContext = await browser.newContext();
    await prepare(staffContext, { lang, consent: true });
    const staffPage = await staffContext.newPage();
    const staffEmail = await signUpAndConfirm(staffPage, {
      lang,
      name: 'Agente Cuentas',
      prefix: `e2e-staff-customers-${lang}`,
    });
    // Before the role, the customers screen is a page that does not exist.
    await staffPage.goto('/staff/customers');
    await expect(staffPage.getByText('404')).toBeVisible();
    await grantStaff(staffEmail);

    // From the inbox, through the console's sections, to the lookup.
    await staffPage.goto('/staff');
    await staffPage
      .getByTestId('staff-nav')
      .getByRole('link', { name: /Clientes|Customers/ })
      .click();
    await expect(staffPage).toHaveURL(/\/staff\/customers$/);
    await staffPage.getByLabel(text.search).fill(email.slice(0, 20).toUpperCase());
    const row = staffPage.getByTestId('customer-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Marta Ibáñez');
    await expect(row).toContainText(email);
    await shootScreen(staffPage, `staff-customers-${lang}`);
    await expectAccessible(staffPage);
    await row.click();
    await expect(staffPage).toHaveURL(/\/staff\/customers\/[0-9a-f-]{36}$/);
    const balance = staffPage.getByTestId('customer-balance');
    await expect(balance).toHaveText('50');
    await expect(staffPage.getByTestId('customer-members')).toContainText(email);

    // A blank reason is refused before asking; then 25 credits with a reason, confirmed.
    await staffPage.getByLabel(text.amount).fill('25');
    await staffPage.getByTestId('adjust-submit').click();
    await expect(staffPage.getByText(text.reasonError)).toBeVisible();
    await staffPage.getByLabel(text.reason).fill('Compensación por la caída <b>del martes</b>');
    await staffPage.getByTestId('adjust-submit').click();
    const dialog = staffPage.getByTestId('adjust-confirm');
    await expect(dialog).toContainText('50');
    await expect(dialog).toContainText('75');
    await expectAccessible(staffPage);
    await staffPage.getByTestId('adjust-confirm-confirm').click();
    await expect(staffPage.getByText(text.applied)).toBeVisible();
    await expect(balance).toHaveText('75');
    await expect(staffPage.getByTestId('customer-movements').locator('li').first()).toContainText(
      text.movement,
    );

    // Removing more than there is: refused, the balance as it was.
    await staffPage.getByLabel(text.amount).fill('-1000');
    await staffPage.getByLabel(text.reason).fill('Retirada de prueba');
    await staffPage.getByTestId('adjust-submit').click();
    await staffPage.getByTestId('adjust-confirm-confirm').click();
    await expect(staffPage.getByText(text.belowZero)).toBeVisible();
    await expect(balance).toHaveText('75');
    await shootScreen(staffPage, `staff-customer-${lang}`);
    await expectAccessible(staffPage);

    // The customer: the movement in the billing history, the bell, the email.
    await page.goto('/billing-history');
    await expect(page.getByTestId('billing-row').first()).toContainText(text.movement);
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-menu-item').first()).toContainText(
      text.notification,
    );
    await page.keyboard.press('Escape');
    expect((await emailLinks(email, 'notification_credits_adjusted'))[0]).toContain(
      '/billing-history',
    );

    // The audit log: the grant from the command line and the adjustment, linked.
    await staffPage
      .getByTestId('staff-nav')
      .getByRole('link', { name: /Auditoría|Audit log/ })
      .click();
    await expect(staffPage).toHaveURL(/\/staff\/audit$/);
    const first = staffPage.getByTestId('audit-row').first();
    await expect(first).toContainText(text.adjusted);
    await expect(first).toContainText('Compensación por la caída <b>del martes</b>');
    await expect(first).toContainText(staffEmail);
    await expect(
      staffPage.getByTestId('audit-row').filter({ hasText: text.granted }),
    ).not.toHaveCount(0);
    await staffPage.getByTestId('audit-filter-action').selectOption('credits_adjusted');
    await expect(staffPage.getByTestId('audit-row').filter({ hasText: text.granted })).toHaveCount(
      0,
    );
    // The filter is in the address: a reload keeps it.
    await expect(staffPage).toHaveURL(/\/staff\/audit\?action=credits_adjusted$/);
    await staffPage.reload();
    await expect(staffPage.getByTestId('audit-filter-action')).toHaveValue('credits_adjusted');
    await expect(staffPage.getByTestId('audit-row').filter({ hasText: text.granted })).toHaveCount(
      0,
    );
    await shootScreen(staffPage, `staff-audit-${lang}`);
    await expectAccessible(staffPage);
    await first.getByRole('link', { name: 'Marta Ibáñez' }).click();
    await expect(staffPage).toHaveURL(/\/staff\/customers\/[0-9a-f-]{36}$/);

    await staffContext.close();
    await context.close();
  });
}
