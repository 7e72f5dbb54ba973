import { describe, expect, it } from 'vitest';
import i18n from '../../src/i18n';
import { ApiError } from '../../src/lib/api';
import { integrationErrorMessage } from '../../src/features/integrations/integration-errors';
import { runSearchErrorMessage } from '../../src/lib/search-errors';
import { stepToFix } from '../../src/features/wizard/wizard-rules';

const t = i18n.t;
const error = (status: number, body: Record<string, unknown>) =>
  new ApiError(status, String(body.error), (body.fields as string[]) ?? [], body);

describe('integration error messages', () => {
  it('tells each refusal in the user language, the service in its own words', async () => {
    await i18n.changeLanguage('es');
    const cases: [ApiError, string][] = [
      [
        error(422, {
          error: 'integration_rejected',
          serviceMessage: 'Authentication credentials not found.',
        }),
        'HubSpot dijo: «Authentication credentials not found.»',
      ],
      [error(422, { error: 'integration_rejected' }), 'HubSpot rechazó las credenciales.'],
      [
        error(503, { error: 'integration_unreachable' }),
        'No pudimos comunicarnos con HubSpot. Inténtalo de nuevo en unos minutos.',
      ],
      [
        error(503, { error: 'integration_unreachable', serviceMessage: 'Service Unavailable' }),
        'No pudimos completar la conexión con HubSpot («Service Unavailable»). Inténtalo de nuevo en unos minutos.',
      ],
      [
        error(403, { error: 'integration_locked', requiredPlan: 'pro' }),
        'El plan de la organización no incluye esta integración: mejora a Pro.',
      ],
      [
        error(403, { error: 'role_forbidden', requiredRole: 'admin' }),
        'Solo quien es propietario o administrador de la organización gestiona las integraciones.',
      ],
      [
        error(404, { error: 'campaign_not_found' }),
        'Esa campaña ya no existe en HubSpot: comprueba la clave otra vez y elige otra.',
      ],
      [
        error(400, { error: 'webhook_url_blocked' }),
        'Esa dirección apunta a una red privada o local: usa una URL pública (https).',
      ],
      [
        error(409, { error: 'integration_not_connected' }),
        'HubSpot no está conectada: conéctala en Integraciones o elige otro destino.',
      ],
      [error(400, { error: 'push_empty' }), 'No hay leads para enviar.'],
      [
        error(400, { error: 'validation_failed', fields: ['companyDomain'] }),
        'Escribe el dominio de la empresa: la parte «acme» de acme.pipedrive.com.',
      ],
      [
        error(400, { error: 'validation_failed', fields: ['accessToken'] }),
        'Eso no parece una clave: pégala completa, sin espacios.',
      ],
      [
        error(400, { error: 'validation_failed', fields: ['url'] }),
        'Escribe una URL completa, que empiece por https://.',
      ],
      [new ApiError(0, 'network_error'), i18n.t('errors.network')],
      [error(500, { error: 'internal_error' }), 'fallback'],
    ];
    for (const [failure, message] of cases) {
      expect(integrationErrorMessage(t, failure, 'hubspot', 'fallback')).toBe(message);
    }
    expect(integrationErrorMessage(t, new Error('boom'), 'hubspot', 'fallback')).toBe('fallback');

    await i18n.changeLanguage('en');
    expect(
      integrationErrorMessage(
        t,
        error(422, { error: 'integration_rejected', serviceMessage: 'Unauthorized' }),
        'pipedrive',
        'fallback',
      ),
    ).toBe('Pipedrive said: "Unauthorized"');
  });

  it('the wizard names the integration refusals of a search and sends the user to step 4', async () => {
    await i18n.changeLanguage('es');
    expect(runSearchErrorMessage(error(409, { error: 'integration_not_connected' }), t, 'es')).toBe(
      'La integración elegida ya no está conectada: conéctala en Integraciones o elige otro destino.',
    );
    expect(
      runSearchErrorMessage(
        error(403, { error: 'integration_locked', requiredPlan: 'growth' }),
        t,
        'es',
      ),
    ).toBe('El plan de la organización no incluye esta integración: mejora a Growth.');
    expect(runSearchErrorMessage(error(400, { error: 'export_method_unavailable' }), t, 'es')).toBe(
      'Ese destino necesita una integración conectada de su tipo: conéctala en Integraciones o elige CSV.',
    );
    for (const code of [
      'integration_locked',
      'integration_not_connected',
      'export_method_unavailable',
    ]) {
      expect(stepToFix(code)).toBe(4);
    }
  });
});
