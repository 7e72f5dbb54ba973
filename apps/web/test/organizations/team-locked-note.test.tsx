import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { OrganizationListItem } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import { TeamLockedNote } from '../../src/features/organizations/components/team-locked-note';
import { sessionOptions } from '../../src/features/session/use-session';
import { ORG_ID, meResponse, renderRoutes, stubApi, type Reply } from '../search-fixtures';

const TEAM_ID = '22222222-2222-4222-8222-222222222222';

const team: OrganizationListItem = {
  id: TEAM_ID,
  name: 'Agencia Norte',
  role: 'owner',
  plan: 'free',
  credits: 0,
  personal: false,
  memberCount: 1,
  teamsAllowed: false,
  subscribed: false,
  createdAt: '2026-01-10T10:00:00.000Z',
};

/** What /plans acts for: the session's organization. */
function PlansProbe() {
  const { data } = useQuery(sessionOptions);
  return <p data-testid="plans-for">{data?.activeOrganization.id}</p>;
}

describe('team locked note', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('switches to the organization and opens /plans only once the session is that organization', async () => {
    const personal = meResponse('growth', 2050);
    const switched = {
      ...personal,
      activeOrganization: { ...personal.activeOrganization, id: TEAM_ID, name: 'Agencia Norte' },
    };
    let active = ORG_ID;
    let answerMe: ((reply: Reply) => void) | null = null;
    stubApi({
      'GET /api/me': () =>
        active === ORG_ID
          ? { body: personal }
          : new Promise<Reply>((resolve) => (answerMe = resolve)),
      'PUT /api/me/active-organization': () => {
        active = TEAM_ID;
        return { body: { ok: true } };
      },
    });
    const { router, client } = renderRoutes(
      [
        { path: '/organizations', element: <TeamLockedNote organization={team} active={false} /> },
        { path: '/plans', element: <PlansProbe /> },
      ],
      '/organizations',
    );
    await client.fetchQuery(sessionOptions);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver planes' }));
    // The switch is made, the session is being read again: not on /plans yet.
    await waitFor(() => expect(answerMe).not.toBeNull());
    expect(router.state.location.pathname).toBe('/organizations');
    answerMe!({ body: switched });
    await waitFor(() => expect(router.state.location.pathname).toBe('/plans'));
    expect(screen.getByTestId('plans-for').textContent).toBe(TEAM_ID);
  });

  it('a session still naming the other organization keeps the page and says the switch failed', async () => {
    const personal = meResponse('growth', 2050);
    stubApi({
      'GET /api/me': { body: personal },
      'PUT /api/me/active-organization': { body: { ok: true } },
    });
    const { router, client } = renderRoutes(
      [
        { path: '/organizations', element: <TeamLockedNote organization={team} active={false} /> },
        { path: '/plans', element: <PlansProbe /> },
      ],
      '/organizations',
    );
    await client.fetchQuery(sessionOptions);
    const button = await screen.findByRole('button', { name: 'Ver planes' });
    fireEvent.click(button);
    expect(await screen.findByText('No se pudo cambiar de organización')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/organizations');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
