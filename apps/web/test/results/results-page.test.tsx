import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CSV_COLUMN_LABELS, CSV_COLUMNS, type Lead, type PlanId } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import ResultsPage from '../../src/features/results/results-page';
import { CSV_COLUMN_GROUPS } from '../../src/features/results/csv-columns';
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

const LEADS_PATH = `/api/searches/${SEARCH_ID}/leads`;
const EXPORT_PATH = `/api/searches/${SEARCH_ID}/export.csv`;

const LEADS: Lead[] = [
  makeLead(1, { businessName: 'Clínica Sol', emailStatus: 'valid' }),
  makeLead(2, { businessName: 'Dental Luna', emailStatus: 'accept_all', city: 'Getafe' }),
  makeLead(3, {
    businessName: 'Sonrisas',
    email: 'info@sonrisas.example',
    emailStatus: 'unknown',
    emailRole: true,
  }),
];

/** GET …/leads as the server answers it: filtered by q, one page of the given total. */
function leadsRoute(total = LEADS.length): Route {
  return (call) => {
    const q = call.params.get('q')?.toLowerCase();
    const items = q
      ? LEADS.filter(
          (lead) =>
            lead.businessName.toLowerCase().includes(q) || lead.city?.toLowerCase().includes(q),
        )
      : LEADS;
    return {
      body: {
        items,
        total: q ? items.length : total,
        page: Number(call.params.get('page') ?? 1),
        pageSize: Number(call.params.get('pageSize') ?? 100),
      },
    };
  };
}

function api(
  options: { plan?: PlanId; total?: number; extra?: Record<string, Route | Reply> } = {},
) {
  return stubApi({
    'GET /api/me': { body: meResponse(options.plan ?? 'growth') },
    'GET /api/config': { body: publicConfig },
    [`GET /api/searches/${SEARCH_ID}`]: {
      body: makeSearch({
        status: 'completed',
        stage: 'done',
        resultsCount: 3,
        placesFound: 9,
        creditsUsed: 2.1,
      }),
    },
    [`GET ${LEADS_PATH}`]: leadsRoute(options.total),
    ...options.extra,
  });
}

const renderResults = (path = `/results/${SEARCH_ID}`) =>
  renderRoutes(
    [
      { path: '/results/:searchId', element: <ResultsPage /> },
      { path: '/loading', element: <Probe /> },
      { path: '/history', element: <Probe /> },
      { path: '/dashboard', element: <Probe /> },
    ],
    path,
  );

const leadCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === LEADS_PATH);
const lastLeadCall = (calls: ApiCall[]) => leadCalls(calls).at(-1)!;

beforeEach(async () => {
  await i18n.changeLanguage('es');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('results page', () => {
  it('lists the leads with their email verification', async () => {
    const calls = api();
    renderResults();
    const rows = await screen.findAllByTestId('results-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Clínica Sol')).toBeTruthy();
    expect(screen.getAllByTestId('email-badge').map((badge) => badge.textContent)).toEqual([
      'Verificado',
      'Acepta todo',
      'Sin verificar',
    ]);
    expect(within(rows[2]!).getByText('Genérico')).toBeTruthy();
    const website = within(rows[0]!).getByRole('link', { name: 'clinica1.example' });
    expect(website.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('results-total').textContent).toBe('3 leads');
    expect(lastLeadCall(calls).params.get('pageSize')).toBe('50');
    expect(await screen.findByRole('heading', { name: 'dentistas en Madrid' })).toBeTruthy();
  });

  it('sends the filter to the server once typing pauses', async () => {
    const calls = api();
    renderResults();
    await screen.findAllByTestId('results-row');
    const before = leadCalls(calls).length;
    fireEvent.change(screen.getByTestId('results-filter'), { target: { value: 'getafe' } });
    expect(leadCalls(calls)).toHaveLength(before);
    await waitFor(() => expect(lastLeadCall(calls).params.get('q')).toBe('getafe'));
    await waitFor(() => expect(screen.getAllByTestId('results-row')).toHaveLength(1));
    expect(screen.getByText('Dental Luna')).toBeTruthy();
  });

  it('shows an empty state when the filter matches nothing', async () => {
    api();
    renderResults(`/results/${SEARCH_ID}?q=zzz`);
    expect(await screen.findByText('Ningún lead coincide con «zzz»')).toBeTruthy();
    expect(screen.queryByTestId('results-table')).toBeNull();
  });

  it('sends the sort and its direction to the server', async () => {
    const calls = api();
    renderResults();
    await screen.findAllByTestId('results-row');
    expect(lastLeadCall(calls).params.get('sort')).toBeNull();

    fireEvent.change(screen.getByTestId('results-sort'), { target: { value: 'name' } });
    await waitFor(() => expect(lastLeadCall(calls).params.get('sort')).toBe('name'));
    expect(lastLeadCall(calls).params.get('order')).toBe('asc');

    fireEvent.change(screen.getByTestId('results-order'), { target: { value: 'desc' } });
    await waitFor(() => expect(lastLeadCall(calls).params.get('order')).toBe('desc'));
    expect(lastLeadCall(calls).params.get('sort')).toBe('name');

    fireEvent.change(screen.getByTestId('results-sort'), { target: { value: 'rating' } });
    await waitFor(() => expect(lastLeadCall(calls).params.get('sort')).toBe('rating'));
    expect(lastLeadCall(calls).params.get('order')).toBe('desc');
  });

  it('pages on the server', async () => {
    const calls = api({ total: 120 });
    renderResults();
    await screen.findAllByTestId('results-row');
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(lastLeadCall(calls).params.get('page')).toBe('2'));
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
  });

  it('a search that is not there (or not ours) says so, with ways out', async () => {
    api({
      extra: { [`GET /api/searches/${SEARCH_ID}`]: { status: 404, body: { error: 'not_found' } } },
    });
    renderResults();
    expect(
      await screen.findByText('Esta búsqueda no existe o no pertenece a tu organización.'),
    ).toBeTruthy();
    const box = screen.getByTestId('results-not-found');
    expect(within(box).getByRole('link', { name: 'Historial' }).getAttribute('href')).toBe(
      '/history',
    );
    expect(within(box).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('a running search links to its live progress', async () => {
    api({
      extra: { [`GET /api/searches/${SEARCH_ID}`]: { body: makeSearch({ resultsCount: 3 }) } },
    });
    renderResults();
    const link = await screen.findByRole('link', { name: 'Ver el progreso en vivo' });
    expect(link.getAttribute('href')).toBe(`/loading?searchId=${SEARCH_ID}`);
    expect(await screen.findAllByTestId('results-row')).toHaveLength(3);
  });

  it('a running search keeps its table up to date until it is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let status: 'processing' | 'completed' = 'processing';
      const calls = api({
        extra: {
          [`GET /api/searches/${SEARCH_ID}`]: () => ({
            body: makeSearch({ status, stage: status === 'completed' ? 'done' : 'enriching' }),
          }),
        },
      });
      renderResults();
      expect(await screen.findAllByTestId('results-row')).toHaveLength(3);
      const before = leadCalls(calls).length;
      await vi.advanceTimersByTimeAsync(5_100);
      await waitFor(() => expect(leadCalls(calls).length).toBeGreaterThan(before));
      // Once the search is over, the reading stops.
      status = 'completed';
      await vi.advanceTimersByTimeAsync(5_100);
      await waitFor(() => expect(screen.queryByTestId('results-running')).toBeNull());
      const settled = leadCalls(calls).length;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(leadCalls(calls).length).toBe(settled);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an email being checked again says so, and the page follows it until it is answered (item 14)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answered = false;
      api({
        extra: {
          [`GET /api/searches/${SEARCH_ID}`]: () => ({
            body: makeSearch({
              status: 'completed',
              stage: 'done',
              resultsCount: 1,
              recheckPending: answered ? 0 : 1,
            }),
          }),
          [`GET ${LEADS_PATH}`]: () => ({
            body: {
              items: [
                makeLead(1, {
                  businessName: 'Clínica Sol',
                  emailStatus: answered ? 'valid' : 'unknown',
                  emailStatusReason: answered ? 'accepted' : 'greylisted',
                  emailRecheckPending: !answered,
                }),
              ],
              total: 1,
              page: 1,
              pageSize: 100,
            },
          }),
        },
      });
      renderResults();
      expect((await screen.findByTestId('results-recheck')).textContent).toContain(
        'Estamos volviendo a comprobar 1 email',
      );
      expect(screen.getByTestId('email-recheck').textContent).toBe('Comprobando de nuevo');
      expect(screen.getByTestId('email-badge').dataset.status).toBe('unknown');
      answered = true;
      await vi.advanceTimersByTimeAsync(5_100);
      await waitFor(() => expect(screen.getByTestId('email-badge').dataset.status).toBe('valid'));
      expect(screen.queryByTestId('email-recheck')).toBeNull();
      await waitFor(() => expect(screen.queryByTestId('results-recheck')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('a monthly search shows its schedule with pause and stop; a run links to it', async () => {
    api({
      extra: {
        [`GET /api/searches/${SEARCH_ID}`]: {
          body: makeSearch({
            status: 'completed',
            stage: 'done',
            resultsCount: 3,
            autoRefresh: true,
            schedule: {
              status: 'active',
              nextRunAt: '2026-12-24T10:00:00.000Z',
              runs: 1,
              totalCredits: 4.2,
              lastRun: {
                searchId: 'run-1',
                at: '2026-11-24T10:00:00.000Z',
                status: 'completed',
                creditsUsed: 4.2,
                resultsCount: 6,
              },
              skipped: null,
            },
          }),
        },
      },
    });
    renderResults();
    const panel = await screen.findByTestId('schedule-panel');
    expect(within(panel).getByTestId('schedule-facts').textContent).toBe(
      'Próxima: 24 dic 2026 · Última: 24 nov 2026 (4,2 créditos)',
    );
    expect(within(panel).getByTestId('schedule-total').textContent).toContain(
      '1 ejecución mensual, 4,2 créditos en total',
    );
    expect(
      within(panel).getByRole('link', { name: 'Ver los últimos resultados' }).getAttribute('href'),
    ).toBe('/results/run-1');
    expect(within(panel).getByTestId('schedule-pause')).toBeTruthy();
    expect(within(panel).getByTestId('schedule-stop')).toBeTruthy();
  });

  it('says which filters the source could not apply (item 15)', async () => {
    api({
      extra: {
        [`GET /api/searches/${SEARCH_ID}`]: {
          body: makeSearch({
            status: 'completed',
            stage: 'done',
            resultsCount: 3,
            unavailableFilters: ['minRating', 'companySize'],
          }),
        },
      },
    });
    renderResults();
    const note = await screen.findByTestId('results-unavailable-filters');
    expect(note.textContent).toContain('el filtro de valoración mínima no se aplicó');
    expect(note.textContent).toContain('La fuente no indica el tamaño de las empresas');
  });

  it('tells plans below Growth what Growth adds', async () => {
    api({ plan: 'starter' });
    renderResults();
    expect((await screen.findByTestId('upgrade-note')).textContent).toContain('Growth');
  });

  it('shows no upgrade note on Growth', async () => {
    api({ plan: 'growth' });
    renderResults();
    await screen.findAllByTestId('results-row');
    expect(screen.queryByTestId('upgrade-note')).toBeNull();
  });
});

describe('CSV export', () => {
  it('a failed download shows the error toast', async () => {
    const calls = api({
      extra: { [`GET ${EXPORT_PATH}`]: { status: 500, body: { error: 'internal_error' } } },
    });
    renderResults();
    await screen.findAllByTestId('results-row');
    fireEvent.click(screen.getByTestId('export-csv'));
    const chooser = await screen.findByTestId('csv-columns');
    fireEvent.click(within(chooser).getByTestId('csv-download'));
    expect(
      await screen.findByText('Error al descargar el CSV. Por favor, inténtalo de nuevo.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path === EXPORT_PATH)).toHaveLength(1);
  });

  it('downloads the chosen columns in file order and remembers them', async () => {
    const calls = api({
      extra: {
        [`GET ${EXPORT_PATH}`]: {
          body: null,
          text: 'business_name,email\r\n',
          contentType: 'text/csv',
        },
      },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:leads');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderResults();
    await screen.findAllByTestId('results-row');
    fireEvent.click(screen.getByTestId('export-csv'));
    const chooser = await screen.findByTestId('csv-columns');
    fireEvent.click(within(chooser).getByRole('button', { name: 'Seleccionar todo' }));
    // Untick everything but the name and the email, then tick the name last.
    for (const column of CSV_COLUMNS) {
      if (column !== 'email') {
        fireEvent.click(chooser.querySelector(`#csv-${column}`)!);
      }
    }
    fireEvent.click(within(chooser).getByLabelText('Nombre del negocio'));
    fireEvent.click(within(chooser).getByTestId('csv-download'));

    expect(await screen.findByText('CSV exportado')).toBeTruthy();
    const call = calls.find((item) => item.path === EXPORT_PATH)!;
    expect(call.params.get('columns')).toBe('business_name,email');
    // Headers in the interface's language unless another style is chosen.
    expect(call.params.get('headers')).toBe('es');
    expect(saved).toEqual([`leads_${SEARCH_ID}.csv`]);
    expect(JSON.parse(localStorage.getItem('csv_columns')!)).toEqual({
      columns: ['business_name', 'email'],
      headers: 'es',
    });
  });

  it('starts with what the search could fill; header style can be the keys for a CRM (item 19)', async () => {
    localStorage.removeItem('csv_columns');
    const calls = api({
      extra: {
        [`GET /api/searches/${SEARCH_ID}`]: {
          body: makeSearch({
            status: 'completed',
            stage: 'done',
            resultsCount: 3,
            fields: ['phone', 'website', 'email_validated'],
          }),
        },
        [`GET ${EXPORT_PATH}`]: { body: null, text: 'phone\r\n', contentType: 'text/csv' },
      },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:leads');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderResults();
    await screen.findAllByTestId('results-row');
    fireEvent.click(screen.getByTestId('export-csv'));
    const chooser = await screen.findByTestId('csv-columns');
    const box = (column: string) => chooser.querySelector<HTMLInputElement>(`#csv-${column}`)!;
    expect(box('email').checked).toBe(true);
    expect(box('phone').checked).toBe(true);
    // Not paid for: off by default, and it says it would be empty.
    expect(box('instagram').checked).toBe(false);
    expect(box('contact_name').checked).toBe(false);
    expect(box('instagram').closest('label')!.textContent).toBe(
      `${CSV_COLUMN_LABELS.es.instagram}Esta búsqueda no incluyó este dato: saldrá vacío`,
    );
    expect(
      within(chooser).getAllByText('Esta búsqueda no incluyó este dato: saldrá vacío').length,
    ).toBeGreaterThan(0);
    fireEvent.click(within(chooser).getByTestId('csv-headers-keys'));
    fireEvent.click(within(chooser).getByTestId('csv-download'));
    await screen.findByText('CSV exportado');
    const call = calls.find((item) => item.path === EXPORT_PATH)!;
    expect(call.params.get('headers')).toBe('keys');
    expect(call.params.get('columns')!.split(',')).not.toContain('instagram');
  });

  it('the table shows the social profiles the search paid for (item 19)', async () => {
    localStorage.removeItem('results_columns');
    api({
      extra: {
        [`GET /api/searches/${SEARCH_ID}`]: {
          body: makeSearch({
            status: 'completed',
            stage: 'done',
            resultsCount: 3,
            fields: ['phone', 'website', 'social'],
          }),
        },
      },
    });
    renderResults();
    await screen.findAllByTestId('results-row');
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain(
        i18n.t('results.columns.socials'),
      ),
    );
  });

  it('groups every CSV column exactly once', () => {
    const grouped = CSV_COLUMN_GROUPS.flatMap((group) => [...group.columns]);
    expect([...grouped].sort()).toEqual([...CSV_COLUMNS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});
