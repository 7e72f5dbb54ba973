/**
 * Issue 16, the commercial contact form (spec 001 §2.15): a visitor, signed out, opens /contact,
 * is told to fill every field, sends a message and sees 'Mensaje enviado'; the message reaches
 * the support address; a staff member (the role granted by `npm run staff -- grant`) finds it in
 * the console's contact inbox and marks it handled. Signed in, the form comes filled in and the
 * support card leads to the desk; signed out, through the sign-in screen back to it. In Spanish
 * and English; light and dark, 1280 and 390 px, checked with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { signUpAndConfirm } from './support/auth';
import { query } from './support/db';
import { prepare, shootScreen, uniqueEmail } from './support/page';
import { expectAccessible } from './support/a11y';
import { grantStaff } from './support/staff';

const TEXTS = {
  es: {
    title: 'Contacto comercial',
    name: 'Nombre',
    subject: 'Asunto',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    required: 'Por favor completa todos los campos requeridos',
    sent: 'Mensaje enviado',
    hours: 'Lunes a viernes, 9:00–18:00 (ART)',
    response: '24–48 horas hábiles',
    signInForTicket: 'Inicia sesión para abrir un ticket',
    goToSupport: 'Ir a soporte',
    password: 'Contraseña',
    logIn: 'Entrar',
    handled: 'Atendido',
    markHandled: 'Marcar como atendido',
    contactNav: 'Contacto',
  },
  en: {
    title: 'Contact sales',
    name: 'Name',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    required: 'Please fill in all the required fields',
    sent: 'Message sent',
    hours: 'Monday to Friday, 9:00–18:00 (ART)',
    response: '24–48 business hours',
    signInForTicket: 'Sign in to open a ticket',
    goToSupport: 'Go to support',
    password: 'Password',
    logIn: 'Log in',
    handled: 'Handled',
    markHandled: 'Mark as handled',
    contactNav: 'Contact',
  },
} as const;

/** From a public page's footer when it links the form; directly otherwise. */
async function openContact(page: Page) {
  await page.goto('/privacy');
  const link = page.locator('footer a[href="/contact"]');
  if ((await link.count()) > 0) await link.first().click();
  else await page.goto('/contact');
  await expect(page).toHaveURL(/\/contact$/);
}

for (const lang of ['es', 'en'] as const) {
  test(`contact form signed out, read and handled by staff (${lang})`, async ({ browser }) => {
    test.setTimeout(150_000);
    const text = TEXTS[lang];
    const config = (await (await fetch(`${BASE_URL}/api/config`)).json()) as {
      supportEmail: string;
    };

    // A visitor, signed out.
    const context = await browser.newContext();
    await prepare(context, { lang, consent: true });
    const page = await context.newPage();
    await openContact(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.getByTestId('contact-info')).toContainText(text.hours);
    await expect(page.getByTestId('contact-info')).toContainText(text.response);
    await expect(page.getByTestId('contact-email')).toHaveText(config.supportEmail);
    await expect(page.getByTestId('contact-support-link')).toHaveText(text.signInForTicket);
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'solved', {
      timeout: 30_000,
    });
    await shootScreen(page, `contact-${lang}`);
    await expectAccessible(page);

    // Every field is required, then a real message (markup in it stays text).
    await page.getByTestId('contact-send').click();
    await expect(page.getByText(text.required)).toBeVisible();
    await expect(page.getByLabel(text.subject)).toHaveAttribute('aria-invalid', 'true');
    const sender = uniqueEmail(`e2e-contact-${lang}`);
    const subject = `<b>Demo</b> para 30 vendedores ${lang}`;
    const body = `Hola,\nsomos una agencia de 30 personas <script>alert(1)</script>.`;
    await page.getByLabel(text.name).fill('Marta Gómez');
    await page.getByLabel('Email').fill(sender);
    await page.getByLabel(text.subject).fill(subject);
    await page.getByLabel(text.message).fill(body);
    await page.getByTestId('contact-send').click();
    await expect(page.getByTestId('contact-sent')).toContainText(text.sent);
    await expect(page.getByTestId('contact-sent')).toContainText(sender);
    await shootScreen(page, `contact-sent-${lang}`);
    await expectAccessible(page);

    // It reached the support address, Reply-To the sender, escaped.
    const mails = await query<{ html_body: string; headers: Record<string, string> }>(
      `select html_body, headers from email_outbox
       where kind = 'contact_message' and to_address = $1 and subject = $2`,
      [config.supportEmail, `[Contacto] ${subject}`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers['Reply-To']).toBe(sender);
    expect(mails[0]!.html_body).not.toContain('<script>');
    expect(mails[0]!.html_body).toContain('&#60;script&#62;');

    // Staff: the role comes from the command line.
    const staffContext = await browser.newContext();
    await prepare(staffContext, { lang, consent: true });
    const staffPage = await staffContext.newPage();
    const staffEmail = await signUpAndConfirm(staffPage, {
      lang,
      name: 'Agente Ventas',
      prefix: `e2e-contact-staff-${lang}`,
    });
    await staffPage.goto('/staff/contact');
    await expect(staffPage.getByText('404')).toBeVisible();
    await grantStaff(staffEmail);
    await staffPage.goto('/staff');
    await staffPage.getByTestId('staff-nav').getByRole('link', { name: text.contactNav }).click();
    await expect(staffPage).toHaveURL(/\/staff\/contact$/);
    await staffPage.getByRole('searchbox').fill(sender);
    const row = staffPage.getByTestId('staff-contact-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(subject);
    await shootScreen(staffPage, `staff-contact-${lang}`);
    await expectAccessible(staffPage);
    await row.click();
    await expect(staffPage.getByTestId('staff-contact-body')).toHaveText(body);
    await expect(staffPage.getByTestId('staff-contact-from')).toContainText(sender);
    await expect(staffPage.getByRole('link', { name: /Responder|Reply/ })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${sender.replace(/[.+]/g, '\\$&')}\\?subject=`),
    );
    await staffPage.getByTestId('staff-contact-toggle').click();
    await expect(staffPage.getByTestId('contact-status')).toHaveText(text.handled);
    await expect(staffPage.getByTestId('staff-contact-toggle')).not.toHaveText(text.markHandled);
    await shootScreen(staffPage, `staff-contact-message-${lang}`);
    await expectAccessible(staffPage);
    const audit = await query<{ action: string }>(
      `select a.action from staff_audit a join contact_messages m
         on m.id::text = a.details->>'contactMessageId'
       where m.email = $1`,
      [sender],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['contact_handled']);
    // Handled, it leaves the inbox's default view (new) and shows under handled.
    await staffPage.goto('/staff/contact');
    await staffPage.getByRole('searchbox').fill(sender);
    await expect(staffPage.getByTestId('staff-contact-row')).toHaveCount(0);
    await staffPage.getByTestId('staff-contact-status').selectOption('handled');
    await expect(staffPage.getByTestId('staff-contact-row')).toHaveCount(1);

    // Signed in, the form comes filled in and the card leads to the desk.
    await staffPage.goto('/contact');
    await expect(staffPage.getByLabel('Email')).toHaveValue(staffEmail);
    await expect(staffPage.getByLabel(text.name)).toHaveValue('Agente Ventas');
    await staffPage.getByTestId('contact-support-link').click();
    await expect(staffPage).toHaveURL(/\/support$/);

    // Signed out, the card goes through the sign-in screen and back to the desk.
    await page.getByTestId('contact-support-link').click();
    await expect(page).toHaveURL(/\/register\?mode=signin&next=%2Fsupport$/);
    await page.getByLabel('Email').fill(staffEmail);
    await page.getByLabel(text.password, { exact: true }).fill('una-clave-segura-1');
    await page.getByRole('button', { name: text.logIn }).click();
    await expect(page).toHaveURL(/\/support$/);

    await staffContext.close();
    await context.close();
  });
}
