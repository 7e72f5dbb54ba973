import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IntegrationListResponse, MeResponse, PlanId } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import IntegrationsPage from '../../src/features/integrations/integrations-page';
import {
  meResponse,
  Probe,
  renderRoutes,
  stubApi,
  type ApiCall,
  type Reply,
  type Route,
} from '../search-fixtures';
import {
  connectedView,
  INTEGRATIONS_PATH,
  integrationList,
  integrationView,
} from '../integration-fixtures';

function me(plan: PlanId, role: 'owner' | 'admin' | 'member' = 'owner'): MeResponse {
  const base = meResponse(plan);
  const organization = { ...base.activeOrganization, role };
  return { ...base, activeOrganization: organization, organizations: [organization] };
}

function api(
  plan: PlanId,
  list: IntegrationListResponse,
  extra: Record<string, Route | Reply> = {},
  role: 'owner' | 'admin' | 'member' = 'owner',
) {
  return stubApi({
    'GET /api/me': { body: me(plan, role) },
    [`GET ${INTEGRATIONS_PATH}`]: { body: list },
    ...extra,
  });
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/integrations', element: <IntegrationsPage /> },
      { path: '*', element: <Probe /> },
    ],
    '/integrations',
  );

const card = async (provider: string) => screen.findByTestId(`integration-${provider}`);
const sent = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('integrations page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('groups the five by kind, each with its state and what it is connected to', async () => {
    api(
      'growth',
      integrationList('growth', [
        connectedView('hubspot', { accountLabel: 'Portal 4411', lastUsedAt: null }),
        connectedView('pipedrive', {
          status: 'error',
          statusReason: 'Unauthorized: invalid api_token',
          accountLabel: 'acme.pipedrive.com',
          companyDomain: 'acme',
        }),
        connectedView('lemlist', { campaign: { id: 'c1', name: 'Dentistas Madrid' } }),
        integrationView('webhook', 'growth'),
      ]),
    );
    renderPage();
    const headings = (await screen.findAllByRole('heading', { level: 2 })).map(
      (heading) => heading.textContent,
    );
    expect(headings).toEqual(['CRM', 'Email en frío (cold email)', 'Automatización']);

    const hubspot = await card('hubspot');
    expect(within(hubspot).getByTestId('integration-state').textContent).toBe('Conectada');
    expect(within(hubspot).getByTestId('fact-account').textContent).toBe('Portal 4411');
    expect(within(hubspot).getByTestId('fact-secret').textContent).toBe('…ab12');
    expect(within(hubspot).getByText(/Conectada por Ana Pérez/)).toBeTruthy();
    expect(within(hubspot).getByText(/Aún no se envió ningún lead/)).toBeTruthy();

    const pipedrive = await card('pipedrive');
    expect(within(pipedrive).getByTestId('integration-state').textContent).toBe('Con error');
    expect(within(pipedrive).getByTestId('integration-reason').textContent).toBe(
      'Motivo: Unauthorized: invalid api_token',
    );
    // The domain is the account label already: not said twice.
    expect(within(pipedrive).queryByTestId('fact-domain')).toBeNull();

    const lemlist = await card('lemlist');
    expect(within(lemlist).getByTestId('fact-campaign').textContent).toBe('Dentistas Madrid');
    expect(within(lemlist).getByTestId('integration-campaign')).toBeTruthy();

    const instantly = await card('instantly');
    expect(within(instantly).getByTestId('integration-state').textContent).toBe('Sin conectar');
    expect(within(instantly).getByTestId('integration-connect').textContent).toBe('Conectar');
    expect(within(instantly).queryByTestId('integration-test')).toBeNull();
    expect(within(instantly).queryByTestId('integration-disconnect')).toBeNull();
    expect(screen.queryByTestId('integrations-member-note')).toBeNull();
  });

  it('a plan without integrations: each card says which plan unlocks it and links to plans', async () => {
    api('starter', integrationList('starter'));
    const { router } = renderPage();
    const hubspot = await card('hubspot');
    expect(within(hubspot).getByTestId('integration-state').textContent).toBe('Bloqueada');
    expect(within(hubspot).getByTestId('integration-locked').textContent).toContain(
      'Disponible desde el plan Growth.',
    );
    expect(within(hubspot).queryByTestId('integration-connect')).toBeNull();
    fireEvent.click(within(hubspot).getByRole('link', { name: 'Ver planes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
  });

  it('members see the cards without the buttons, and a note saying an admin connects them', async () => {
    api('growth', integrationList('growth', [connectedView('hubspot')], false), {}, 'member');
    renderPage();
    const hubspot = await card('hubspot');
    expect(screen.getByTestId('integrations-member-note').textContent).toContain(
      'Las conecta quien es propietario o administrador',
    );
    expect(within(hubspot).queryByRole('button')).toBeNull();
    expect(within(await card('pipedrive')).queryByRole('button')).toBeNull();
  });

  it('connects HubSpot: a refusal is shown in HubSpot’s words, then a good token connects', async () => {
    let attempts = 0;
    const calls = api('growth', integrationList('growth'), {
      [`PUT ${INTEGRATIONS_PATH}/hubspot`]: (call): Reply => {
        attempts += 1;
        const body = call.body as { accessToken: string };
        if (body.accessToken === 'pat-eu1-wrong-token') {
          return {
            status: 422,
            body: {
              error: 'integration_rejected',
              serviceMessage: 'The OAuth token used to make this call expired.',
            },
          };
        }
        return {
          body: {
            integration: connectedView('hubspot', {
              accountLabel: 'Portal 4411',
              secretHint: '…f00d',
            }),
          },
        };
      },
    });
    renderPage();
    fireEvent.click(within(await card('hubspot')).getByTestId('integration-connect'));
    const dialog = await screen.findByTestId('connect-hubspot');
    expect(within(dialog).getByText(/crm\.objects\.companies\.write/)).toBeTruthy();
    const submit = within(dialog).getByTestId('connect-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const token = within(dialog).getByLabelText('Token de acceso de la app privada');
    expect(token.getAttribute('type')).toBe('password');

    fireEvent.change(token, { target: { value: '  pat-eu1-wrong-token ' } });
    fireEvent.click(submit);
    expect((await within(dialog).findByTestId('integration-error')).textContent).toBe(
      'HubSpot dijo: «The OAuth token used to make this call expired.»',
    );
    expect(sent(calls, 'PUT', `${INTEGRATIONS_PATH}/hubspot`)[0]!.body).toEqual({
      provider: 'hubspot',
      accessToken: 'pat-eu1-wrong-token',
    });

    fireEvent.change(token, { target: { value: 'pat-eu1-good-token' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByTestId('connect-hubspot')).toBeNull());
    expect(await screen.findByText('HubSpot conectada')).toBeTruthy();
    const hubspot = await card('hubspot');
    expect(within(hubspot).getByTestId('integration-state').textContent).toBe('Conectada');
    expect(within(hubspot).getByTestId('fact-secret').textContent).toBe('…f00d');
    expect(attempts).toBe(2);
  });

  it('connects Pipedrive with its token and company domain', async () => {
    const calls = api('growth', integrationList('growth'), {
      [`PUT ${INTEGRATIONS_PATH}/pipedrive`]: {
        body: { integration: connectedView('pipedrive', { accountLabel: 'acme.pipedrive.com' }) },
      },
    });
    renderPage();
    fireEvent.click(within(await card('pipedrive')).getByTestId('integration-connect'));
    const dialog = await screen.findByTestId('connect-pipedrive');
    const submit = within(dialog).getByTestId('connect-submit') as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText('Token de API'), {
      target: { value: '0123456789abcdef' },
    });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Dominio de la empresa'), {
      target: { value: 'acme' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByTestId('connect-pipedrive')).toBeNull());
    expect(sent(calls, 'PUT', `${INTEGRATIONS_PATH}/pipedrive`)[0]!.body).toEqual({
      provider: 'pipedrive',
      apiToken: '0123456789abcdef',
      companyDomain: 'acme',
    });
  });

  it('Instantly: the key is checked, lists its campaigns, and the chosen one is connected', async () => {
    const calls = api('growth', integrationList('growth'), {
      [`POST ${INTEGRATIONS_PATH}/instantly/campaigns`]: (call): Reply =>
        (call.body as { apiKey: string }).apiKey === 'bad-key-123'
          ? {
              status: 422,
              body: { error: 'integration_rejected', serviceMessage: 'Invalid API key' },
            }
          : {
              body: {
                campaigns: [
                  { id: 'camp-1', name: 'Clínicas', status: 'active' },
                  { id: 'camp-2', name: 'Dentistas', status: 'paused' },
                ],
              },
            },
      [`PUT ${INTEGRATIONS_PATH}/instantly`]: {
        body: {
          integration: connectedView('instantly', {
            campaign: { id: 'camp-2', name: 'Dentistas' },
          }),
        },
      },
    });
    renderPage();
    fireEvent.click(within(await card('instantly')).getByTestId('integration-connect'));
    const dialog = await screen.findByTestId('connect-instantly');
    const key = within(dialog).getByLabelText('Clave de API');
    fireEvent.change(key, { target: { value: 'bad-key-123' } });
    fireEvent.click(within(dialog).getByTestId('check-key'));
    expect((await within(dialog).findByTestId('integration-error')).textContent).toBe(
      'Instantly dijo: «Invalid API key»',
    );
    expect(within(dialog).queryByTestId('campaign-select')).toBeNull();

    fireEvent.change(key, { target: { value: 'good-key-456' } });
    fireEvent.click(within(dialog).getByTestId('check-key'));
    expect(await within(dialog).findByText('Clave correcta: 2 campañas.')).toBeTruthy();
    const submit = within(dialog).getByTestId('connect-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const select = within(dialog).getByTestId('campaign-select') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Elige una campaña',
      'Clínicas (active)',
      'Dentistas (paused)',
    ]);
    fireEvent.change(select, { target: { value: 'camp-2' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByTestId('connect-instantly')).toBeNull());
    expect(sent(calls, 'PUT', `${INTEGRATIONS_PATH}/instantly`)[0]!.body).toEqual({
      provider: 'instantly',
      apiKey: 'good-key-456',
      campaignId: 'camp-2',
    });
    expect(within(await card('instantly')).getByTestId('fact-campaign').textContent).toBe(
      'Dentistas',
    );
  });

  it('webhook: the form says which plan the URL needs, and the signing secret is shown once', async () => {
    const calls = api('growth', integrationList('growth'), {
      [`PUT ${INTEGRATIONS_PATH}/webhook`]: {
        body: {
          integration: connectedView('webhook', {
            webhookUrl: 'https://hooks.zapier.com/hooks/catch/1/abc/',
            secretHint: null,
          }),
          signingSecret: 'whsec_c2VjcmV0LXNpZ25pbmcta2V5',
        },
      },
    });
    renderPage();
    fireEvent.click(within(await card('webhook')).getByTestId('integration-connect'));
    const dialog = await screen.findByTestId('connect-webhook');
    const url = within(dialog).getByLabelText('URL del webhook');
    const submit = within(dialog).getByTestId('connect-submit') as HTMLButtonElement;

    // Growth: a custom endpoint is Pro's, said before anything is sent.
    fireEvent.change(url, { target: { value: 'https://crm.example.com/leads' } });
    const target = within(dialog).getByTestId('webhook-target');
    expect(target.getAttribute('data-target')).toBe('custom');
    expect(target.textContent).toContain('no incluye webhooks propios');
    expect(submit.disabled).toBe(true);

    fireEvent.change(url, { target: { value: 'https://hooks.zapier.com/hooks/catch/1/abc/' } });
    expect(within(dialog).getByTestId('webhook-target').textContent).toBe(
      'Webhook de Zapier: incluido desde el plan Growth.',
    );
    fireEvent.click(submit);
    expect((await within(dialog).findByTestId('signing-secret-value')).textContent).toBe(
      'whsec_c2VjcmV0LXNpZ25pbmcta2V5',
    );
    expect(
      within(dialog).getByText('No lo volverás a ver: cópialo y guárdalo ahora.'),
    ).toBeTruthy();
    expect(sent(calls, 'PUT', `${INTEGRATIONS_PATH}/webhook`)[0]!.body).toEqual({
      provider: 'webhook',
      url: 'https://hooks.zapier.com/hooks/catch/1/abc/',
    });

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('whsec_c2VjcmV0LXNpZ25pbmcta2V5'));
    fireEvent.click(within(dialog).getByTestId('signing-secret-done'));
    await waitFor(() => expect(screen.queryByTestId('connect-webhook')).toBeNull());
    // Opening it again starts empty: the secret is gone for good.
    fireEvent.click(within(await card('webhook')).getByTestId('integration-connect'));
    expect(
      within(await screen.findByTestId('connect-webhook')).queryByTestId('signing-secret'),
    ).toBeNull();
  });

  it('tests a connection: fine, or an error toast with the reason', async () => {
    let healthy = true;
    api('growth', integrationList('growth', [connectedView('hubspot')]), {
      [`POST ${INTEGRATIONS_PATH}/hubspot/test`]: () => ({
        body: {
          integration: healthy
            ? connectedView('hubspot')
            : connectedView('hubspot', { status: 'error', statusReason: 'Token revoked' }),
        },
      }),
    });
    renderPage();
    const hubspot = await card('hubspot');
    fireEvent.click(within(hubspot).getByTestId('integration-test'));
    expect(await screen.findByText('HubSpot responde correctamente')).toBeTruthy();
    healthy = false;
    fireEvent.click(within(hubspot).getByTestId('integration-test'));
    expect(await screen.findByText('HubSpot no funciona: Token revoked')).toBeTruthy();
    expect(within(hubspot).getByTestId('integration-state').textContent).toBe('Con error');
  });

  it('changes the campaign from the saved key’s list', async () => {
    const calls = api(
      'growth',
      integrationList('growth', [
        connectedView('lemlist', { campaign: { id: 'c1', name: 'Dentistas Madrid' } }),
      ]),
      {
        [`GET ${INTEGRATIONS_PATH}/lemlist/campaigns`]: {
          body: {
            campaigns: [
              { id: 'c1', name: 'Dentistas Madrid', status: null },
              { id: 'c2', name: 'Clínicas Sevilla', status: null },
            ],
          },
        },
        [`PATCH ${INTEGRATIONS_PATH}/lemlist`]: {
          body: {
            integration: connectedView('lemlist', {
              campaign: { id: 'c2', name: 'Clínicas Sevilla' },
            }),
          },
        },
      },
    );
    renderPage();
    fireEvent.click(within(await card('lemlist')).getByTestId('integration-campaign'));
    const dialog = await screen.findByTestId('campaign-lemlist');
    const select = (await within(dialog).findByTestId('campaign-select')) as HTMLSelectElement;
    expect(select.value).toBe('c1');
    const save = within(dialog).getByTestId('campaign-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'c2' } });
    fireEvent.click(save);
    expect(await screen.findByText('Campaña cambiada: Clínicas Sevilla')).toBeTruthy();
    expect(sent(calls, 'PATCH', `${INTEGRATIONS_PATH}/lemlist`)[0]!.body).toEqual({
      campaignId: 'c2',
    });
    expect(within(await card('lemlist')).getByTestId('fact-campaign').textContent).toBe(
      'Clínicas Sevilla',
    );
  });

  it('disconnects only after confirming', async () => {
    let connected = true;
    const calls = stubApi({
      'GET /api/me': { body: me('growth') },
      [`GET ${INTEGRATIONS_PATH}`]: () => ({
        body: integrationList('growth', connected ? [connectedView('pipedrive')] : []),
      }),
      [`DELETE ${INTEGRATIONS_PATH}/pipedrive`]: () => {
        connected = false;
        return { body: { ok: true } };
      },
    });
    renderPage();
    fireEvent.click(within(await card('pipedrive')).getByTestId('integration-disconnect'));
    const confirm = await screen.findByTestId('disconnect-dialog');
    expect(within(confirm).getByText('¿Desconectar Pipedrive?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('disconnect-dialog')).toBeNull());
    expect(sent(calls, 'DELETE', `${INTEGRATIONS_PATH}/pipedrive`)).toHaveLength(0);

    fireEvent.click(within(await card('pipedrive')).getByTestId('integration-disconnect'));
    fireEvent.click(await screen.findByTestId('disconnect-dialog-confirm'));
    expect(await screen.findByText('Pipedrive desconectada')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByTestId('integration-pipedrive')).getByTestId('integration-state')
          .textContent,
      ).toBe('Sin conectar'),
    );
  });

  it('in English too', async () => {
    await i18n.changeLanguage('en');
    api('growth', integrationList('growth', [connectedView('hubspot')]));
    renderPage();
    const hubspot = await card('hubspot');
    expect(within(hubspot).getByTestId('integration-state').textContent).toBe('Connected');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Integrations');
  });
});
