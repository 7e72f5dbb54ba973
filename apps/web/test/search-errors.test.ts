import { describe, expect, it } from 'vitest';
import i18n from '../src/i18n';
import { ApiError } from '../src/lib/api';
import { runSearchErrorMessage } from '../src/lib/search-errors';

describe('run-search error messages (spec 000 §8)', () => {
  it('insufficient credits names both figures in the language of the user', async () => {
    await i18n.changeLanguage('es');
    const error = new ApiError(402, 'insufficient_credits', [], { required: 2700, available: 50 });
    expect(runSearchErrorMessage(error, i18n.t, 'es')).toBe(
      'Créditos insuficientes: Necesitas 2.700 créditos, pero solo tienes 50',
    );
    await i18n.changeLanguage('en');
    expect(runSearchErrorMessage(error, i18n.t, 'en')).toBe(
      'Insufficient credits: you need 2,700 credits but only have 50',
    );
  });

  it('an unknown failure falls back to the generic text', async () => {
    await i18n.changeLanguage('es');
    expect(runSearchErrorMessage(new ApiError(500, 'internal_error'), i18n.t, 'es')).toBe(
      'Error al procesar la búsqueda. Intenta nuevamente.',
    );
    expect(runSearchErrorMessage(new Error('boom'), i18n.t, 'es')).toBe(
      'No se pudo iniciar la búsqueda',
    );
  });
});
