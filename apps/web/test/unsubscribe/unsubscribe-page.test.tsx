import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import i18n from '../../src/i18n';
import UnsubscribePage from '../../src/features/unsubscribe/unsubscribe-page';
import { publicConfig, renderRoutes, stubApi, type ApiCall } from '../search-fixtures';

const TOKEN = 'u.user-1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const PATH = `/api/unsubscribe/${TOKEN}`;
const status = (unsubscribed: boolean) => ({
  kind: 'user',
  email: 'a•••@e•••.com',
  unsubscribed,
});

function renderPage() {
  return renderRoutes(
    [{ path: '/unsubscribe/:token', element: <UnsubscribePage /> }],
    `/unsubscribe/${TOKEN}`,
  );
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('unsubscribe page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });

  it('says what the link unsubscribes and confirms with one button', async () => {
    const calls = stubApi({
      'GET /api/config': { body: publicConfig },
      [`GET ${PATH}`]: { body: status(false) },
      [`POST ${PATH}`]: { body: status(true) },
    });
    renderPage();
    expect(
      await screen.findByText(
        'Dejarás de recibir los correos de recordatorio de LeadAtlas en a•••@e•••.com.',
      ),
    ).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Darme de baja' }));
    expect(await screen.findByRole('heading', { name: 'Te diste de baja' })).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Darme de baja' })).toBeNull();
  });

  it('a link the server refuses is said to be not valid, with no button to press', async () => {
    stubApi({
      'GET /api/config': { body: publicConfig },
      [`GET ${PATH}`]: { status: 400, body: { error: 'invalid_token' } },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Este enlace de baja no es válido' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Darme de baja' })).toBeNull();
  });

  it('a failure to unsubscribe is told and the button stays', async () => {
    stubApi({
      'GET /api/config': { body: publicConfig },
      [`GET ${PATH}`]: { body: status(false) },
      [`POST ${PATH}`]: { status: 500, body: { error: 'internal_error' } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Darme de baja' }));
    expect(
      await screen.findByText('No se pudo completar la baja. Inténtalo de nuevo.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Darme de baja' })).toBeTruthy();
  });
});
