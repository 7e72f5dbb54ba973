import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreditHistoryResponse, CreditMovement } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import BillingHistoryPage, {
  PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
} from '../../src/features/billing-history/billing-history-page';
import { CreditMovementsCard } from '../../src/features/dashboard/components/credit-movements-card';
import {
  ORG_ID,
  Probe,
  meResponse,
  publicConfig,
  renderRoutes,
  stubApi,
  type ApiCall,
  type Reply,
  type Route,
} from '../search-fixtures';

const HISTORY = '/api/credits/history';
const STATEMENT = '/api/credits/statement.pdf';
/** Mid-month: January 2025 in any test time zone. */
const WHEN = '2025-01-15T12:30:00.000Z';

function movement(overrides: Partial<CreditMovement> & Pick<CreditMovement, 'id'>): CreditMovement {
  return {
    change: 0,
    kind: 'charge',
    reasonKey: 'search_charge',
    reasonParams: { query: 'dentistas · Madrid', leads: 10 },
    createdAt: WHEN,
    ...overrides,
  };
}

const MOVEMENTS: CreditMovement[] = [
  movement({ id: 'm3', change: -18.7 }),
  movement({
    id: 'm2',
    change: 0,
    reasonParams: { query: 'fontaneros · Sevilla', leads: 0 },
  }),
  movement({
    id: 'm1',
    change: 500,
    kind: 'purchase',
    reasonKey: 'purchase',
    reasonParams: { credits: 500 },
  }),
];

const page = (items: CreditMovement[], total = items.length): Reply => ({
  body: { items, total } satisfies CreditHistoryResponse,
});

function api(history: Route | Reply = page(MOVEMENTS), extra: Record<string, Route | Reply> = {}) {
  return stubApi({
    'GET /api/me': { body: meResponse('growth', 481.3) },
    'GET /api/config': { body: publicConfig },
    [`GET ${HISTORY}`]: history,
    ...extra,
  });
}

const historyCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === HISTORY);
const lastHistoryCall = (calls: ApiCall[]) => historyCalls(calls).at(-1)!;

const routes = [
  { path: '/billing-history', element: <BillingHistoryPage /> },
  { path: '*', element: <Probe /> },
];
const renderPage = () => renderRoutes(routes, '/billing-history');

beforeEach(async () => {
  await i18n.changeLanguage('es');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('billing history', () => {
  it('lists the movements with the count, reason, date and signed badges', async () => {
    const calls = api();
    renderPage();
    const rows = await screen.findAllByTestId('billing-row');
    expect(screen.getByTestId('billing-page')).toBeTruthy();
    expect(screen.getByTestId('billing-history-count').textContent).toBe('3 movimientos');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Historial de facturación');
    // Breadcrumb: Dashboard › Historial de facturación.
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(within(crumbs).getByText('Historial de facturación')).toBeTruthy();

    expect(rows.map((row) => row.getAttribute('data-change'))).toEqual(['-18.7', '0', '500']);
    expect(rows[0]!.textContent).toContain('Búsqueda: dentistas · Madrid (10 leads)');
    expect(rows[2]!.textContent).toContain('Compra de 500 créditos');
    const badges = rows.map((row) => within(row).getByTestId('billing-change'));
    expect(badges.map((badge) => badge.getAttribute('data-tone'))).toEqual([
      'danger',
      'neutral',
      'success',
    ]);
    expect(badges[0]!.className).toContain('text-destructive-strong');
    expect(badges[2]!.className).toContain('text-success-strong');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Cambio: −18,7',
      'Cambio: 0',
      'Cambio: +500',
    ]);

    const call = lastHistoryCall(calls);
    expect(call.params.get('orgId')).toBe(ORG_ID);
    expect(call.params.get('filter')).toBe('all');
    expect(call.params.get('limit')).toBe(String(PAGE_SIZE));
    expect(call.params.get('offset')).toBe('0');
    expect(call.params.get('locale')).toBe('es');
    expect(call.params.has('q')).toBe(false);
  });

  it('writes dates in es-ES in Spanish and en-US in English', async () => {
    api(page([movement({ id: 'm1', change: -3 })]));
    renderPage();
    const date = await screen.findByTestId('billing-row-date');
    expect(date.getAttribute('dateTime')).toBe(WHEN);
    expect(date.textContent).toMatch(/^1[456] ene 2025, \d{1,2}:\d{2}$/);
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() =>
      expect(screen.getByTestId('billing-row-date').textContent).toMatch(
        /^Jan 1[456], 2025, \d{1,2}:\d{2}\s[AP]M$/,
      ),
    );
    expect(screen.getByTestId('billing-history-count').textContent).toBe('1 transaction');
    expect(screen.getByTestId('billing-row').textContent).toContain(
      'Search: dentistas · Madrid (10 leads)',
    );
    expect(screen.getByTestId('billing-change').textContent).toBe('Change: −3');
  });

  it('the filter buttons ask the server for credits or deductions', async () => {
    const calls = api(({ params }) =>
      page(
        MOVEMENTS.filter((item) =>
          params.get('filter') === 'credits'
            ? item.change > 0
            : params.get('filter') === 'deductions'
              ? item.change < 0
              : true,
        ),
      ),
    );
    renderPage();
    await screen.findAllByTestId('billing-row');
    const all = screen.getByTestId('billing-filter-all');
    const credits = screen.getByTestId('billing-filter-credits');
    const deductions = screen.getByTestId('billing-filter-deductions');
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(credits.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('group', { name: 'Filtrar movimientos' })).toBeTruthy();

    fireEvent.click(credits);
    await waitFor(() => expect(lastHistoryCall(calls).params.get('filter')).toBe('credits'));
    await waitFor(() =>
      expect(screen.getByTestId('billing-history-count').textContent).toBe('1 movimiento'),
    );
    expect(credits.getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(
      screen.getAllByTestId('billing-row').map((row) => row.getAttribute('data-change')),
    ).toEqual(['500']);

    fireEvent.click(deductions);
    await waitFor(() => expect(lastHistoryCall(calls).params.get('filter')).toBe('deductions'));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('billing-row').map((row) => row.getAttribute('data-change')),
      ).toEqual(['-18.7']),
    );
    expect(deductions.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends the search once typing pauses, and only then', async () => {
    const calls = api(({ params }) => (params.get('q') ? page([MOVEMENTS[0]!]) : page(MOVEMENTS)));
    renderPage();
    await screen.findAllByTestId('billing-row');
    const before = historyCalls(calls).length;
    const search = screen.getByTestId('billing-search');
    expect(search.getAttribute('aria-label')).toBe('Buscar por motivo');
    for (const text of ['b', 'bu', 'bus', 'busqueda ', 'busqueda dentistas ']) {
      fireEvent.change(search, { target: { value: text } });
    }
    // Nothing is sent while the user is still typing.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS / 3));
    expect(historyCalls(calls)).toHaveLength(before);
    await waitFor(() => expect(historyCalls(calls).length).toBeGreaterThan(before));
    const sent = historyCalls(calls).slice(before);
    // One request, with the words as typed (trimmed), in the reader's language.
    expect(sent.map((call) => call.params.get('q'))).toEqual(['busqueda dentistas']);
    expect(sent[0]!.params.get('locale')).toBe('es');
    expect(sent[0]!.params.get('offset')).toBe('0');
    await waitFor(() =>
      expect(screen.getByTestId('billing-history-count').textContent).toBe('1 movimiento'),
    );
  });

  it('pages 20 at a time and starts again at the first page for a new filter', async () => {
    const many = Array.from({ length: PAGE_SIZE }, (_, index) =>
      movement({ id: `g${index}`, change: -1 }),
    );
    const calls = api(() => page(many, 45));
    renderPage();
    await screen.findAllByTestId('billing-row');
    expect(screen.getByTestId('billing-history-count').textContent).toBe('45 movimientos');
    const nav = screen.getByTestId('billing-pagination');
    expect(nav.textContent).toContain('1–20 de 45');
    expect(nav.textContent).toContain('Página 1 de 3');
    fireEvent.click(screen.getByTestId('billing-next'));
    await waitFor(() => expect(lastHistoryCall(calls).params.get('offset')).toBe('20'));
    await waitFor(() => expect(nav.textContent).toContain('Página 2 de 3'));
    fireEvent.click(screen.getByTestId('billing-filter-deductions'));
    await waitFor(() => expect(lastHistoryCall(calls).params.get('filter')).toBe('deductions'));
    expect(lastHistoryCall(calls).params.get('offset')).toBe('0');
  });

  it('shows skeletons until the first page arrives', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    api(() => new Promise<Reply>((resolve) => (answer = resolve)));
    renderPage();
    expect(await screen.findByTestId('billing-loading')).toBeTruthy();
    expect(screen.queryByTestId('billing-history-count')).toBeNull();
    await act(async () => answer(page(MOVEMENTS)));
    await screen.findAllByTestId('billing-row');
    expect(screen.queryByTestId('billing-loading')).toBeNull();
  });

  describe('empty states', () => {
    it('no transactions at all', async () => {
      api(page([]));
      renderPage();
      const empty = await screen.findByTestId('billing-empty');
      expect(empty.getAttribute('data-kind')).toBe('none');
      expect(empty.textContent).toContain('Aún no hay movimientos');
      expect(screen.getByTestId('billing-history-count').textContent).toBe('0 movimientos');
      expect(screen.queryAllByTestId('billing-row')).toHaveLength(0);
    });

    it('no match for the search, with a way to clear it', async () => {
      const calls = api(({ params }) => (params.get('q') ? page([]) : page(MOVEMENTS)));
      renderPage();
      await screen.findAllByTestId('billing-row');
      fireEvent.change(screen.getByTestId('billing-search'), { target: { value: 'zapatos' } });
      const empty = await screen.findByTestId('billing-empty');
      expect(empty.getAttribute('data-kind')).toBe('search');
      expect(empty.textContent).toContain('Ningún movimiento coincide con «zapatos»');
      fireEvent.click(within(empty).getByRole('button', { name: 'Borrar búsqueda' }));
      expect((screen.getByTestId('billing-search') as HTMLInputElement).value).toBe('');
      await screen.findAllByTestId('billing-row');
      await waitFor(() => expect(lastHistoryCall(calls).params.has('q')).toBe(false));
    });

    it('no credit transactions yet', async () => {
      api(({ params }) => (params.get('filter') === 'credits' ? page([]) : page(MOVEMENTS)));
      renderPage();
      await screen.findAllByTestId('billing-row');
      fireEvent.click(screen.getByTestId('billing-filter-credits'));
      const empty = await screen.findByTestId('billing-empty');
      expect(empty.getAttribute('data-kind')).toBe('credits');
      expect(empty.textContent).toContain('Aún no hay movimientos de créditos');
      expect(within(empty).getByRole('link', { name: 'Ver planes y paquetes' })).toBeTruthy();
    });

    it('in English too', async () => {
      await i18n.changeLanguage('en');
      api(page([]));
      renderPage();
      const empty = await screen.findByTestId('billing-empty');
      expect(empty.textContent).toContain('No transactions yet');
      expect(screen.getByTestId('billing-history-count').textContent).toBe('0 transactions');
    });
  });

  describe('PDF statement', () => {
    it('downloads the statement of the current filter and search', async () => {
      const calls = api(page(MOVEMENTS), {
        [`GET ${STATEMENT}`]: {
          body: null,
          text: '%PDF-1.3\n%%EOF',
          contentType: 'application/pdf',
        },
      });
      const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
      vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
      });
      renderPage();
      await screen.findAllByTestId('billing-row');
      fireEvent.click(screen.getByTestId('billing-filter-deductions'));
      fireEvent.change(screen.getByTestId('billing-search'), { target: { value: ' dentistas ' } });
      await waitFor(() => expect(lastHistoryCall(calls).params.get('q')).toBe('dentistas'));
      const button = screen.getByTestId('billing-pdf');
      expect(button.textContent).toBe('Descargar PDF');
      fireEvent.click(button);
      expect(await screen.findByText('Extracto descargado')).toBeTruthy();
      const call = calls.find((item) => item.path === STATEMENT)!;
      expect(call.params.get('orgId')).toBe(ORG_ID);
      expect(call.params.get('filter')).toBe('deductions');
      expect(call.params.get('q')).toBe('dentistas');
      expect(call.params.get('locale')).toBe('es');
      expect(call.params.get('timeZone')).toBeTruthy();
      expect(created).toHaveBeenCalledTimes(1);
      const blob = created.mock.calls[0]![0] as Blob;
      expect(await blob.text()).toBe('%PDF-1.3\n%%EOF');
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatch(/^leadatlas-credits-\d{4}-\d{2}-\d{2}\.pdf$/);
    });

    it('tells the user when the statement cannot be made', async () => {
      api(page(MOVEMENTS), {
        [`GET ${STATEMENT}`]: { status: 500, body: { error: 'internal_error' } },
      });
      const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
      renderPage();
      await screen.findAllByTestId('billing-row');
      fireEvent.click(screen.getByTestId('billing-pdf'));
      expect(
        await screen.findByText('No se pudo descargar el extracto. Inténtalo de nuevo.'),
      ).toBeTruthy();
      expect(created).not.toHaveBeenCalled();
      await waitFor(() =>
        expect((screen.getByTestId('billing-pdf') as HTMLButtonElement).disabled).toBe(false),
      );
    });
  });
});

describe('dashboard credit movements card', () => {
  it('links to the billing history', async () => {
    api(page(MOVEMENTS));
    const { router } = renderRoutes(
      [
        { path: '/dashboard', element: <CreditMovementsCard orgId={ORG_ID} /> },
        { path: '*', element: <Probe /> },
      ],
      '/dashboard',
    );
    const link = await screen.findByRole('link', { name: 'Ver historial' });
    expect(link.getAttribute('href')).toBe('/billing-history');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing-history'));
  });
});
