import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IntegrationListResponse, PlanId, PushView } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import ResultsPage from '../../src/features/results/results-page';
import {
  makeLead,
  makeSearch,
  meResponse,
  Probe,
  publicConfig,
  renderRoutes,
  SEARCH_ID,
  stubApi,
  type ApiCall,
  type Reply,
  type Route,
} from '../search-fixtures';
import {
  connectedView,
  INTEGRATIONS_PATH,
  integrationList,
  pushView,
} from '../integration-fixtures';

const PUSHES_PATH = `/api/searches/${SEARCH_ID}/pushes`;
const LEADS = [1, 2, 3].map((seq) => makeLead(seq));

function api(
  options: {
    plan?: PlanId;
    integrations?: IntegrationListResponse;
    pushes?: PushView[] | Route;
    search?: Parameters<typeof makeSearch>[0];
    extra?: Record<string, Route | Reply>;
  } = {},
) {
  const plan = options.plan ?? 'growth';
  const pushes = options.pushes ?? [];
  return stubApi({
    'GET /api/me': { body: meResponse(plan) },
    'GET /api/config': { body: publicConfig },
    [`GET /api/searches/${SEARCH_ID}`]: {
      body: makeSearch({ status: 'completed', stage: 'done', resultsCount: 3, ...options.search }),
    },
    [`GET /api/searches/${SEARCH_ID}/leads`]: {
      body: { items: LEADS, total: 3, page: 1, pageSize: 50 },
    },
    [`GET ${INTEGRATIONS_PATH}`]: { body: options.integrations ?? integrationList(plan) },
    [`GET ${PUSHES_PATH}`]: typeof pushes === 'function' ? pushes : { body: { pushes } },
    ...options.extra,
  });
}

const renderResults = () =>
  renderRoutes(
    [
      { path: '/results/:searchId', element: <ResultsPage /> },
      { path: '*', element: <Probe /> },
    ],
    `/results/${SEARCH_ID}`,
  );

const posts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === PUSHES_PATH);

describe('sending leads from the results page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('ticked leads go to the chosen integration; the report appears and follows the push', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let list: PushView[] = [];
    const calls = api({
      integrations: integrationList('growth', [connectedView('hubspot'), connectedView('webhook')]),
      pushes: () => ({ body: { pushes: list } }),
      extra: {
        [`POST ${PUSHES_PATH}`]: (call): Reply => {
          const body = call.body as { provider: 'hubspot'; leadIds?: string[] };
          list = [
            pushView({
              id: 'push-9',
              provider: body.provider,
              status: 'running',
              total: body.leadIds?.length ?? 3,
              created: 1,
              updated: 0,
              skipped: 0,
              failed: 0,
              pending: 1,
              skippedReasons: {},
            }),
          ];
          return { status: 202, body: { push: list[0] } };
        },
      },
    });
    renderResults();
    expect(
      await screen.findByText('Aún no se enviaron estos leads a ninguna integración.'),
    ).toBeTruthy();
    const panel = await screen.findByTestId('send-to-integration');
    expect(within(panel).getByTestId('send-hubspot').textContent).toBe('Enviar a HubSpot');
    expect(within(panel).getByTestId('send-webhook').textContent).toBe('Enviar a Webhook');
    // Nothing ticked: the whole search is what goes.
    expect((within(panel).getByTestId('send-scope-selected') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((within(panel).getByTestId('send-scope-all') as HTMLInputElement).checked).toBe(true);

    const boxes = await screen.findAllByTestId('lead-select');
    expect(boxes).toHaveLength(3);
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[2]!);
    expect(screen.getByTestId('selection-count').textContent).toContain('2 leads seleccionados');
    const page = screen.getByTestId('leads-select-page') as HTMLInputElement;
    expect(page.checked).toBe(false);
    expect(page.indeterminate).toBe(true);
    expect((within(panel).getByTestId('send-scope-selected') as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(panel).getByText('Los seleccionados (2)')).toBeTruthy();

    fireEvent.click(within(panel).getByTestId('send-hubspot'));
    expect(await screen.findByText('Envío a HubSpot en marcha')).toBeTruthy();
    expect(posts(calls)[0]!.body).toEqual({ provider: 'hubspot', leadIds: ['lead-1', 'lead-3'] });
    // Sent: the ticks go.
    await waitFor(() => expect(screen.queryByTestId('selection-count')).toBeNull());

    const report = await screen.findByTestId('push-report');
    expect(report.getAttribute('data-status')).toBe('running');
    expect(within(report).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(report).getByText('1 de 2 leads')).toBeTruthy();

    // The push ends: the next reading (2 s later) shows it done, and the reading stops.
    list = [
      pushView({
        id: 'push-9',
        status: 'done',
        total: 2,
        created: 2,
        updated: 0,
        skipped: 0,
        failed: 0,
        skippedReasons: {},
      }),
    ];
    await vi.advanceTimersByTimeAsync(2_100);
    await waitFor(() =>
      expect(screen.getByTestId('push-report').getAttribute('data-status')).toBe('done'),
    );
    const readings = calls.filter(
      (call) => call.method === 'GET' && call.path === PUSHES_PATH,
    ).length;
    await vi.advanceTimersByTimeAsync(6_000);
    expect(calls.filter((call) => call.method === 'GET' && call.path === PUSHES_PATH).length).toBe(
      readings,
    );
  });

  it('the page checkbox ticks every lead of the page; "all" sends no ids', async () => {
    const calls = api({
      integrations: integrationList('growth', [connectedView('pipedrive')]),
      extra: {
        [`POST ${PUSHES_PATH}`]: {
          status: 202,
          body: { push: pushView({ provider: 'pipedrive' }) },
        },
      },
    });
    renderResults();
    const page = (await screen.findByTestId('leads-select-page')) as HTMLInputElement;
    fireEvent.click(page);
    expect(screen.getByTestId('selection-count').textContent).toContain('3 leads seleccionados');
    expect(page.checked).toBe(true);
    const panel = screen.getByTestId('send-to-integration');
    fireEvent.click(within(panel).getByTestId('send-scope-all'));
    fireEvent.click(within(panel).getByTestId('send-pipedrive'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ provider: 'pipedrive' });
  });

  it("while the next page loads, the dimmed rows (the previous page's) cannot be ticked", async () => {
    let answerPage2: ((reply: Reply) => void) | null = null;
    api({
      integrations: integrationList('growth', [connectedView('hubspot')]),
      extra: {
        [`GET /api/searches/${SEARCH_ID}/leads`]: (call) =>
          call.params.get('page') === '2'
            ? new Promise<Reply>((resolve) => (answerPage2 = resolve))
            : { body: { items: LEADS, total: 53, page: 1, pageSize: 50 } },
      },
    });
    renderResults();
    const page = (await screen.findByTestId('leads-select-page')) as HTMLInputElement;
    expect(page.disabled).toBe(false);
    const rows = screen.getAllByTestId('results-row')[0]!.closest('tbody')!;
    expect(rows.hasAttribute('inert')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(answerPage2).not.toBeNull());
    expect((screen.getByTestId('leads-select-page') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getAllByTestId('results-row')[0]!.closest('tbody')!.hasAttribute('inert')).toBe(
      true,
    );

    answerPage2!({ body: { items: [makeLead(51)], total: 53, page: 2, pageSize: 50 } });
    await waitFor(() =>
      expect((screen.getByTestId('leads-select-page') as HTMLInputElement).disabled).toBe(false),
    );
    expect(screen.getAllByTestId('results-row')[0]!.closest('tbody')!.hasAttribute('inert')).toBe(
      false,
    );
  });

  it('a refused push says why', async () => {
    api({
      integrations: integrationList('growth', [connectedView('lemlist')]),
      extra: {
        [`POST ${PUSHES_PATH}`]: { status: 409, body: { error: 'integration_not_connected' } },
      },
    });
    renderResults();
    fireEvent.click(await screen.findByTestId('send-lemlist'));
    expect(
      await screen.findByText(
        'lemlist no está conectada: conéctala en Integraciones o elige otro destino.',
      ),
    ).toBeTruthy();
  });

  it('no connected integration: no checkboxes, a link to connect one; no plan for it: a link to plans', async () => {
    api();
    const { unmount } = renderResults();
    const none = await screen.findByTestId('send-none');
    expect(none.textContent).toContain('La organización no tiene ninguna integración conectada.');
    expect(within(none).getByRole('link').getAttribute('href')).toBe('/integrations');
    await screen.findAllByTestId('results-row');
    expect(screen.queryByTestId('lead-select')).toBeNull();
    unmount();

    api({ plan: 'starter' });
    renderResults();
    const locked = await screen.findByTestId('send-none');
    expect(locked.textContent).toContain('desde el plan Growth');
    expect(within(locked).getByRole('link').getAttribute('href')).toBe('/plans');
  });

  it('a search with a destination says its leads go there by themselves, and shows that push', async () => {
    api({
      search: { integration: 'hubspot' },
      integrations: integrationList('growth', [connectedView('hubspot')]),
      pushes: [pushView({ trigger: 'search', startedBy: null })],
    });
    renderResults();
    expect((await screen.findByTestId('auto-push-note')).textContent).toBe(
      'Los leads de esta búsqueda se enviaron a HubSpot automáticamente al terminar.',
    );
    const report = await screen.findByTestId('push-report');
    expect(within(report).getByText(/Automático, al terminar la búsqueda/)).toBeTruthy();
  });
});

describe('push reports', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('counts, skip reasons, the retry time, the error, and the leads not sent as a CSV', async () => {
    const inTenMinutes = new Date(Date.now() + 600_000).toISOString();
    const calls = api({
      integrations: integrationList('growth', [connectedView('instantly')]),
      pushes: [
        pushView({
          id: 'push-3',
          provider: 'instantly',
          status: 'waiting',
          total: 40,
          created: 10,
          updated: 0,
          skipped: 5,
          failed: 0,
          pending: 25,
          skippedReasons: { no_email: 3, already_in_campaign: 2 },
          nextAttemptAt: inTenMinutes,
        }),
        pushView({
          id: 'push-2',
          provider: 'webhook',
          status: 'failed',
          total: 10,
          created: 0,
          updated: 0,
          skipped: 0,
          failed: 10,
          skippedReasons: {},
          error: 'Gone: the endpoint answered 410',
        }),
        pushView({ id: 'push-1', startedBy: 'Carla Ruiz' }),
      ],
      extra: {
        'GET /api/pushes/push-1/failed.csv': {
          body: null,
          text: 'business_name,reason\r\n',
          contentType: 'text/csv',
        },
      },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:failed');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderResults();
    const [waiting, failed, done] = await screen.findAllByTestId('push-report');

    expect(within(waiting!).getByTestId('push-status').textContent).toBe('En espera');
    expect(within(waiting!).getByText('15 de 40 leads')).toBeTruthy();
    expect(within(waiting!).getByTestId('push-skipped-reasons').textContent).toBe(
      'Omitidos: 3 sin email · 2 ya en la campaña',
    );
    expect(within(waiting!).getByTestId('push-next-attempt').textContent).toBe(
      'Lo intentará de nuevo dentro de 10 minutos.',
    );

    expect(within(failed!).getByTestId('push-status').textContent).toBe('Falló');
    expect(within(failed!).getByTestId('push-error').textContent).toBe(
      'Motivo: Gone: the endpoint answered 410',
    );
    expect(within(failed!).getByTestId('push-failed').textContent).toBe('10');
    expect(within(failed!).queryByRole('progressbar')).toBeNull();

    expect(within(done!).getByText(/Enviado por Carla Ruiz/)).toBeTruthy();
    expect(within(done!).getByTestId('push-created').textContent).toBe('6');
    expect(within(done!).getByTestId('push-updated').textContent).toBe('2');
    fireEvent.click(within(done!).getByTestId('push-download-failed'));
    expect(await screen.findByText('Archivo descargado')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/pushes/push-1/failed.csv')).toBe(true);
    expect(saved).toEqual(['push_push-1_failed.csv']);
  });

  it('a push with every lead sent offers no file', async () => {
    api({
      integrations: integrationList('growth', [connectedView('hubspot')]),
      pushes: [pushView({ created: 10, updated: 0, skipped: 0, failed: 0, skippedReasons: {} })],
    });
    renderResults();
    const report = await screen.findByTestId('push-report');
    expect(within(report).queryByTestId('push-download-failed')).toBeNull();
    expect(within(report).queryByTestId('push-skipped-reasons')).toBeNull();
  });
});
