import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Invitation, OrganizationListItem } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import { InvitationsPanel } from '../../src/features/organizations/components/invitations-panel';
import { ORG_ID, Probe, renderRoutes, stubApi, type ApiCall, type Reply } from '../search-fixtures';

const LIST = `/api/organizations/${ORG_ID}/invitations`;

function organization(overrides: Partial<OrganizationListItem> = {}): OrganizationListItem {
  return {
    id: ORG_ID,
    name: 'Clínica Sol',
    role: 'owner',
    plan: 'growth',
    credits: 2050,
    personal: true,
    memberCount: 1,
    teamsAllowed: true,
    subscribed: true,
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'inv-1',
    email: 'carla@example.com',
    role: 'admin',
    createdAt: '2031-03-01T10:00:00.000Z',
    expiresAt: '2031-03-08T10:00:00.000Z',
    expired: false,
    invitedByName: 'Ana Pérez',
    ...overrides,
  };
}

function renderPanel(org: OrganizationListItem = organization()) {
  return renderRoutes(
    [
      { path: '/organizations', element: <InvitationsPanel organization={org} active /> },
      { path: '*', element: <Probe /> },
    ],
    '/organizations',
  );
}

const calls = (all: ApiCall[], method: string) => all.filter((call) => call.method === method);

describe('invitations panel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends an invitation with the trimmed address and the chosen role; the toast names the address', async () => {
    let list: Invitation[] = [];
    const api = stubApi({
      [`GET ${LIST}`]: () => ({ body: { invitations: list } }),
      [`POST ${LIST}`]: (call): Reply => {
        const body = call.body as { email: string; role: 'member' | 'admin' };
        const created = invitation({ id: 'inv-2', email: body.email, role: body.role });
        list = [created];
        return { status: 201, body: created };
      },
    });
    renderPanel();
    expect(await screen.findByText('No hay invitaciones pendientes')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Enviar invitación' });
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('type')).toBe('email');
    // Empty or blank: the button stays disabled.
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(email, { target: { value: '   ' } });
    expect((send as HTMLButtonElement).disabled).toBe(true);

    const role = screen.getByLabelText('Rol') as HTMLSelectElement;
    expect(role.value).toBe('member');
    expect([...role.options].map((option) => option.text)).toEqual(['Miembro', 'Administrador']);
    fireEvent.change(email, { target: { value: '  marta@example.com ' } });
    fireEvent.change(role, { target: { value: 'admin' } });
    fireEvent.click(send);

    expect(await screen.findByText('Invitación enviada')).toBeTruthy();
    expect(screen.getByText('Enviamos la invitación a marta@example.com.')).toBeTruthy();
    expect(calls(api, 'POST')[0]!.body).toEqual({ email: 'marta@example.com', role: 'admin' });
    const row = await screen.findByTestId('invitation-row');
    expect(within(row).getByText('marta@example.com')).toBeTruthy();
    expect(within(row).getByText('Administrador')).toBeTruthy();
    expect(within(row).getByText('Vence el 8 de marzo de 2031')).toBeTruthy();
    // The form is ready for the next one.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Rol') as HTMLSelectElement).value).toBe('member');
  });

  it('a refused invitation says it failed and why, per error code', async () => {
    const reasons: [Reply, string][] = [
      [
        { status: 409, body: { error: 'already_member' } },
        'Esa persona ya es miembro de la organización.',
      ],
      [{ status: 400, body: { error: 'invite_self' } }, 'No puedes invitarte a ti mismo.'],
      [
        { status: 409, body: { error: 'invitation_exists' } },
        'Ya hay una invitación pendiente para esa dirección: reenvíala desde la lista.',
      ],
      [
        { status: 400, body: { error: 'validation_failed', fields: ['email'] } },
        'Escribe una dirección de email válida.',
      ],
      [
        { status: 403, body: { error: 'plan_team_locked', requiredPlan: 'growth' } },
        'El plan de la organización no incluye miembros de equipo: mejora a Growth o Pro.',
      ],
      [
        { status: 403, body: { error: 'role_forbidden', requiredRole: 'admin' } },
        'Tu rol en la organización no permite invitar.',
      ],
    ];
    for (const [reply, reason] of reasons) {
      stubApi({
        [`GET ${LIST}`]: { body: { invitations: [] } },
        [`POST ${LIST}`]: reply,
      });
      const { unmount } = renderPanel();
      fireEvent.change(await screen.findByLabelText('Email'), {
        target: { value: 'someone@example.com' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
      expect(await screen.findByText(reason)).toBeTruthy();
      expect(screen.getByText('No se pudo enviar la invitación')).toBeTruthy();
      // What was typed stays, to fix it.
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(
        'someone@example.com',
      );
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('lists pending invitations: role badges, expiry or "Expirada"; resend and revoke (after confirming)', async () => {
    let list = [
      invitation(),
      invitation({ id: 'inv-3', email: 'luis@example.com', role: 'member', expired: true }),
    ];
    const api = stubApi({
      [`GET ${LIST}`]: () => ({ body: { invitations: list } }),
      [`POST ${LIST}/inv-3/resend`]: () => {
        list = list.map((item) =>
          item.id === 'inv-3'
            ? { ...item, expired: false, expiresAt: '2031-04-01T10:00:00.000Z' }
            : item,
        );
        return { body: list[1] };
      },
      [`DELETE ${LIST}/inv-1`]: () => {
        list = list.filter((item) => item.id !== 'inv-1');
        return { body: { ok: true } };
      },
    });
    renderPanel(organization({ role: 'admin' }));
    const rows = await screen.findAllByTestId('invitation-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Administrador').className).toContain('bg-blue-500/15');
    expect(within(rows[1]!).getByText('Miembro').className).toContain('bg-emerald-500/15');
    expect(within(rows[1]!).getByText('Expirada')).toBeTruthy();

    fireEvent.click(
      screen.getByRole('button', { name: 'Reenviar la invitación a luis@example.com' }),
    );
    expect(await screen.findByText('Invitación reenviada')).toBeTruthy();
    expect(
      screen.getByText('Enviamos un enlace nuevo a luis@example.com; el anterior ya no funciona.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Expirada')).toBeNull());

    // Revoking asks first; cancelling keeps it.
    fireEvent.click(
      screen.getByRole('button', { name: 'Revocar la invitación a carla@example.com' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('El enlace enviado a carla@example.com dejará de funcionar.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls(api, 'DELETE')).toHaveLength(0);

    fireEvent.click(
      screen.getByRole('button', { name: 'Revocar la invitación a carla@example.com' }),
    );
    fireEvent.click(await screen.findByTestId('revoke-dialog-confirm'));
    expect(await screen.findByText('Invitación revocada')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('invitation-row')).toHaveLength(1));
    expect(calls(api, 'DELETE')).toHaveLength(1);
  });

  it('a failed resend or revoke says so with the reason', async () => {
    stubApi({
      [`GET ${LIST}`]: { body: { invitations: [invitation()] } },
      [`POST ${LIST}/inv-1/resend`]: { status: 404, body: { error: 'not_found' } },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /^Reenviar la invitación/ }));
    expect(await screen.findByText('No se pudo reenviar la invitación')).toBeTruthy();
    expect(screen.getByText('Esa invitación ya no está pendiente.')).toBeTruthy();
  });

  it('a plan without team members shows a note that links to /plans, and asks nothing', async () => {
    const api = stubApi({});
    renderPanel(organization({ plan: 'starter', teamsAllowed: false }));
    expect(screen.getByText('Los miembros de equipo llegan con Growth o Pro')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar invitación' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ver planes' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/plans');
    expect(api).toHaveLength(0);
  });

  it('is hidden from a member, who may not invite', () => {
    const api = stubApi({});
    const { container } = renderPanel(organization({ role: 'member', personal: false }));
    expect(container.textContent).toBe('');
    expect(api).toHaveLength(0);
  });

  it('in English too, with a skeleton while loading and a retry when the list fails', async () => {
    await i18n.changeLanguage('en');
    let fail = true;
    stubApi({
      [`GET ${LIST}`]: () =>
        fail
          ? { status: 500, body: { error: 'internal_error' } }
          : { body: { invitations: [invitation({ expired: true })] } },
    });
    renderPanel();
    expect(screen.getByTestId('invitations-loading')).toBeTruthy();
    expect(
      await screen.findByText('Could not load the invitations.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const row = await screen.findByTestId('invitation-row');
    expect(within(row).getByText('Admin')).toBeTruthy();
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeTruthy();
  });
});
