import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  ApiKeyListResponse,
  ApiKeyView,
  MeResponse,
  PlanId,
  WebhookDeliveryView,
  WebhookEndpointListResponse,
  WebhookEndpointView,
} from '@leadatlas/shared';
import i18n from '../../src/i18n';
import IntegrationsPage from '../../src/features/integrations/integrations-page';
import {
  meResponse,
  ORG_ID,
  Probe,
  renderRoutes,
  stubApi,
  type ApiCall,
  type Reply,
  type Route,
} from '../search-fixtures';
import { INTEGRATIONS_PATH, integrationList } from '../integration-fixtures';

const KEYS_PATH = `/api/organizations/${ORG_ID}/api-keys`;
const HOOKS_PATH = `/api/organizations/${ORG_ID}/webhook-endpoints`;
const WHEN = '2026-01-15T10:00:00.000Z';
const ENDPOINT_ID = '3c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

function me(plan: PlanId, role: 'owner' | 'admin' | 'member' = 'owner'): MeResponse {
  const base = meResponse(plan);
  const organization = { ...base.activeOrganization, role };
  return { ...base, activeOrganization: organization, organizations: [organization] };
}

function key(overrides: Partial<ApiKeyView> = {}): ApiKeyView {
  return {
    id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    name: 'CRM interno',
    scope: 'write',
    prefix: 'la_live_AbCd',
    createdBy: { id: 'user-1', name: 'Ana Pérez', email: 'ana@example.com' },
    createdAt: WHEN,
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

function endpoint(overrides: Partial<WebhookEndpointView> = {}): WebhookEndpointView {
  return {
    id: ENDPOINT_ID,
    url: 'https://hooks.example.com/leadatlas',
    description: 'Producción',
    events: ['search.completed'],
    enabled: true,
    disabledReason: null,
    secretHint: '…x9Zq',
    previousSecretExpiresAt: null,
    createdAt: WHEN,
    lastDelivery: null,
    ...overrides,
  };
}

function delivery(overrides: Partial<WebhookDeliveryView> = {}): WebhookDeliveryView {
  return {
    id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    messageId: 'msg_2abc',
    eventType: 'webhook.test',
    status: 'delivered',
    attempts: 1,
    createdAt: WHEN,
    lastAttemptAt: WHEN,
    nextAttemptAt: null,
    responseStatus: 200,
    responseBody: '{"received":true}',
    error: null,
    payload: { type: 'webhook.test', data: { message: 'LeadAtlas test event' } },
    ...overrides,
  };
}

function api(
  plan: PlanId,
  keys: ApiKeyListResponse,
  endpoints: WebhookEndpointListResponse,
  extra: Record<string, Route | Reply> = {},
  role: 'owner' | 'admin' | 'member' = 'owner',
) {
  return stubApi({
    'GET /api/me': { body: me(plan, role) },
    [`GET ${INTEGRATIONS_PATH}`]: { body: integrationList(plan) },
    [`GET ${KEYS_PATH}`]: { body: keys },
    [`GET ${HOOKS_PATH}`]: { body: endpoints },
    ...extra,
  });
}

const pro = { allowed: true, canManage: true };
const renderTab = () =>
  renderRoutes(
    [
      { path: '/integrations', element: <IntegrationsPage /> },
      { path: '/integrations/:tab', element: <IntegrationsPage /> },
      { path: '*', element: <Probe /> },
    ],
    '/integrations/api',
  );
const sent = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('the API tab of /integrations', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is its own address: /integrations/api opens it, the other tab goes back to /integrations', async () => {
    api('pro', { keys: [], ...pro }, { endpoints: [], ...pro });
    const { router } = renderTab();
    const apiTab = await screen.findByRole('tab', { name: 'API y webhooks' });
    expect(apiTab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByTestId('api-keys-empty')).toBeTruthy();
    expect(screen.getByTestId('api-docs-link').getAttribute('href')).toBe('/developers');
    // Radix tabs activate on focus and arrow keys: keyboard users move between them.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Conectores' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/integrations'));
  });

  it('lists keys: scope, prefix, creator, "nunca" for an unused key, revoked ones marked', async () => {
    api(
      'pro',
      {
        keys: [
          key(),
          key({
            id: '8b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
            name: 'Viejo',
            scope: 'read',
            prefix: 'la_live_Zz99',
            lastUsedAt: WHEN,
            revokedAt: WHEN,
          }),
        ],
        ...pro,
      },
      { endpoints: [], ...pro },
    );
    renderTab();
    const rows = await screen.findAllByTestId('api-key-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('api-key-scope-cell').textContent).toBe(
      'Lectura y escritura',
    );
    expect(within(rows[0]!).getByTestId('api-key-prefix').textContent).toBe('la_live_AbCd…');
    expect(within(rows[0]!).getByText(/Ana Pérez/)).toBeTruthy();
    expect(within(rows[0]!).getByTestId('api-key-last-used').textContent).toBe('nunca');
    expect(within(rows[0]!).getByTestId('api-key-revoke')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('api-key-revoked').textContent).toBe('Revocada');
    expect(within(rows[1]!).getByTestId('api-key-last-used').textContent).not.toBe('nunca');
    expect(within(rows[1]!).queryByTestId('api-key-revoke')).toBeNull();
  });

  it('creates a key: the whole token is shown once with a copy button, then forgotten', async () => {
    const created = key({
      id: '9c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      name: 'Zapier',
      scope: 'read',
    });
    const calls = api(
      'pro',
      { keys: [], ...pro },
      { endpoints: [], ...pro },
      {
        [`POST ${KEYS_PATH}`]: (call): Reply =>
          (call.body as { name: string }).name.trim() === ''
            ? { status: 400, body: { error: 'validation_failed', fields: ['name'] } }
            : { status: 201, body: { key: created, token: 'la_live_AbCdSecretSecretSecret' } },
      },
    );
    renderTab();
    fireEvent.click(await screen.findByTestId('api-key-new'));
    const dialog = await screen.findByTestId('create-key-dialog');
    fireEvent.click(within(dialog).getByTestId('api-key-create-submit'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Escribe un nombre de hasta 60 caracteres.',
    );
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Zapier' } });
    fireEvent.click(within(dialog).getByTestId('api-key-create-submit'));
    expect((await within(dialog).findByTestId('shown-once-value')).textContent).toBe(
      'la_live_AbCdSecretSecretSecret',
    );
    expect(within(dialog).getByRole('note').textContent).toContain('No volverás a verlo');
    expect(sent(calls, 'POST', KEYS_PATH).at(-1)!.body).toEqual({ name: 'Zapier', scope: 'read' });
    fireEvent.click(within(dialog).getByTestId('shown-once-done'));
    await waitFor(() => expect(screen.queryByTestId('create-key-dialog')).toBeNull());
    expect(screen.queryByText('la_live_AbCdSecretSecretSecret')).toBeNull();
    const rows = await screen.findAllByTestId('api-key-row');
    expect(within(rows[0]!).getByTestId('api-key-name-cell').textContent).toBe('Zapier');
  });

  it('revokes a key after asking; the list is read again', async () => {
    let revoked = false;
    const calls = api(
      'pro',
      { keys: [key()], ...pro },
      { endpoints: [], ...pro },
      {
        [`GET ${KEYS_PATH}`]: (): Reply => ({
          body: { keys: [key(revoked ? { revokedAt: WHEN } : {})], ...pro },
        }),
        [`DELETE ${KEYS_PATH}/${key().id}`]: (): Reply => {
          revoked = true;
          return { body: { ok: true } };
        },
      },
    );
    renderTab();
    fireEvent.click(await screen.findByTestId('api-key-revoke'));
    const confirm = await screen.findByTestId('api-key-revoke-dialog');
    expect(confirm.textContent).toContain('recibirá 401');
    fireEvent.click(within(confirm).getByTestId('api-key-revoke-dialog-confirm'));
    expect(await screen.findByTestId('api-key-revoked')).toBeTruthy();
    expect(sent(calls, 'DELETE', `${KEYS_PATH}/${key().id}`)).toHaveLength(1);
  });

  it('below Pro: says the plan that has it, links owners to the plans, offers only revoke and delete', async () => {
    api(
      'growth',
      { keys: [key()], allowed: false, canManage: true },
      { endpoints: [endpoint()], allowed: false, canManage: true },
    );
    const { router } = renderTab();
    const note = await screen.findByTestId('api-plan-locked');
    expect(note.textContent).toContain('plan Pro');
    expect(screen.queryByTestId('api-key-new')).toBeNull();
    expect(screen.queryByTestId('endpoint-new')).toBeNull();
    expect(screen.queryByTestId('endpoint-test')).toBeNull();
    expect(screen.queryByTestId('endpoint-rotate')).toBeNull();
    // A key or URL made before the downgrade can still be taken away (the server allows it).
    expect(screen.getByTestId('api-key-revoke')).toBeTruthy();
    expect(screen.getByTestId('endpoint-delete')).toBeTruthy();
    fireEvent.click(within(note).getByRole('link', { name: 'Ver planes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
  });

  it('members see keys and endpoints without the buttons', async () => {
    const member = { allowed: true, canManage: false };
    api('pro', { keys: [key()], ...member }, { endpoints: [endpoint()], ...member }, {}, 'member');
    renderTab();
    expect((await screen.findByTestId('api-member-note')).textContent).toContain(
      'propietario o administrador',
    );
    expect(await screen.findByTestId('api-key-row')).toBeTruthy();
    expect(screen.queryByTestId('api-key-new')).toBeNull();
    expect(screen.queryByTestId('api-key-revoke')).toBeNull();
    expect(screen.queryByTestId('endpoint-new')).toBeNull();
    expect(screen.queryByTestId('endpoint-edit')).toBeNull();
  });

  it('adds an endpoint: a private address is refused in Spanish, a good one shows its secret once', async () => {
    const calls = api(
      'pro',
      { keys: [], ...pro },
      { endpoints: [], ...pro },
      {
        [`POST ${HOOKS_PATH}`]: (call): Reply =>
          (call.body as { url: string }).url.includes('10.0.0.1')
            ? { status: 400, body: { error: 'webhook_url_blocked' } }
            : { status: 201, body: { endpoint: endpoint(), secret: 'whsec_c2VjcmV0c2VjcmV0' } },
      },
    );
    renderTab();
    fireEvent.click(await screen.findByTestId('endpoint-new'));
    const dialog = await screen.findByTestId('endpoint-dialog');
    fireEvent.change(within(dialog).getByLabelText('URL'), {
      target: { value: 'http://10.0.0.1/hook' },
    });
    fireEvent.click(within(dialog).getByLabelText(/credits\.low/));
    fireEvent.click(within(dialog).getByTestId('endpoint-submit'));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('red privada');
    fireEvent.change(within(dialog).getByLabelText('URL'), {
      target: { value: 'https://hooks.example.com/leadatlas' },
    });
    fireEvent.click(within(dialog).getByTestId('endpoint-submit'));
    expect((await within(dialog).findByTestId('shown-once-value')).textContent).toBe(
      'whsec_c2VjcmV0c2VjcmV0',
    );
    expect(sent(calls, 'POST', HOOKS_PATH).at(-1)!.body).toEqual({
      url: 'https://hooks.example.com/leadatlas',
      events: ['search.completed', 'search.failed', 'credits.low'],
      description: '',
    });
    fireEvent.click(within(dialog).getByTestId('shown-once-done'));
    expect((await screen.findByTestId('endpoint-url-cell')).textContent).toBe(
      'https://hooks.example.com/leadatlas',
    );
  });

  it('the eleventh endpoint is refused with the limit', async () => {
    api(
      'pro',
      { keys: [], ...pro },
      { endpoints: [], ...pro },
      {
        [`POST ${HOOKS_PATH}`]: { status: 409, body: { error: 'limit_reached' } },
      },
    );
    renderTab();
    fireEvent.click(await screen.findByTestId('endpoint-new'));
    const dialog = await screen.findByTestId('endpoint-dialog');
    fireEvent.change(within(dialog).getByLabelText('URL'), {
      target: { value: 'https://hooks.example.com/x' },
    });
    fireEvent.click(within(dialog).getByTestId('endpoint-submit'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'La organización ya tiene 10 endpoints: elimina alguno antes de añadir otro.',
    );
  });

  it('sends a test event and shows the answer; the log lists deliveries with their payload', async () => {
    api(
      'pro',
      { keys: [], ...pro },
      {
        endpoints: [
          endpoint({ lastDelivery: { status: 'failed', at: WHEN, responseStatus: 500 } }),
        ],
        ...pro,
      },
      {
        [`POST ${HOOKS_PATH}/${ENDPOINT_ID}/test`]: { body: { delivery: delivery() } },
        [`GET ${HOOKS_PATH}/${ENDPOINT_ID}/deliveries`]: {
          body: {
            deliveries: [
              delivery(),
              delivery({
                id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c',
                eventType: 'search.completed',
                status: 'failed',
                attempts: 6,
                responseStatus: 500,
                responseBody: 'boom',
              }),
            ],
          },
        },
      },
    );
    renderTab();
    expect((await screen.findByTestId('endpoint-last-delivery')).textContent).toContain('HTTP 500');
    fireEvent.click(screen.getByTestId('endpoint-test'));
    const tested = await screen.findByTestId('endpoint-tested');
    expect(tested.textContent).toContain('Tu endpoint lo recibió');
    expect(within(tested).getByTestId('delivery-response').textContent).toContain('HTTP 200');
    expect(within(tested).getByTestId('delivery-response-body').textContent).toBe(
      '{"received":true}',
    );
    fireEvent.click(within(tested).getByRole('button', { name: 'Cerrar' }));

    fireEvent.click(screen.getByRole('button', { name: 'Registro de envíos' }));
    const items = await screen.findAllByTestId('delivery-item');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByTestId('delivery-event').textContent).toBe('search.completed');
    expect(within(items[1]!).getByTestId('delivery-status').textContent).toBe('Fallido');
    expect(items[1]!.textContent).toContain('6 intentos');
    expect(within(items[0]!).getByTestId('delivery-payload').textContent).toContain(
      'LeadAtlas test event',
    );
  });

  it('rotates a secret after asking: the new one shown once, the old one valid 24 h', async () => {
    api(
      'pro',
      { keys: [], ...pro },
      { endpoints: [endpoint()], ...pro },
      {
        [`POST ${HOOKS_PATH}/${ENDPOINT_ID}/rotate-secret`]: {
          body: {
            endpoint: endpoint({ secretHint: '…n3w0', previousSecretExpiresAt: WHEN }),
            secret: 'whsec_bmV3bmV3bmV3',
          },
        },
      },
    );
    renderTab();
    fireEvent.click(await screen.findByTestId('endpoint-rotate'));
    fireEvent.click(await screen.findByTestId('endpoint-rotate-dialog-confirm'));
    const shown = await screen.findByTestId('endpoint-rotated');
    expect(shown.textContent).toContain('24 h');
    expect(within(shown).getByTestId('shown-once-value').textContent).toBe('whsec_bmV3bmV3bmV3');
  });

  it('edits events and pauses an endpoint', async () => {
    const calls = api(
      'pro',
      { keys: [], ...pro },
      { endpoints: [endpoint()], ...pro },
      {
        [`PATCH ${HOOKS_PATH}/${ENDPOINT_ID}`]: (call): Reply => ({
          body: { endpoint: endpoint(call.body as Partial<WebhookEndpointView>) },
        }),
      },
    );
    renderTab();
    fireEvent.click(await screen.findByTestId('endpoint-edit'));
    const dialog = await screen.findByTestId('endpoint-dialog');
    fireEvent.click(within(dialog).getByLabelText(/push\.completed/));
    fireEvent.click(within(dialog).getByLabelText(/Activo/));
    fireEvent.click(within(dialog).getByTestId('endpoint-submit'));
    await waitFor(() => expect(screen.queryByTestId('endpoint-dialog')).toBeNull());
    expect(sent(calls, 'PATCH', `${HOOKS_PATH}/${ENDPOINT_ID}`)[0]!.body).toEqual({
      events: ['search.completed', 'push.completed'],
      description: 'Producción',
      enabled: false,
    });
    expect((await screen.findByTestId('endpoint-state')).textContent).toBe('Pausado');
  });
});
