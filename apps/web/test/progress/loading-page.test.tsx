import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../src/i18n';
import LoadingPage from '../../src/features/search-progress/loading-page';
import {
  FakeEventSource,
  makeLead,
  makeSearch,
  meResponse,
  ORG_ID,
  Probe,
  publicConfig,
  renderRoutes,
  SEARCH_ID,
  stubApi,
  type Reply,
  type Route,
} from '../search-fixtures';

const NEW_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const COMPLETE_WIZARD = {
  step1: { profession: 'dentistas', location: 'Madrid', companySize: '1-10' },
  step2: { phoneVisible: true, activeWeb: false, ownersOnly: false, minRating: 3, industry: '' },
  step3: { selectedFields: ['phone', 'website'] },
  step4: { targetRole: 'owner', exportMethod: 'csv', autoRefresh: false, maxLeads: 50 },
};

function routes(extra: Record<string, Route | Reply> = {}) {
  return stubApi({
    'GET /api/me': { body: meResponse('growth', 500) },
    'GET /api/config': { body: publicConfig },
    ...extra,
  });
}

function renderLoading(path: string) {
  return renderRoutes(
    [
      { path: '/loading', element: <LoadingPage /> },
      { path: '/results/:searchId', element: <Probe /> },
      { path: '/wizard/step-1', element: <Probe /> },
      { path: '/wizard/step-4', element: <Probe /> },
      { path: '/dashboard', element: <Probe /> },
    ],
    path,
  );
}

const streamFor = async (id: string) => {
  await waitFor(() => expect(FakeEventSource.searchStreams().length).toBeGreaterThan(0));
  const stream = FakeEventSource.latest();
  expect(stream.url).toBe(`/api/searches/${id}/events`);
  return stream;
};

beforeEach(async () => {
  await i18n.changeLanguage('es');
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('which search the loading page follows', () => {
  it('the id in the URL, remembered for this tab', async () => {
    routes();
    renderLoading(`/loading?searchId=${SEARCH_ID}`);
    await streamFor(SEARCH_ID);
    expect(sessionStorage.getItem('currentSearchId')).toBe(SEARCH_ID);
    expect(await screen.findByTestId('progress-stage')).toBeTruthy();
  });

  it('else the stored id, with the URL replaced', async () => {
    routes();
    sessionStorage.setItem('currentSearchId', SEARCH_ID);
    const { router } = renderLoading('/loading');
    await waitFor(() => expect(router.state.location.search).toBe(`?searchId=${SEARCH_ID}`));
    expect(router.state.historyAction).toBe('REPLACE');
    await streamFor(SEARCH_ID);
  });

  it('else starts a search from complete wizard data and follows it', async () => {
    const calls = routes({
      'POST /api/searches': { body: { success: true, searchId: NEW_ID } },
    });
    sessionStorage.setItem('wizardData', JSON.stringify(COMPLETE_WIZARD));
    const { router } = renderLoading('/loading');
    await waitFor(() => expect(router.state.location.search).toBe(`?searchId=${NEW_ID}`));
    expect(router.state.historyAction).toBe('REPLACE');
    const starts = calls.filter((call) => call.method === 'POST' && call.path === '/api/searches');
    expect(starts).toHaveLength(1);
    expect(starts[0]!.body).toMatchObject({
      orgId: ORG_ID,
      searchPayload: { step1: { profession: 'dentistas' }, step4: { targetRole: 'owner' } },
    });
    expect(sessionStorage.getItem('currentSearchId')).toBe(NEW_ID);
    expect(sessionStorage.getItem('wizardData')).toBeNull();
    await streamFor(NEW_ID);
  });

  it('a refused start says why, with a way back to the wizard', async () => {
    routes({
      'POST /api/searches': {
        status: 402,
        body: { error: 'insufficient_credits', required: 125, available: 50 },
      },
    });
    sessionStorage.setItem('wizardData', JSON.stringify(COMPLETE_WIZARD));
    renderLoading('/loading');
    expect(
      await screen.findByText(
        'Error al iniciar la búsqueda. Intenta completar el wizard nuevamente.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Créditos insuficientes: Necesitas 125 créditos, pero solo tienes 50'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al wizard' })).toBeTruthy();
    expect(FakeEventSource.searchStreams()).toHaveLength(0);
  });

  it('without an id or a complete wizard, says so and offers the wizard', async () => {
    const calls = routes();
    sessionStorage.setItem('wizardData', JSON.stringify({ step1: COMPLETE_WIZARD.step1 }));
    const { router } = renderLoading('/loading');
    expect(
      await screen.findByText(
        'No se pudo iniciar la búsqueda. Verifica que hayas completado el wizard.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Volver al wizard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/step-1'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('following a search', () => {
  it('shows the stage, the count and the first leads live', async () => {
    routes();
    renderLoading(`/loading?searchId=${SEARCH_ID}`);
    const stream = await streamFor(SEARCH_ID);
    act(() => {
      stream.status(makeSearch({ stage: 'enriching', placesFound: 40, resultsCount: 0 }));
      stream.lead(makeLead(1, { businessName: 'Clínica Sonrisa', emailStatus: 'accept_all' }));
    });
    expect((await screen.findByTestId('progress-stage')).textContent).toContain(
      'Enriqueciendo contactos',
    );
    await waitFor(() => expect(screen.getByTestId('progress-count').textContent).toBe('1 de 50'));
    const table = screen.getByTestId('live-leads');
    expect(table.textContent).toContain('Clínica Sonrisa');
    expect(screen.getByTestId('email-badge').textContent).toBe('Acepta todo');
    expect(screen.getByTestId('progress-bar').getAttribute('aria-valuenow')).not.toBe('0');
  });

  it('goes to the results when the search completes, with a toast', async () => {
    routes();
    const { router } = renderLoading(`/loading?searchId=${SEARCH_ID}`);
    const stream = await streamFor(SEARCH_ID);
    act(() => stream.status(makeSearch({ status: 'completed', stage: 'done', resultsCount: 12 })));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/results/${SEARCH_ID}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Búsqueda completada')).toBeTruthy();
    expect(stream.closed).toBe(true);
  });

  it('a failed search says so, with the reason and where to go', async () => {
    routes();
    renderLoading(`/loading?searchId=${SEARCH_ID}`);
    const stream = await streamFor(SEARCH_ID);
    act(() =>
      stream.status(
        makeSearch({ status: 'failed', stage: 'done', errorCode: 'source_unavailable' }),
      ),
    );
    const error = await screen.findByTestId('progress-error');
    expect(error.textContent).toContain('La búsqueda ha fallado. Intenta nuevamente.');
    expect(error.textContent).toContain('La fuente de negocios no respondió. No se te cobró nada.');
    expect(screen.getByRole('link', { name: 'Nueva búsqueda' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al dashboard' })).toBeTruthy();
  });

  it('a search of another organization is not found', async () => {
    routes();
    renderLoading(`/loading?searchId=${SEARCH_ID}`);
    const stream = await streamFor(SEARCH_ID);
    act(() => stream.drop());
    expect((await screen.findByTestId('progress-error')).textContent).toContain(
      'Esta búsqueda no existe o no pertenece a tu organización.',
    );
  });

  it('new search forgets the stored id and opens the wizard', async () => {
    routes();
    const { router } = renderLoading(`/loading?searchId=${SEARCH_ID}`);
    const stream = await streamFor(SEARCH_ID);
    act(() => stream.status(makeSearch()));
    fireEvent.click(await screen.findByRole('link', { name: 'Nueva búsqueda' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/step-1'));
    expect(sessionStorage.getItem('currentSearchId')).toBeNull();
  });

  it('stops a running search after confirmation', async () => {
    const calls = routes({
      [`POST /api/searches/${SEARCH_ID}/cancel`]: {
        body: makeSearch({ status: 'cancelled', stage: 'done', resultsCount: 3 }),
      },
    });
    renderLoading(`/loading?searchId=${SEARCH_ID}`);
    const stream = await streamFor(SEARCH_ID);
    act(() => stream.status(makeSearch({ resultsCount: 3 })));
    fireEvent.click(await screen.findByTestId('cancel-search'));
    fireEvent.click(await screen.findByRole('button', { name: 'Detener' }));
    expect((await screen.findByTestId('progress-error')).textContent).toContain(
      'Detuviste esta búsqueda.',
    );
    expect(calls.some((call) => call.path === `/api/searches/${SEARCH_ID}/cancel`)).toBe(true);
    expect(stream.closed).toBe(true);
  });
});
