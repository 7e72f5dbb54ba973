import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { InvitationPreview, MeResponse } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import InvitePage from '../../src/features/organizations/invite-page';
import AuthPage from '../../src/features/auth/auth-page';
import { PublicOnly } from '../../src/app/guards';
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

const TOKEN = 'tok_ABCdef123-xyz';
const PREVIEW: InvitationPreview = {
  organizationName: 'Equipo Norte',
  inviterName: 'Olga Ruiz',
  role: 'admin',
  email: 'carla@example.com',
  expiresAt: '2031-03-08T10:00:00.000Z',
};

const routes: RouteObject[] = [
  { path: '/invite/:token', element: <InvitePage /> },
  {
    path: '/register',
    element: (
      <PublicOnly>
        <AuthPage />
      </PublicOnly>
    ),
  },
  { path: '*', element: <Probe /> },
];

function carla(): MeResponse {
  const me = meResponse('free', 50);
  return { ...me, user: { ...me.user, email: 'carla@example.com' } };
}

function api(
  me: MeResponse | null,
  extra: Record<string, Reply | ((call: ApiCall) => Reply)> = {},
) {
  return stubApi({
    'GET /api/config': { body: publicConfig },
    'GET /api/me': me ? { body: me } : { status: 401, body: { error: 'unauthorized' } },
    [`GET /api/invitations/${TOKEN}`]: { body: PREVIEW },
    ...extra,
  });
}

const count = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).length;

describe('invite page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signed out: what the link invites to, and sign in or create an account that come back here', async () => {
    api(null);
    renderRoutes(routes, `/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Únete a «Equipo Norte»' })).toBeTruthy();
    expect(
      screen.getByText(
        'Olga Ruiz te invita a unirte a «Equipo Norte» en LeadAtlas como administrador.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('invite-email').textContent).toBe('carla@example.com');
    expect(screen.getByText('Administrador')).toBeTruthy();
    expect(screen.getByText('8 de marzo de 2031')).toBeTruthy();
    expect(
      await screen.findByText(
        'Inicia sesión o crea tu cuenta con carla@example.com para aceptarla.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      `/register?mode=signin&invite=${TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe(
      `/register?invite=${TOKEN}`,
    );
    expect(screen.queryByRole('button', { name: 'Aceptar invitación' })).toBeNull();
  });

  it('signed in with the invited address: accept → toast → /dashboard, and the session is read again', async () => {
    const calls = api(carla(), {
      [`POST /api/invitations/${TOKEN}/accept`]: {
        body: { ok: true, orgId: ORG_ID, organizationName: 'Equipo Norte' },
      },
    });
    renderRoutes(routes, `/invite/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByText('Invitación aceptada')).toBeTruthy();
    expect(screen.getByText('Ahora trabajas en «Equipo Norte».')).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/dashboard');
    expect(count(calls, 'POST', `/api/invitations/${TOKEN}/accept`)).toBe(1);
    await waitFor(() => expect(count(calls, 'GET', '/api/me')).toBeGreaterThan(1));
  });

  it('a failed accept says so, with the reason, and stays', async () => {
    api(carla(), {
      [`POST /api/invitations/${TOKEN}/accept`]: {
        status: 410,
        body: { error: 'invitation_expired' },
      },
    });
    renderRoutes(routes, `/invite/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar invitación' }));
    expect(await screen.findByText('No se pudo aceptar la invitación')).toBeTruthy();
    expect(screen.getByText('La invitación ha expirado')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aceptar invitación' })).toBeTruthy();
  });

  it('signed in with another account: says which address is needed and offers to sign out', async () => {
    const calls = api(meResponse(), {
      'POST /api/auth/sign-out': { body: { success: true } },
    });
    renderRoutes(routes, `/invite/${TOKEN}`);
    expect(
      await screen.findByText(
        'Has iniciado sesión como ana@example.com. Esta invitación es para carla@example.com: entra con esa cuenta para aceptarla.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceptar invitación' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(count(calls, 'POST', '/api/auth/sign-out')).toBe(1);
  });

  it('an invalid or expired link says so in the spec words', async () => {
    for (const [reply, text] of [
      [{ status: 404, body: { error: 'invitation_invalid' } }, 'Invitación no válida o expirada'],
      [{ status: 410, body: { error: 'invitation_expired' } }, 'La invitación ha expirado'],
    ] as const) {
      api(null, { [`GET /api/invitations/${TOKEN}`]: reply });
      const { unmount } = renderRoutes(routes, `/invite/${TOKEN}`);
      expect(await screen.findByRole('heading', { name: text })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeTruthy();
      unmount();
      vi.unstubAllGlobals();
    }
    // A token that is not even well formed is not sent anywhere.
    const calls = api(null);
    renderRoutes(routes, '/invite/bad%20token');
    expect(
      await screen.findByRole('heading', { name: 'Invitación no válida o expirada' }),
    ).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('/api/invitations/'))).toBe(false);
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    api(null);
    renderRoutes(routes, `/invite/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Join "Equipo Norte"' })).toBeTruthy();
    expect(
      screen.getByText('Olga Ruiz invited you to join "Equipo Norte" on LeadAtlas as an admin.'),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Create account' })).toBeTruthy();
  });
});

describe('auth screen from an invitation', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signing in prefills the invited address and comes back to the invitation', async () => {
    let signedIn = false;
    const calls = stubApi({
      'GET /api/config': { body: publicConfig },
      'GET /api/me': () =>
        signedIn ? { body: carla() } : { status: 401, body: { error: 'unauthorized' } },
      [`GET /api/invitations/${TOKEN}`]: { body: PREVIEW },
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { token: 'x' } };
      },
    });
    renderRoutes(routes, `/register?mode=signin&invite=${TOKEN}`);
    expect(
      await screen.findByText(
        'Inicia sesión con carla@example.com para aceptar la invitación a «Equipo Norte».',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('carla@example.com'),
    );
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'una-clave-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('button', { name: 'Aceptar invitación' })).toBeTruthy();
    const signIn = calls.find((call) => call.path === '/api/auth/sign-in/email');
    expect(signIn?.body).toMatchObject({ email: 'carla@example.com', password: 'una-clave-1' });
  });

  it('a signed-in visitor of the auth screen goes to its return path, never to another site', async () => {
    for (const [path, expected] of [
      [`/register?invite=${TOKEN}`, `/invite/${TOKEN}`],
      ['/register?next=/history', '/history'],
      ['/register?next=//evil.example', '/dashboard'],
      ['/register?next=/%5Cevil.example', '/dashboard'],
      ['/register?next=https://evil.example', '/dashboard'],
    ] as const) {
      stubApi({
        'GET /api/config': { body: publicConfig },
        'GET /api/me': { body: carla() },
        [`GET /api/invitations/${TOKEN}`]: { body: PREVIEW },
      });
      const { unmount, router } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe(expected));
      unmount();
      vi.unstubAllGlobals();
    }
  });
});
