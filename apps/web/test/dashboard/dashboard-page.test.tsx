import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  CreditHistoryResponse,
  OverviewResponse,
  SearchDetail,
  SearchSummary,
} from '@leadatlas/shared';
import i18n from '../../src/i18n';
import DashboardPage from '../../src/features/dashboard/dashboard-page';
import HistoryPage from '../../src/features/history/history-page';
import {
  ORG_ID,
  Probe,
  makeSearch,
  meResponse,
  publicConfig,
  renderRoutes,
  stubApi,
  type Reply,
} from '../search-fixtures';

function overview(overrides: Partial<OverviewResponse> = {}): OverviewResponse {
  const me = meResponse('free', 31.3);
  return {
    organization: me.activeOrganization,
    searchesThisMonth: 3,
    leadsGenerated: 1234,
    activeSearches: 1,
    typicalSearchCost: 27,
    creditsLow: false,
    ...overrides,
  };
}

const summary = (overrides: Partial<SearchSummary>): SearchSummary => {
  const search: Partial<SearchDetail> = makeSearch(overrides);
  delete search.payload;
  return search as SearchSummary;
};

const movements: CreditHistoryResponse = {
  items: [
    {
      id: 'm2',
      change: -18.7,
      kind: 'charge',
      reasonKey: 'search_charge',
      reasonParams: { query: 'dentistas · Madrid', leads: 10 },
      createdAt: new Date().toISOString(),
    },
    {
      id: 'm1',
      change: 50,
      kind: 'signup_gift',
      reasonKey: 'signup_gift',
      reasonParams: { credits: 50 },
      createdAt: new Date().toISOString(),
    },
  ],
  total: 2,
};

function api(extra: Record<string, Reply | ((call: { params: URLSearchParams }) => Reply)> = {}) {
  return stubApi({
    'GET /api/me': { body: meResponse('free', 31.3) },
    'GET /api/config': { body: publicConfig },
    'GET /api/overview': { body: overview() },
    'POST /api/me/visit': {
      body: { previousActionAt: null, previousLogin: null, welcomeBack: false },
    },
    'GET /api/credits/history': { body: movements },
    'GET /api/searches': {
      body: {
        items: [
          summary({
            id: 's1',
            query: 'clínicas dentales con una descripción de búsqueda muy larga · Madrid',
            status: 'completed',
            resultsCount: 10,
            creditsUsed: 18.7,
          }),
          summary({ id: 's2', query: 'gimnasios · Valencia', status: 'processing' }),
        ],
        total: 2,
      },
    },
    ...extra,
  });
}

const routes = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/history', element: <HistoryPage /> },
  { path: '*', element: <Probe /> },
];

beforeEach(async () => {
  await i18n.changeLanguage('es');
});

describe('dashboard', () => {
  it('shows the real figures, recent searches and signed credit movements', async () => {
    const calls = api();
    renderRoutes(routes, '/dashboard');
    await waitFor(() => expect(screen.getByTestId('metric-leads').textContent).toBe('1.234'));
    expect(screen.getByTestId('credits-balance').textContent).toContain('31,3');
    expect(screen.getByTestId('metric-searches-month').textContent).toContain('3');
    expect(screen.getByTestId('metric-plan').textContent).toContain('Gratis');
    const rows = await screen.findAllByTestId('recent-search-row');
    expect(rows).toHaveLength(2);
    // The query is cut at 50 characters (spec 000 §9).
    expect(within(rows[0]!).getByTitle(/clínicas dentales/).textContent).toHaveLength(50);
    // View results only when completed; a running search offers its progress.
    expect(within(rows[0]!).getByTestId('view-results')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('view-results')).toBeNull();
    expect(within(rows[1]!).getByTestId('view-progress')).toBeTruthy();
    const credit = await screen.findAllByTestId('credit-movement');
    expect(credit[0]!.textContent).toContain('Búsqueda: dentistas · Madrid (10 leads)');
    expect(credit[0]!.textContent).toContain('−18,7');
    expect(credit[1]!.textContent).toContain('+50');
    // Five of each, for the active organization (spec 000 §9).
    const list = calls.find((call) => call.path === '/api/searches')!;
    expect(list.params.get('limit')).toBe('5');
    expect(list.params.get('orgId')).toBe(ORG_ID);
    expect(calls.find((call) => call.path === '/api/credits/history')!.params.get('limit')).toBe(
      '5',
    );
    // The load counts as a visit (last_login, last_action_at).
    await waitFor(() => expect(calls.some((call) => call.path === '/api/me/visit')).toBe(true));
    expect(screen.queryByTestId('welcome-back')).toBeNull();
  });

  it('welcomes back a user whose last action was more than a day ago, once dismissible', async () => {
    api({
      'POST /api/me/visit': {
        body: {
          previousActionAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          previousLogin: null,
          welcomeBack: true,
        },
      },
    });
    renderRoutes(routes, '/dashboard');
    const banner = await screen.findByTestId('welcome-back');
    expect(banner.textContent).toContain('¡Qué bueno verte de nuevo!');
    fireEvent.click(within(banner).getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByTestId('welcome-back')).toBeNull();
  });

  it('warns once per session when credits run low', async () => {
    api({ 'GET /api/overview': { body: overview({ creditsLow: true }) } });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Te quedan pocos créditos')).toBeTruthy();
    expect(
      screen.getByText('Tienes 31,3 créditos; una búsqueda típica de tu plan usa unos 27.'),
    ).toBeTruthy();
    expect(sessionStorage.getItem('creditsLowShown')).toBe('1');
  });

  it('a new search starts the wizard empty', async () => {
    sessionStorage.setItem('wizardData', JSON.stringify({ step1: { profession: 'x' } }));
    api();
    renderRoutes(routes, '/dashboard');
    fireEvent.click(await screen.findByTestId('new-search'));
    expect((await screen.findByTestId('location')).textContent).toContain('/wizard/step-1');
    expect(sessionStorage.getItem('wizardData')).toBeNull();
  });

  it('re-running a search puts its data back in the wizard at step 4', async () => {
    const payload = {
      step1: { profession: 'dentistas', location: 'Madrid', companySize: '1-10' },
      step2: { phoneVisible: true, activeWeb: false, ownersOnly: false, minRating: 3 },
      step3: { selectedFields: ['email'] },
      step4: { targetRole: 'owner', exportMethod: 'csv', autoRefresh: false, maxLeads: 10 },
    };
    api({ 'GET /api/searches/s1': { body: { ...makeSearch({ id: 's1' }), payload } } });
    renderRoutes(routes, '/dashboard');
    const rows = await screen.findAllByTestId('recent-search-row');
    fireEvent.click(within(rows[0]!).getByTestId('rerun-search'));
    expect((await screen.findByTestId('location')).textContent).toContain('/wizard/step-4');
    expect(JSON.parse(sessionStorage.getItem('wizardData')!)).toMatchObject(payload);
  });

  it('an empty account invites the first search', async () => {
    api({ 'GET /api/searches': { body: { items: [], total: 0 } } });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText('Aún no tienes búsquedas')).toBeTruthy();
  });
});

describe('searches that stopped early and monthly searches (issue 11 items 11, 13)', () => {
  const now = Date.now();
  const monthly = summary({
    id: 'm1',
    query: 'peluquerías · Sevilla',
    status: 'completed',
    resultsCount: 8,
    creditsUsed: 5.6,
    autoRefresh: true,
    schedule: {
      status: 'active',
      nextRunAt: new Date(now + 20 * 86_400_000).toISOString(),
      runs: 2,
      totalCredits: 11.2,
      lastRun: {
        searchId: 'r2',
        at: new Date(now - 10 * 86_400_000).toISOString(),
        status: 'completed',
        creditsUsed: 4.9,
        resultsCount: 7,
      },
      skipped: null,
    },
  });
  const lists = (scheduled: SearchSummary[]) =>
    ((call: { params: URLSearchParams }) => ({
      body:
        call.params.get('scheduled') === 'true'
          ? { items: scheduled, total: scheduled.length }
          : {
              items: [
                summary({
                  id: 'c1',
                  query: 'dentistas · Bilbao',
                  status: 'cancelled',
                  resultsCount: 4,
                }),
                summary({ id: 'f1', query: 'bares · Cádiz', status: 'failed', resultsCount: 0 }),
                ...scheduled,
              ],
              total: 2 + scheduled.length,
            },
    })) as (call: { params: URLSearchParams }) => Reply;

  it('a cancelled search that delivered leads opens its results; a failed one with none does not', async () => {
    api({ 'GET /api/searches': lists([]) });
    renderRoutes(routes, '/dashboard');
    const rows = await screen.findAllByTestId('recent-search-row');
    expect(within(rows[0]!).getByTestId('view-results').getAttribute('href')).toBe('/results/c1');
    expect(within(rows[1]!).queryByTestId('view-results')).toBeNull();
  });

  it('the history links a cancelled search with leads to its results', async () => {
    api({ 'GET /api/searches': lists([]) });
    renderRoutes(routes, '/history');
    const rows = await screen.findAllByTestId('history-row');
    expect(
      within(rows[0]!).getByRole('link', { name: 'dentistas · Bilbao' }).getAttribute('href'),
    ).toBe('/results/c1');
  });

  it('the dashboard lists monthly searches: next run, last run and its cost; pause, then stop', async () => {
    let current = monthly;
    const calls = api({
      // The server lists only schedules still to run.
      'GET /api/searches': (call) =>
        lists(current.schedule!.status === 'stopped' ? [] : [current])(call),
      'POST /api/searches/m1/schedule': (call) => {
        const action = (call as unknown as { body: { action: string } }).body.action;
        current = {
          ...current,
          schedule: {
            ...current.schedule!,
            status: action === 'pause' ? 'paused' : action === 'stop' ? 'stopped' : 'active',
            nextRunAt: action === 'resume' ? current.schedule!.nextRunAt : null,
          },
        };
        return { body: current };
      },
    });
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByTestId('scheduled-searches');
    const row = within(card).getByTestId('scheduled-search-row');
    expect(within(row).getByTestId('schedule-facts').textContent).toMatch(
      /^Próxima: .+ · Última: .+ \(4,9 créditos\)$/,
    );
    fireEvent.click(within(row).getByTestId('schedule-pause'));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('scheduled-searches')).getByTestId('schedule-badge').dataset
          .status,
      ).toBe('paused'),
    );
    expect(screen.getByTestId('schedule-facts').textContent).toContain(
      'En pausa: no se ejecuta ni cobra',
    );
    expect(calls.find((call) => call.path === '/api/searches/m1/schedule')!.body).toEqual({
      action: 'pause',
    });
    // Stop asks first; confirmed, the schedule leaves the dashboard's list.
    fireEvent.click(screen.getByTestId('schedule-stop'));
    fireEvent.click(await screen.findByRole('button', { name: 'Detener' }));
    await waitFor(() => expect(screen.queryByTestId('scheduled-searches')).toBeNull());
  });

  it('a month skipped for lack of credits is shown on the schedule', async () => {
    api({
      'GET /api/searches': lists([
        {
          ...monthly,
          schedule: {
            ...monthly.schedule!,
            skipped: {
              at: new Date(now - 86_400_000).toISOString(),
              reason: 'insufficient_credits',
            },
          },
        },
      ]),
    });
    renderRoutes(routes, '/dashboard');
    const skipped = await screen.findAllByTestId('schedule-skipped');
    expect(skipped[0]!.textContent).toMatch(/no se ejecutó: créditos insuficientes\.$/);
  });
});

describe('history', () => {
  it("lists the organization's searches with remaining credits and this month's count", async () => {
    api();
    renderRoutes(routes, '/history');
    expect(await screen.findAllByTestId('history-row')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByTestId('history-summary').textContent).toContain(
        'Te quedan 31,3 créditos · Hiciste 3 búsquedas este mes',
      ),
    );
    // A download only where there are leads.
    expect(screen.getAllByTestId('history-download')).toHaveLength(1);
    // What the search could fill (phone and website here), headed in Spanish.
    const href = new URL(screen.getByTestId('history-download').getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/api/searches/s1/export.csv');
    expect(href.searchParams.get('headers')).toBe('es');
    expect(href.searchParams.get('columns')!.split(',')).toEqual(
      expect.arrayContaining(['business_name', 'phone', 'website']),
    );
    expect(href.searchParams.get('columns')!.split(',')).not.toContain('email');
    expect(screen.getByTestId('history-total').textContent).toContain('2 búsquedas');
  });

  it('pages through many searches', async () => {
    const calls = api({
      'GET /api/searches': (call) => ({
        body: {
          items: [summary({ id: `p${call.params.get('offset')}`, status: 'completed' })],
          total: 45,
        },
      }),
    });
    renderRoutes(routes, '/history');
    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
    expect(
      calls
        .filter((call) => call.path === '/api/searches')
        .at(-1)!
        .params.get('offset'),
    ).toBe('20');
  });

  it('says so when the list cannot be loaded', async () => {
    api({ 'GET /api/searches': { status: 500, body: { error: 'internal_error' } } });
    renderRoutes(routes, '/history');
    expect(await screen.findByText('No se pudieron cargar las búsquedas')).toBeTruthy();
  });
});
