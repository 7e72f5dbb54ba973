/**
 * Issue 11 items 17 and 22 (and the toast's place on a phone, item 16): an error toast is the
 * destructive variant, red in both themes and readable; it stays on screen at 390 px; the
 * 404 page speaks Spanish in Spanish.
 */
import { expect, test } from '@playwright/test';
import { prepare, VIEWPORTS } from './support/page';

/** Relative luminance contrast of two rgb() colours (WCAG). */
function contrast(a: string, b: string): number {
  const lum = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

for (const theme of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`an error toast is red and readable (${theme}, ${size})`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      await prepare(context, { lang: 'es', theme, consent: true });
      const page = await context.newPage();
      await page.goto('/register?mode=signin');
      await page.getByLabel('Email').fill('nadie@example.com');
      await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave-1');
      await page.getByRole('button', { name: 'Entrar' }).click();
      const toast = page.locator('[data-sonner-toast][data-type="error"]');
      // Wrong password, or too many tries (every test signs in from 127.0.0.1): an error either way.
      await expect(toast).toContainText(/Email o contraseña incorrectos|Demasiados intentos/);
      const colours = await toast.evaluate((node) => {
        const style = getComputedStyle(node);
        return { background: style.backgroundColor, color: style.color };
      });
      // Red: the red channel well above green and blue.
      const [r, g, b] = colours.background.match(/\d+/g)!.map(Number);
      expect(r! - Math.max(g!, b!)).toBeGreaterThan(80);
      expect(contrast(colours.background, colours.color)).toBeGreaterThanOrEqual(4.5);
      const box = (await toast.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await page.waitForTimeout(600); // the entry animation
      await page.screenshot({ path: `screenshots/toast-error-${theme}-${size}.png` });
      await context.close();
    });
  }
}

test('the 404 page speaks the reader’s language', async ({ browser }) => {
  for (const lang of ['es', 'en'] as const) {
    const context = await browser.newContext();
    await prepare(context, { lang, consent: true });
    const page = await context.newPage();
    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'es' ? '¡Vaya! Página no encontrada' : 'Oops! Page not found',
    );
    await context.close();
  }
});
