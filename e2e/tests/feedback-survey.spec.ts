/**
 * Issue 16, the feedback survey (spec 001 §2.14): a visitor at /feedback is asked to log in and
 * comes back to it; at /survey (the same screen) Send stays disabled until the three questions
 * are answered, 'other' reveals its text field, the NPS is chosen with the keyboard, the answer
 * is thanked and, on reload, the screen says when they may answer again. A staff member (the
 * role granted by the command line) sees the counts, the 'other' text and the NPS in
 * /staff/surveys. In Spanish and English; light and dark, 1280 and 390 px; checked with axe.
 */
import { expect, test } from '@playwright/test';
import { signUpAndConfirm } from './support/auth';
import { query } from './support/db';
import { prepare, shootScreen, VIEWPORTS } from './support/page';
import { expectAccessible } from './support/a11y';
import { grantStaff } from './support/staff';

const PASSWORD = 'una-clave-segura-1';

const TEXTS = {
  es: {
    mustLogIn: 'Debes estar logueado para enviar feedback',
    logIn: 'Iniciar sesión',
    password: 'Contraseña',
    submitLogIn: 'Entrar',
    other: 'Otro motivo',
    otherLabel: /Cuéntanos el motivo/,
    feature: 'Más integraciones',
    suggestions: 'Sugerencias (opcional)',
    thanks: '¡Gracias!',
    already: 'Ya respondiste la encuesta',
    againOn: 'Podrás volver a responderla el',
    otherText: 'Mi equipo se pasó a otra herramienta',
    reasonRow: 'Otro motivo',
  },
  en: {
    mustLogIn: 'You must be logged in to send feedback',
    logIn: 'Log in',
    password: 'Password',
    submitLogIn: 'Log in',
    other: 'Another reason',
    otherLabel: /Tell us the reason/,
    feature: 'More integrations',
    suggestions: 'Suggestions (optional)',
    thanks: 'Thank you!',
    already: 'You have already answered the survey',
    againOn: 'You can answer it again on',
    otherText: 'My team moved to another tool',
    reasonRow: 'Another reason',
  },
} as const;

for (const lang of ['es', 'en'] as const) {
  test(`the feedback survey, answered once, and its results for staff (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const text = TEXTS[lang];

    // An account, signed up in its own browser.
    const signup = await browser.newContext();
    await prepare(signup, { lang, consent: true });
    const email = await signUpAndConfirm(await signup.newPage(), {
      lang,
      name: 'Marta Encuesta',
      prefix: `e2e-survey-${lang}`,
    });
    await signup.close();

    // A visitor at /feedback: the survey's promise and the way in, no form.
    const context = await browser.newContext();
    await prepare(context, { lang, consent: true });
    const page = await context.newPage();
    await page.goto('/feedback');
    const prompt = page.getByTestId('survey-sign-in');
    await expect(prompt).toContainText(text.mustLogIn);
    await expect(page.getByTestId('survey-form')).toHaveCount(0);
    await expectAccessible(page);
    await shootScreen(page, `survey-visitor-${lang}`);

    // Logging in brings them back to the survey.
    await prompt.getByRole('link', { name: text.logIn }).click();
    await expect(page).toHaveURL(/\/register\?mode=signin&next=%2Ffeedback$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: text.submitLogIn, exact: true }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(page.getByTestId('survey-form')).toBeVisible();

    // /survey is the same screen. Send waits for the three answers (and the 'other' text).
    await page.goto('/survey');
    const send = page.getByTestId('survey-send');
    await expect(send).toBeDisabled();
    await page.getByRole('radio', { name: text.other }).check();
    const otherField = page.getByLabel(text.otherLabel);
    await expect(otherField).toBeVisible();
    await page.getByRole('radio', { name: text.feature }).check();

    // The NPS by keyboard: one tab stop, arrows move and choose, End jumps to 10.
    const nps = page.getByTestId('survey-nps');
    const score = (n: number) => nps.getByRole('radio', { name: String(n), exact: true });
    await page.getByRole('radio', { name: text.feature }).focus();
    await page.keyboard.press('Tab');
    await expect(score(0)).toBeFocused();
    await expect(nps.locator('[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await expect(score(1)).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect(score(9)).toHaveAttribute('aria-checked', 'true');
    await expect(score(9)).toBeFocused();
    await expect(nps.locator('[aria-checked="true"]')).toHaveCount(1);
    // Three chosen, but 'other' still says nothing.
    await expect(send).toBeDisabled();
    await otherField.fill(text.otherText);
    await page.getByLabel(text.suggestions).fill('<script>alert(1)</script> más filtros');
    await expect(send).toBeEnabled();
    await expectAccessible(page);
    await shootScreen(page, `survey-form-${lang}`);

    // The scale and the send button at phone size, for the record.
    await page.setViewportSize(VIEWPORTS.phone);
    await nps.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `screenshots/survey-nps-${lang}-phone.png` });
    await page.setViewportSize(VIEWPORTS.desktop);

    await send.click();
    await expect(page.getByTestId('survey-done-title')).toHaveText(text.thanks);
    await expect(page.getByTestId('survey-form')).toHaveCount(0);
    await shootScreen(page, `survey-thanks-${lang}`);

    // Back within the 30 days: when they answered, and when they may again.
    await page.reload();
    await expect(page.getByTestId('survey-done-title')).toHaveText(text.already);
    await expect(page.getByTestId('survey-done')).toContainText(text.againOn);
    await expect(page.getByTestId('survey-form')).toHaveCount(0);
    await expectAccessible(page);
    await shootScreen(page, `survey-answered-${lang}`);

    // Staff, by the command line, read the results.
    const staffContext = await browser.newContext();
    await prepare(staffContext, { lang, consent: true });
    const staffPage = await staffContext.newPage();
    const staffEmail = await signUpAndConfirm(staffPage, {
      lang,
      name: 'Agente Encuestas',
      prefix: `e2e-survey-staff-${lang}`,
    });
    await staffPage.goto('/staff/surveys');
    await expect(staffPage.getByText('404')).toBeVisible();
    await grantStaff(staffEmail);
    await staffPage.goto('/staff/surveys');
    const rows = await query<{ n: number }>('select count(*)::int as n from feedback_surveys');
    await expect(staffPage.getByTestId('survey-answers')).toContainText(String(rows[0]!.n));
    const others = await query<{ n: number }>(
      `select count(*)::int as n from feedback_surveys where reason_stopped = 'other'`,
    );
    const reasons = staffPage.getByTestId('survey-reasons');
    await expect(reasons).toContainText(text.otherText);
    await expect(
      reasons.getByRole('listitem').filter({ hasText: text.reasonRow }).first(),
    ).toContainText(`${others[0]!.n} (`);
    // Every answer of this run gave 9: all promoters.
    await expect(staffPage.getByTestId('survey-nps-score')).toHaveText('+100');
    await expect(staffPage.getByTestId('survey-suggestions')).toContainText(
      '<script>alert(1)</script> más filtros',
    );
    await expect(
      staffPage.getByRole('link', { name: lang === 'es' ? 'Encuestas' : 'Surveys' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectAccessible(staffPage);
    await shootScreen(staffPage, `staff-surveys-${lang}`);
    await staffPage.setViewportSize(VIEWPORTS.phone);
    await staffPage.getByTestId('survey-suggestions').screenshot({
      path: `screenshots/staff-surveys-suggestions-${lang}-phone.png`,
    });

    await staffContext.close();
    await context.close();
  });
}

test('a visitor who signs up from the survey comes back to it from the confirmation email', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await prepare(context, { lang: 'es', theme: 'dark', consent: true });
  const page = await context.newPage();
  await page.goto('/survey');
  await page.getByTestId('survey-sign-in').getByRole('link', { name: 'Crear una cuenta' }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Fsurvey$/);
  await signUpAndConfirm(page, {
    lang: 'es',
    name: 'Lucía Encuesta',
    prefix: 'e2e-survey-signup',
    via: 'form',
    from: { landsOn: /\/survey$/ },
  });
  await expect(page.getByTestId('survey-form')).toBeVisible();
  await context.close();
});
