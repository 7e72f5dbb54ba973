import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchDetail, SearchSummary } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import DashboardPage from '../../src/features/dashboard/dashboard-page';
import HistoryPage from '../../src/features/history/history-page';
import {
  makeSearch,
  meResponse,
  Probe,
  publicConfig,
  renderRoutes,
  stubApi,
} from '../search-fixtures';
import { connectedView, INTEGRATIONS_PATH, integrationList } from '../integration-fixtures';

const summary = (overrides: Partial<SearchSummary>): SearchSummary => {
  const search: Partial<SearchDetail> = makeSearch(overrides);
  delete search.payload;
  return search as SearchSummary;
};

const routes = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/history', element: <HistoryPage /> },
  { path: '*', element: <Probe /> },
];

describe('integrations on the dashboard and in history', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the dashboard lists the five with their state, each linking to /integrations', async () => {
    stubApi({
      'GET /api/me': { body: meResponse('growth') },
      'GET /api/config': { body: publicConfig },
      [`GET ${INTEGRATIONS_PATH}`]: {
        body: integrationList('growth', [
          connectedView('hubspot'),
          connectedView('webhook', { status: 'error', statusReason: 'timeout' }),
        ]),
      },
    });
    const { router } = renderRoutes(routes, '/dashboard');
    const card = await screen.findByTestId('dashboard-integrations');
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'HubSpotConectada',
      'PipedriveSin conectar',
      'InstantlySin conectar',
      'lemlistSin conectar',
      'WebhookCon error',
    ]);
    expect(screen.getByTestId('action-integrations').getAttribute('href')).toBe('/integrations');
    fireEvent.click(within(card).getByTestId('dashboard-integration-webhook'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/integrations'));
  });

  it('history shows a line per push with how its leads ended, linking to the results', async () => {
    stubApi({
      'GET /api/me': { body: meResponse('growth') },
      'GET /api/config': { body: publicConfig },
      'GET /api/searches': {
        body: {
          items: [
            summary({
              id: 's1',
              status: 'completed',
              resultsCount: 12,
              integration: 'hubspot',
              pushes: [
                {
                  id: 'p2',
                  provider: 'lemlist',
                  status: 'running',
                  total: 12,
                  created: 3,
                  updated: 0,
                  skipped: 1,
                  failed: 0,
                },
                {
                  id: 'p1',
                  provider: 'hubspot',
                  status: 'done',
                  total: 12,
                  created: 9,
                  updated: 2,
                  skipped: 0,
                  failed: 1,
                },
              ],
            }),
            summary({ id: 's2', status: 'completed', resultsCount: 4 }),
          ],
          total: 2,
        },
      },
    });
    const { router } = renderRoutes(routes, '/history');
    const [first, second] = await screen.findAllByTestId('history-row');
    const lines = within(first!).getAllByTestId('history-push');
    expect(lines.map((line) => line.textContent)).toEqual([
      'lemlist(Enviando)3 creados · 0 actualizados · 1 omitido · 0 fallidos',
      'HubSpot9 creados · 2 actualizados · 0 omitidos · 1 fallido',
    ]);
    expect(within(second!).queryByTestId('history-push')).toBeNull();
    fireEvent.click(lines[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/results/s1'));
  });
});
