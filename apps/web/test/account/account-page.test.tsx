import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { AccountSessionsResponse, MeResponse } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import AccountPage from '../../src/features/account/account-page';
import { readLocalConsent, writeLocalConsent } from '../../src/features/consent/consent-store';
import {
  ORG_ID,
  Probe,
  meResponse,
  publicConfig,
  renderRoutes,
  stubApi,
  type ApiCall,
  type Reply,
} from '../search-fixtures';
import { billingOverview } from '../checkout/billing-fixtures';

const routes: RouteObject[] = [
  { path: '/account', element: <AccountPage /> },
  { path: '*', element: <Probe /> },
];

const SESSIONS: AccountSessionsResponse = {
  sessions: [
    {
      id: 's1',
      current: true,
      browser: 'Firefox',
      os: 'Linux',
      device: 'desktop',
      ipAddress: '203.0.113.7',
      signedInAt: new Date(Date.now() - 3_600_000).toISOString(),
      lastActiveAt: new Date().toISOString(),
    },
    {
      id: 's2',
      current: false,
      browser: 'Safari',
      os: 'iOS',
      device: 'mobile',
      ipAddress: null,
      signedInAt: new Date(Date.now() - 86_400_000 * 3).toISOString(),
      lastActiveAt: new Date(Date.now() - 86_400_000).toISOString(),
    },
  ],
};

function api(extra: Record<string, Reply | ((call: ApiCall) => Reply)> = {}, me?: MeResponse) {
  return stubApi({
    'GET /api/me': { body: me ?? meResponse('growth', 1500) },
    'GET /api/config': { body: publicConfig },
    'GET /api/billing': {
      body: billingOverview({
        plan: 'growth',
        credits: 1500,
        subscription: {
          plan: 'growth',
          status: 'active',
          currentPeriodEnd: '2031-03-14T10:00:00.000Z',
          cancelAtPeriodEnd: false,
          scheduledPlan: null,
        },
      }),
    },
    'GET /api/account/sessions': { body: SESSIONS },
    ...extra,
  });
}

describe('account page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the profile, the active organization’s plan and renewal, and working links', async () => {
    api();
    const { router } = renderRoutes(routes, '/account');
    expect(await screen.findByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('Nombre completo') as HTMLInputElement).value).toBe('Ana Pérez');
    const email = screen.getByTestId('account-email') as HTMLInputElement;
    expect(email.value).toBe('ana@example.com');
    expect(email.readOnly).toBe(true);

    await waitFor(() =>
      expect(screen.getByTestId('account-renewal').textContent).toBe(
        'Se renueva el 14 de marzo de 2031.',
      ),
    );
    expect(screen.getByTestId('account-plan').textContent).toBe('Growth');
    expect(screen.getByTestId('account-credits').textContent).toBe('1.500');
    expect(screen.getByTestId('account-buy-credits').getAttribute('href')).toBe('/plans?tab=packs');
    expect(screen.getByTestId('account-upgrade').getAttribute('href')).toBe('/plans');
    expect(screen.getByTestId('account-billing-history').getAttribute('href')).toBe(
      '/billing-history',
    );
    // Test mode: managing the plan is our own page.
    fireEvent.click(screen.getByTestId('account-manage-subscription'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/manage'));
  });

  it('a subscription set to cancel says when it ends; a member cannot manage it', async () => {
    const me = meResponse('growth', 1500);
    me.activeOrganization = { ...me.activeOrganization, role: 'member' };
    api(
      {
        'GET /api/billing': {
          body: billingOverview({
            plan: 'growth',
            canManage: false,
            subscription: {
              plan: 'growth',
              status: 'active',
              currentPeriodEnd: '2031-03-14T10:00:00.000Z',
              cancelAtPeriodEnd: true,
              scheduledPlan: null,
            },
          }),
        },
      },
      me,
    );
    renderRoutes(routes, '/account');
    await waitFor(() =>
      expect(screen.getByTestId('account-renewal').textContent).toBe(
        'Termina el 14 de marzo de 2031. Hasta entonces conservas Growth y sus créditos.',
      ),
    );
    expect(screen.queryByTestId('account-manage-subscription')).toBeNull();
  });

  it('saves the name and language together, and the interface follows the language', async () => {
    const calls = api({ 'PATCH /api/account/profile': { body: { ok: true } } });
    renderRoutes(routes, '/account');
    const name = await screen.findByLabelText('Nombre completo');
    fireEvent.change(name, { target: { value: 'Ana María' } });
    fireEvent.change(screen.getByLabelText('Idioma', { selector: 'select' }), {
      target: { value: 'en' },
    });
    fireEvent.click(screen.getByTestId('save-profile'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        fullName: 'Ana María',
        locale: 'en',
      }),
    );
    await waitFor(() => expect(i18n.language).toBe('en'));
    // /api/me is read again: the header and the dashboard greeting follow.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/me').length).toBeGreaterThan(1),
    );
  });

  it('password: a weak new one is refused before sending; a wrong current one is explained', async () => {
    const calls = api({
      'POST /api/account/password': { status: 400, body: { error: 'wrong_password' } },
    });
    renderRoutes(routes, '/account');
    const form = await screen.findByTestId('password-form');
    fireEvent.change(within(form).getByLabelText('Contraseña actual'), {
      target: { value: 'old-secret-1' },
    });
    fireEvent.change(within(form).getByLabelText('Nueva contraseña'), {
      target: { value: 'short' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'La nueva contraseña debe tener al menos 8 caracteres.',
    );
    expect(calls.some((call) => call.path === '/api/account/password')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Nueva contraseña'), {
      target: { value: 'long-enough-2' },
    });
    fireEvent.click(within(form).getByLabelText('Cerrar sesión en mis otros dispositivos'));
    fireEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'La contraseña actual no es correcta.',
      ),
    );
    expect(calls.find((call) => call.path === '/api/account/password')?.body).toEqual({
      currentPassword: 'old-secret-1',
      newPassword: 'long-enough-2',
      signOutOthers: true,
    });
  });

  it('lists sessions in words with this device marked, and signs out the others', async () => {
    const calls = api({
      'POST /api/account/sessions/revoke-others': { body: { ok: true, signedOut: 1 } },
    });
    renderRoutes(routes, '/account');
    const rows = await screen.findAllByTestId('account-session');
    expect(rows[0]!.textContent).toContain('Firefox en Linux');
    expect(rows[0]!.textContent).toContain('Este dispositivo');
    expect(rows[0]!.textContent).toContain('Desde la IP 203.0.113.7');
    expect(rows[1]!.textContent).toContain('Safari en iOS');
    fireEvent.click(screen.getByTestId('sign-out-others'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/account/sessions/revoke-others')).toBe(true),
    );
  });

  it('delete: enabled only once the email is typed; a team to transfer is named', async () => {
    api({
      'POST /api/account/delete': {
        status: 409,
        body: { error: 'organization_transfer_required', organizations: ['Equipo Norte'] },
      },
    });
    renderRoutes(routes, '/account');
    fireEvent.click(await screen.findByTestId('delete-account'));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByTestId('confirm-delete-account') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const input = within(dialog).getByLabelText(/Escribe tu email/);
    fireEvent.change(input, { target: { value: 'otra@example.com' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: ' ANA@example.com ' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Equipo Norte');
  });

  it('cookie panel: functional locked on; withdrawing analytics saves at once, "Guardando..." meanwhile', async () => {
    writeLocalConsent({ functional: true, analytics: true, marketing: false });
    let release: () => void = () => undefined;
    const calls = api({
      'PUT /api/consent': () => ({ body: { consent: null } }),
    });
    const pending = new Promise<void>((resolve) => (release = resolve));
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/consent') && init?.method === 'PUT') await pending;
      return fetchStub(input, init);
    });
    renderRoutes(routes, '/account');
    const panel = await screen.findByTestId('cookie-settings');
    const switches = within(panel).getAllByRole('switch') as HTMLInputElement[];
    expect(switches[0]!.checked).toBe(true);
    expect(switches[0]!.disabled).toBe(true);
    expect(switches[1]!.checked).toBe(true);
    fireEvent.click(switches[1]!);
    fireEvent.click(within(panel).getByTestId('cookie-settings-save'));
    // The local choice changes before the server answers: analytics stop at once.
    expect(readLocalConsent()).toEqual({ functional: true, analytics: false, marketing: false });
    expect(within(panel).getByTestId('cookie-settings-save').textContent).toBe('Guardando...');
    release();
    await waitFor(() =>
      expect(within(panel).getByTestId('cookie-settings-save').textContent).toBe(
        'Guardar preferencias',
      ),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      functional: true,
      analytics: false,
      marketing: false,
    });
    expect(
      within(panel).getByRole('link', { name: 'Política de privacidad' }).getAttribute('href'),
    ).toBe('/privacy');
    expect(ORG_ID).toBeTruthy();
  });
});
