import { describe, expect, it } from 'vitest';
import i18n from '../src/i18n';
import { ApiError } from '../src/lib/api';
import { runSearchErrorMessage } from '../src/lib/search-errors';
import { authErrorMessage } from '../src/features/auth/error-message';

describe('failures any form can meet (issue 11 item 10)', () => {
  const refused = new ApiError(403, 'csrf_rejected', [], { appUrl: 'http://localhost:3000' });

  it('a refused origin says where the app works, in both languages, from any form', async () => {
    await i18n.changeLanguage('es');
    const es =
      'Esta dirección no está autorizada para enviar formularios a LeadAtlas. Abre la aplicación en http://localhost:3000 e inténtalo de nuevo.';
    expect(authErrorMessage(i18n.t, refused)).toBe(es);
    expect(runSearchErrorMessage(refused, i18n.t, 'es')).toBe(es);
    await i18n.changeLanguage('en');
    expect(authErrorMessage(i18n.t, refused)).toBe(
      'This address is not allowed to send forms to LeadAtlas. Open the app at http://localhost:3000 and try again.',
    );
  });

  it('never says that an account already exists', async () => {
    await i18n.changeLanguage('es');
    const texts = JSON.stringify(i18n.getResourceBundle('es', 'translation'));
    expect(texts).not.toMatch(/Ya existe una cuenta/);
  });
});
