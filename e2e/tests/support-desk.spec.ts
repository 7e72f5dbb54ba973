/**
 * Issue 16, the support desk: a user opens a ticket from the account menu; a staff member (the
 * role granted by `npm run staff -- grant`) finds it in the console and answers it; the user
 * sees the reply in the thread, the bell and the email; staff resolve it and the reply box
 * disappears. In Spanish and
 * English; /support and the thread in light and dark, 1280 and 390 px, checked with axe.
 */
import { expect, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { emailLinks } from './support/db';
import { prepare, shootScreen } from './support/page';
import { expectAccessible } from './support/a11y';
import { grantStaff } from './support/staff';

const TEXTS = {
  es: {
    userMenu: 'Menú de usuario',
    subject: 'Asunto',
    message: 'Mensaje',
    send: 'Enviar',
    created: 'Ticket creado',
    required: 'Por favor completa todos los campos requeridos',
    pending: 'Pendiente',
    inProgress: 'En progreso',
    resolved: 'Resuelto',
    notification: 'Soporte respondió tu ticket',
    plan: 'plan Gratis, 50 créditos',
  },
  en: {
    userMenu: 'User menu',
    subject: 'Subject',
    message: 'Message',
    send: 'Send',
    created: 'Ticket created',
    required: 'Please fill in all the required fields',
    pending: 'Pending',
    inProgress: 'In progress',
    resolved: 'Resolved',
    notification: 'Support answered your ticket',
    plan: 'Free plan, 50 credits',
  },
} as const;

for (const lang of ['es', 'en'] as const) {
  test(`a ticket answered by staff, then resolved (${lang})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const text = TEXTS[lang];
    const context = await browser.newContext();
    await prepare(context, { lang, consent: true });
    const page = await context.newPage();
    const email = await signUpAndConfirm(page, {
      lang,
      name: 'Lucía Campos',
      prefix: `e2e-ticket-${lang}`,
    });

    await page.getByRole('button', { name: text.userMenu }).click();
    await page.getByTestId('menu-support').click();
    await expect(page).toHaveURL(/\/support$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    // Required fields first, then a real ticket.
    await page.getByTestId('ticket-send').click();
    await expect(page.getByText(text.required)).toBeVisible();
    await page.getByLabel(text.subject).fill('<b>Factura</b> de octubre');
    await page.getByLabel(text.message).fill('No encuentro la factura.');
    await page.getByTestId('ticket-send').click();
    await expect(page.getByText(text.created)).toBeVisible();
    const row = page.getByTestId('ticket-row').first();
    await expect(row).toContainText('<b>Factura</b> de octubre');
    await expect(row.getByTestId('ticket-status')).toHaveText(text.pending);
    await shootScreen(page, `support-${lang}`);
    await expectAccessible(page);
    await row.click();
    await expect(page).toHaveURL(/\/support\/[0-9a-f-]{36}$/);
    const ticketId = page.url().split('/').pop()!;

    // Staff: the role comes from the command line; the answer goes through the desk.
    const staffContext = await browser.newContext();
    await prepare(staffContext, { lang, consent: true });
    const staffPage = await staffContext.newPage();
    const staffEmail = await signUpAndConfirm(staffPage, {
      lang,
      name: 'Agente Soporte',
      prefix: `e2e-staff-${lang}`,
    });
    // Before the role, the console is a page that does not exist.
    await staffPage.goto('/staff');
    await expect(staffPage.getByText('404')).toBeVisible();
    await grantStaff(staffEmail);
    await staffPage.goto('/staff');
    await staffPage.getByTestId('staff-filter-status').selectOption('pending');
    await staffPage.getByRole('searchbox').fill(ticketId.slice(0, 8));
    // The filters live in the address: a reload keeps them.
    await expect(staffPage).toHaveURL(new RegExp(`status=pending.*q=${ticketId.slice(0, 8)}`));
    await staffPage.reload();
    await expect(staffPage.getByTestId('staff-filter-status')).toHaveValue('pending');
    await expect(staffPage.getByRole('searchbox')).toHaveValue(ticketId.slice(0, 8));
    await expect(staffPage.getByTestId('staff-ticket-row')).toHaveCount(1);
    await staffPage.getByTestId('staff-ticket-row').first().click();
    await expect(staffPage).toHaveURL(new RegExp(`/staff/tickets/${ticketId}$`));
    await expect(staffPage.locator('[data-sender="user"]')).toContainText(
      'No encuentro la factura.',
    );
    await expect(staffPage.getByTestId('staff-customer')).toContainText(email);
    await expect(staffPage.getByTestId('staff-organization')).toContainText(text.plan);
    await staffPage.getByTestId('ticket-reply').fill('Te la reenviamos hoy.');
    await staffPage.getByTestId('ticket-reply-send').click();
    await expect(staffPage.locator('[data-sender="support"]')).toContainText(
      'Te la reenviamos hoy.',
    );
    await shootScreen(staffPage, `staff-ticket-${lang}`);

    // The user: the reply in the thread, the bell, the email.
    await page.reload();
    await expect(page.locator('[data-sender="support"]')).toContainText('Te la reenviamos hoy.');
    await expect(page.getByTestId('ticket-status')).toHaveText(text.inProgress);
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-menu-item').first()).toContainText(
      text.notification,
    );
    await page.keyboard.press('Escape');
    expect((await emailLinks(email, 'notification_support_replied'))[0]).toContain(
      `/support/${ticketId}`,
    );

    // Enter sends; Shift+Enter adds a line.
    const box = page.getByTestId('ticket-reply');
    await box.fill('Gracias.');
    await box.press('Shift+Enter');
    await box.pressSequentially('Ya la tengo.');
    await box.press('Enter');
    await expect(page.locator('[data-sender="user"]').last()).toContainText(
      'Gracias.\nYa la tengo.',
    );
    await expect(box).toHaveValue('');
    await shootScreen(page, `support-ticket-${lang}`);
    await expectAccessible(page);

    await staffPage.getByTestId('staff-status').selectOption('resolved');
    await staffPage.getByTestId('staff-status-save').click();
    await expect(staffPage.getByTestId('ticket-status')).toHaveText(text.resolved);
    await expect(staffPage.getByTestId('ticket-reply')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('ticket-status')).toHaveText(text.resolved);
    await expect(page.getByTestId('ticket-resolved')).toBeVisible();
    await expect(page.getByTestId('ticket-reply')).toHaveCount(0);

    await staffContext.close();
    await context.close();
  });
}
