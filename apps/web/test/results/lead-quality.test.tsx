/**
 * Issue 15 on the results page: each email's confidence badge and where it came from, and the
 * coverage panel with its CSV, in Spanish and English.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Lead, SearchCoverage } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import '../../src/i18n/app-dictionaries';
import { LeadEmail } from '../../src/components/lead-email';
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
  type Reply,
  type Route,
} from '../search-fixtures';

beforeEach(async () => {
  await i18n.changeLanguage('es');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const emailOf = (overrides: Partial<Lead>) => {
  render(<LeadEmail lead={makeLead(1, overrides)} />);
  return {
    badge: screen.getByTestId('email-confidence'),
    origin: screen.queryByTestId('email-origin'),
  };
};

describe('the email cell', () => {
  it('a high score and the page it is printed on, as a safe outside link', () => {
    const { badge, origin } = emailOf({
      emailConfidence: 95,
      emailOrigin: 'page',
      emailPage: 'https://www.clinica1.example/equipo',
    });
    expect(badge.textContent).toBe('Confianza 95');
    expect(badge.dataset.band).toBe('high');
    expect(badge.title).toBe('Confianza 95 de 100: puedes usarla con tranquilidad.');
    expect(origin!.textContent).toBe('Visto en /equipo');
    const link = within(origin!).getByRole('link', { name: '/equipo' });
    expect(link.getAttribute('href')).toBe('https://www.clinica1.example/equipo');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('the home page reads as the host; a found-by-pattern email says so', () => {
    const home = emailOf({ emailOrigin: 'page', emailPage: 'https://www.clinica1.example/' });
    expect(home.origin!.textContent).toBe('Visto en clinica1.example');
    document.body.innerHTML = '';
    const guessed = emailOf({ emailConfidence: 85, emailOrigin: 'pattern', emailPage: null });
    expect(guessed.origin!.textContent).toBe('Encontrado por patrón');
    expect(within(guessed.origin!).queryByRole('link')).toBeNull();
  });

  it('medium and low bands; an address from the source', () => {
    const medium = emailOf({
      emailConfidence: 70,
      emailStatus: 'accept_all',
      emailOrigin: 'source',
    });
    expect(medium.badge.dataset.band).toBe('medium');
    expect(medium.origin!.textContent).toBe('Dado por la fuente');
    document.body.innerHTML = '';
    const low = emailOf({ emailConfidence: 10, emailDisposable: true });
    expect(low.badge.dataset.band).toBe('low');
    expect(low.badge.title).toBe('Confianza 10 de 100: espera rebotes.');
  });

  it('a page address that is not http(s) is never a link', () => {
    const { origin } = emailOf({ emailOrigin: 'page', emailPage: 'javascript:alert(1)' });
    expect(origin!.textContent).toBe('Publicado en su web');
    expect(within(origin!).queryByRole('link')).toBeNull();
  });

  it('a lead found before scores existed says unknown, not a made-up value', () => {
    const { badge, origin } = emailOf({
      emailConfidence: null,
      emailOrigin: null,
      emailPage: null,
    });
    expect(badge.textContent).toBe('Confianza: sin datos');
    expect(badge.dataset.band).toBe('unknown');
    expect(origin).toBeNull();
  });

  it('in English', async () => {
    await i18n.changeLanguage('en');
    const { badge, origin } = emailOf({ emailConfidence: 85, emailOrigin: 'pattern' });
    expect(badge.textContent).toBe('Confidence 85');
    expect(origin!.textContent).toBe('Found by pattern');
    document.body.innerHTML = '';
    expect(emailOf({ emailOrigin: 'page' }).origin!.textContent).toBe('Found on /contacto');
  });

  it('the compact cell (live progress) keeps the badge, not the origin line', () => {
    render(<LeadEmail lead={makeLead(1, { emailConfidence: 95 })} compact />);
    expect(screen.getByTestId('email-confidence').textContent).toBe('Confianza 95');
    expect(screen.queryByTestId('email-origin')).toBeNull();
  });
});

const COVERAGE_PATH = `/api/searches/${SEARCH_ID}/coverage`;
const COVERAGE: SearchCoverage = {
  leads: 50,
  unrecorded: 2,
  fields: [
    { field: 'phone', found: 48, missing: [] },
    {
      field: 'email',
      found: 30,
      missing: [
        { reason: 'accept_all', leads: 10 },
        { reason: 'no_website', leads: 6 },
        { reason: 'robots', leads: 2 },
      ],
    },
    {
      field: 'contactPerson',
      found: 12,
      missing: [
        { reason: 'nothing_on_site', leads: 28 },
        { reason: 'site_down', leads: 8 },
      ],
    },
  ],
};

function resultsApi(extra: Record<string, Route | Reply> = {}, resultsCount = 50) {
  return stubApi({
    'GET /api/me': { body: meResponse('growth') },
    'GET /api/config': { body: publicConfig },
    [`GET /api/searches/${SEARCH_ID}`]: {
      body: makeSearch({ status: 'completed', stage: 'done', resultsCount }),
    },
    [`GET /api/searches/${SEARCH_ID}/leads`]: {
      body: { items: [makeLead(1)], total: 1, page: 1, pageSize: 50 },
    },
    [`GET ${COVERAGE_PATH}`]: { body: COVERAGE },
    ...extra,
  });
}

const renderResults = () =>
  renderRoutes(
    [
      { path: '/results/:searchId', element: <ResultsPage /> },
      { path: '/history', element: <Probe /> },
    ],
    `/results/${SEARCH_ID}`,
  );

describe('the coverage panel', () => {
  it('collapsed, one line of shares; opened, each paid field with its reasons', async () => {
    resultsApi();
    renderResults();
    const brief = await screen.findByTestId('coverage-brief');
    // Shares of the 48 leads that recorded reasons (2 predate the report).
    expect(brief.textContent).toBe(
      'Teléfono 100 % · Email verificado 63 % · Persona de contacto 25 %',
    );
    const panel = screen.getByTestId('coverage-panel');
    const details = panel.querySelector('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(within(panel).getByText('Cobertura de los datos'));
    await waitFor(() => expect(details.open).toBe(true));

    const fields = within(panel).getAllByTestId('coverage-field');
    expect(fields.map((field) => field.dataset.field)).toEqual(['phone', 'email', 'contactPerson']);
    expect(fields[0]!.textContent).toContain('48 de 48');
    expect(fields[0]!.textContent).toContain('Todos los leads lo tienen.');
    const email = fields[1]!;
    expect(email.textContent).toContain('30 de 48');
    const reasons = [...email.querySelectorAll('li[data-reason]')].map((li) => li.textContent);
    expect(reasons).toEqual([
      'El dominio acepta cualquier dirección (entregado como email básico)10',
      'Sin sitio web6',
      'Bloqueado por robots.txt2',
    ]);
    expect(fields[2]!.textContent).toContain('El sitio web no respondió');
    expect(within(panel).getByTestId('coverage-unrecorded').textContent).toBe(
      '2 leads se encontraron antes de que registráramos los motivos: no se cuentan arriba.',
    );
  });

  it('in English, with the same labels as the CSV', async () => {
    await i18n.changeLanguage('en');
    resultsApi();
    renderResults();
    const brief = await screen.findByTestId('coverage-brief');
    expect(brief.textContent).toBe('Phone 100% · Verified email 63% · Contact person 25%');
    const panel = screen.getByTestId('coverage-panel');
    expect(within(panel).getByText('Data coverage')).toBeTruthy();
    expect(within(panel).getByText('Blocked by robots.txt')).toBeTruthy();
    expect(within(panel).getByText('Not stated on the website')).toBeTruthy();
  });

  it("downloads the report's CSV in the reader's language", async () => {
    const calls = resultsApi({
      [`GET ${COVERAGE_PATH}.csv`]: { body: null, text: 'Campo\r\n', contentType: 'text/csv' },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:coverage');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderResults();
    await screen.findByTestId('coverage-brief');
    fireEvent.click(screen.getByTestId('coverage-csv'));
    expect(await screen.findByText('CSV exportado')).toBeTruthy();
    const call = calls.find((item) => item.path === `${COVERAGE_PATH}.csv`)!;
    expect(call.params.get('headers')).toBe('es');
    expect(saved).toEqual([`coverage_${SEARCH_ID}.csv`]);
  });

  it('the export dialog offers the same companion sheet', async () => {
    const calls = resultsApi({
      [`GET ${COVERAGE_PATH}.csv`]: { body: null, text: 'Field\r\n', contentType: 'text/csv' },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:coverage');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await i18n.changeLanguage('en');
    renderResults();
    await screen.findByTestId('coverage-brief');
    fireEvent.click(screen.getByTestId('export-csv'));
    const dialog = await screen.findByTestId('csv-columns');
    // The new columns are offered with the email ones.
    for (const column of ['email_source', 'email_confidence', 'email_kind']) {
      expect(dialog.querySelector(`#csv-${column}`)).not.toBeNull();
    }
    expect(dialog.textContent).toContain('Email confidence');
    fireEvent.click(within(dialog).getByTestId('csv-coverage'));
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === `${COVERAGE_PATH}.csv`)?.params.get('headers'),
      ).toBe('en'),
    );
  });

  it('a failed load offers a retry; a failed download says so', { timeout: 15_000 }, async () => {
    let fail = true;
    const calls = resultsApi({
      [`GET ${COVERAGE_PATH}`]: () =>
        fail ? { status: 500, body: { error: 'internal_error' } } : { body: COVERAGE },
      [`GET ${COVERAGE_PATH}.csv`]: { status: 500, body: { error: 'internal_error' } },
    });
    renderResults();
    const panel = await screen.findByTestId('coverage-panel');
    // Asked twice more before giving up (a 5xx may pass), then the error and a retry.
    expect(
      await within(panel).findByText('No se pudo cargar la cobertura.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('coverage-brief')).toBeTruthy();
    fireEvent.click(screen.getByTestId('coverage-csv'));
    expect(
      await screen.findByText('Error al descargar el informe. Por favor, inténtalo de nuevo.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path === COVERAGE_PATH).length).toBeGreaterThanOrEqual(2);
  });

  it('a search without leads has no panel', async () => {
    const calls = resultsApi({}, 0);
    renderResults();
    await screen.findByRole('heading', { name: 'dentistas en Madrid' });
    expect(screen.queryByTestId('coverage-panel')).toBeNull();
    expect(calls.some((call) => call.path === COVERAGE_PATH)).toBe(false);
  });
});
