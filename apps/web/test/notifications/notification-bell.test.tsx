import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationBell as BellData, NotificationItem } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import { NotificationBell } from '../../src/features/notifications/components/notification-bell';
import { FakeEventSource, Probe, renderRoutes, stubApi } from '../search-fixtures';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function item(overrides: Partial<NotificationItem>): NotificationItem {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'search_completed',
    tone: 'success',
    params: { query: 'dentistas · Madrid', leads: 12, monthly: false },
    link: '/results/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    readAt: null,
    createdAt: minutesAgo(5),
    ...overrides,
  };
}

const completed = item({});
const low = item({
  id: '00000000-0000-4000-8000-000000000002',
  type: 'credits_low',
  tone: 'warning',
  params: { organization: 'Clínica Sol', credits: 12.5, typical: 27 },
  link: '/plans?tab=packs',
  createdAt: minutesAgo(90),
});
const renews = item({
  id: '00000000-0000-4000-8000-000000000003',
  type: 'plan_renews',
  tone: 'info',
  params: { organization: 'Clínica Sol', plan: 'growth', date: '2026-03-04T10:00:00.000Z' },
  link: '/plans',
  readAt: minutesAgo(60),
  createdAt: minutesAgo(60 * 30),
});

/** The API's side: the bell, read (per id) and read-all, changing what the bell answers. */
function api(bell: BellData) {
  let current = bell;
  const read = (ids: string[]) => {
    const items = current.items.map((n) =>
      ids.includes(n.id) && n.readAt === null ? { ...n, readAt: new Date().toISOString() } : n,
    );
    current = { unreadCount: items.filter((n) => n.readAt === null).length, items };
  };
  return stubApi({
    'GET /api/notifications/bell': () => ({ body: current }),
    'POST /api/notifications/read-all': () => {
      read(current.items.map((n) => n.id));
      return { body: { ok: true, updated: 2 } };
    },
    ...Object.fromEntries(
      bell.items.map((n) => [
        `POST /api/notifications/${n.id}/read`,
        () => {
          read([n.id]);
          return { body: { ok: true } };
        },
      ]),
    ),
  });
}

/** The bell stays on every page, as in the header. */
function renderBell() {
  return renderRoutes(
    [
      {
        element: (
          <>
            <NotificationBell />
            <Probe />
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    '/dashboard',
  );
}

const openMenu = () => fireEvent.keyDown(screen.getByTestId('notification-bell'), { key: 'Enter' });

beforeEach(async () => {
  await i18n.changeLanguage('es');
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the header bell', () => {
  it('shows the unread count, and says it in its label', async () => {
    api({ unreadCount: 2, items: [completed, low, renews] });
    renderBell();
    expect(await screen.findByTestId('notification-count')).toHaveProperty('textContent', '2');
    expect(screen.getByRole('button', { name: 'Notificaciones: 2 sin leer' })).toBeTruthy();
  });

  it('lists the latest with their tone and text in the reader’s language', async () => {
    api({ unreadCount: 2, items: [completed, low, renews] });
    renderBell();
    await screen.findByTestId('notification-count');
    openMenu();
    const items = await screen.findAllByTestId('notification-menu-item');
    expect(items).toHaveLength(3);
    expect(items.map((el) => el.querySelector('[data-tone]')!.getAttribute('data-tone'))).toEqual([
      'success',
      'warning',
      'info',
    ]);
    expect(within(items[0]!).getByText('Búsqueda completada')).toBeTruthy();
    expect(within(items[0]!).getByText('«dentistas · Madrid» terminó con 12 leads.')).toBeTruthy();
    expect(
      within(items[1]!).getByText(
        '«Clínica Sol» tiene 12,5 créditos; una búsqueda típica de tu plan usa 27.',
      ),
    ).toBeTruthy();
    expect(within(items[2]!).getByText('Tu plan se renueva pronto')).toBeTruthy();
    // Unread ones carry a dot a screen reader hears.
    expect(items.map((el) => el.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    expect(within(items[0]!).getByText('Sin leer')).toBeTruthy();
  });

  it('choosing a notification marks it read and opens its link', async () => {
    const calls = api({ unreadCount: 2, items: [completed, low, renews] });
    renderBell();
    await screen.findByTestId('notification-count');
    openMenu();
    fireEvent.click((await screen.findAllByTestId('notification-menu-item'))[0]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(completed.link));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/notifications/${completed.id}/read`,
    ]);
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('1'));
  });

  it('a read notification is opened without asking to mark it again', async () => {
    const calls = api({ unreadCount: 0, items: [renews] });
    renderBell();
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/bell'))).toBe(true));
    openMenu();
    fireEvent.click(await screen.findByTestId('notification-menu-item'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/plans'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('mark all read empties the count', async () => {
    api({ unreadCount: 2, items: [completed, low, renews] });
    renderBell();
    await screen.findByTestId('notification-count');
    openMenu();
    fireEvent.click(await screen.findByTestId('notification-mark-all'));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull());
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe(
      'Notificaciones',
    );
  });

  it('nothing yet: "No hay notificaciones", and the way to the page', async () => {
    api({ unreadCount: 0, items: [] });
    renderBell();
    openMenu();
    expect(await screen.findByTestId('notification-menu-empty')).toHaveProperty(
      'textContent',
      'No hay notificaciones',
    );
    fireEvent.click(screen.getByTestId('notification-view-all'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/notifications'));
  });

  it('a new notification arrives over the live stream without a reload', async () => {
    api({ unreadCount: 0, items: [renews] });
    renderBell();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toBe('/api/notifications/events');
    act(() => {
      const event = new MessageEvent('bell', {
        data: JSON.stringify({ unreadCount: 1, items: [completed, renews] }),
      });
      stream.listeners.get('bell')?.forEach((listener) => listener(event));
    });
    expect(await screen.findByTestId('notification-count')).toHaveProperty('textContent', '1');
  });

  it('English readers read English', async () => {
    await i18n.changeLanguage('en');
    api({ unreadCount: 1, items: [completed] });
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications: 1 unread' })).toBeTruthy();
    openMenu();
    expect(await screen.findByText('"dentistas · Madrid" finished with 12 leads.')).toBeTruthy();
  });
});
