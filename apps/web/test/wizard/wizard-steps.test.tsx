import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WizardData } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import {
  ORG_ID,
  STEP1,
  STEP2,
  baseRoutes,
  meResponse,
  renderWizard,
  storeWizard,
  storedWizard,
  stubApi,
} from './helpers';

beforeEach(async () => {
  await i18n.changeLanguage('es');
});

const disabled = (node: Element) => (node as HTMLInputElement).disabled;
const checked = (node: Element) => (node as HTMLInputElement).checked;
const value = (node: Element) => (node as HTMLInputElement).value;
const text = (node: Element | null) => node?.textContent ?? '';

const stepText = () => screen.findByTestId('wizard-step').then((node) => node.textContent);
const field = (name: string) => screen.findByTestId(`field-${name}`) as Promise<HTMLInputElement>;
const rowText = async (name: string) => (await field(name)).closest('label')!.textContent;

describe('step guards', () => {
  it('step 4 without wizard data goes to step 1', async () => {
    stubApi(baseRoutes('free', 50));
    const { router } = renderWizard('/wizard/step-4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/step-1'));
    expect(await stepText()).toBe('Paso 1 de 4');
  });

  it('step 4 with unparsable data goes to step 1 and drops the data', async () => {
    stubApi(baseRoutes('free', 50));
    storeWizard('{"step1":');
    const { router } = renderWizard('/wizard/step-4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/step-1'));
    expect(sessionStorage.getItem('wizardData')).toBeNull();
  });

  it('a later step opens the first missing one', async () => {
    stubApi(baseRoutes('free', 50));
    storeWizard({ step1: STEP1 });
    const { router } = renderWizard('/wizard/step-3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/step-2'));
    expect(await stepText()).toBe('Paso 2 de 4');
  });
});

describe('step 1', () => {
  it('keeps Next disabled until the three fields are valid, then saves and goes on', async () => {
    stubApi(baseRoutes('free', 50));
    const { router } = renderWizard('/wizard/step-1');
    const next = await screen.findByTestId('wizard-next');
    expect(disabled(next)).toBe(true);

    fireEvent.change(screen.getByLabelText('Sector o profesión'), {
      target: { value: '  dentistas ' },
    });
    expect(disabled(next)).toBe(true);
    fireEvent.change(screen.getByTestId('wizard-location'), { target: { value: 'M' } });
    fireEvent.change(screen.getByLabelText('Tamaño de empresa'), { target: { value: '1-10' } });
    expect(disabled(next)).toBe(true); // one letter is not a place
    fireEvent.change(screen.getByTestId('wizard-location'), { target: { value: 'Madrid' } });
    expect(disabled(next)).toBe(false);

    fireEvent.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/step-2'));
    expect(storedWizard()).toEqual({ step1: STEP1 });
  });

  it('company size can be any size; a band the source cannot check says so (items 15, 27)', async () => {
    stubApi(baseRoutes('free', 50));
    const { router } = renderWizard('/wizard/step-1');
    const size = await screen.findByTestId('wizard-company-size');
    expect(screen.getByRole('option', { name: 'Cualquier tamaño' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sector o profesión'), {
      target: { value: 'dentistas' },
    });
    fireEvent.change(screen.getByTestId('wizard-location'), { target: { value: 'Madrid' } });
    fireEvent.change(size, { target: { value: '1-10' } });
    expect(screen.getByTestId('no-company-size-note').textContent).toContain(
      'La fuente de negocios no indica el tamaño de las empresas',
    );
    fireEvent.change(size, { target: { value: 'any' } });
    expect(screen.queryByTestId('no-company-size-note')).toBeNull();
    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/step-2'));
    expect(storedWizard()?.step1?.companySize).toBe('any');
  });

  it('the location hint follows what is typed and says where suggestions come from (item 18)', async () => {
    stubApi({ ...baseRoutes('free', 50), 'GET /api/locations': { body: { items: [] } } });
    renderWizard('/wizard/step-1');
    const hint = await screen.findByTestId('location-hint');
    expect(hint.textContent).toBe(
      'Escribe una ciudad o región. Te sugerimos zonas en las que ya se buscó.',
    );
    fireEvent.change(screen.getByTestId('wizard-location'), { target: { value: 'Madrid' } });
    await waitFor(() =>
      expect(screen.getByTestId('location-hint').textContent).toBe(
        'Sin sugerencias para «Madrid»: solo sugerimos zonas en las que ya se buscó. Puedes seguir con lo que escribiste; la localizamos al buscar.',
      ),
    );
  });

  it('reloads what was saved', async () => {
    stubApi(baseRoutes('free', 50));
    storeWizard({ step1: { ...STEP1, companySize: '51-200' } });
    renderWizard('/wizard/step-1');
    expect(value(await screen.findByTestId('wizard-profession'))).toBe('dentistas');
    expect(value(screen.getByTestId('wizard-location'))).toBe('Madrid');
    expect(value(screen.getByTestId('wizard-company-size'))).toBe('51-200');
    expect(screen.getByRole('option', { name: '51-200 empleados' })).toBeTruthy();
  });

  it('suggests locations from the API and picks one with the keyboard', async () => {
    const calls = stubApi({
      ...baseRoutes('free', 50),
      'GET /api/locations': {
        body: {
          items: [
            { value: 'Madrid', label: 'Madrid, Comunidad de Madrid, España', countryCode: 'es' },
            { value: 'Majadahonda', label: 'Majadahonda, Madrid, España', countryCode: 'es' },
          ],
        },
      },
    });
    renderWizard('/wizard/step-1');
    const input = await screen.findByTestId('wizard-location');
    fireEvent.change(input, { target: { value: 'M' } });
    fireEvent.change(input, { target: { value: 'Ma' } });
    const list = await screen.findByTestId('location-suggestions');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    const lookups = calls.filter((call) => call.path === '/api/locations');
    expect(lookups.map((call) => call.params.toString())).toEqual(['q=Ma']);
    expect(input.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(
      within(list)
        .getByRole('option', { name: /Majadahonda/ })
        .getAttribute('aria-selected'),
    ).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(value(input)).toBe('Majadahonda');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('step 2', () => {
  it('locks owners only and industry without advanced filters; no ratings disables the slider', async () => {
    stubApi(baseRoutes('free', 50, false));
    storeWizard({ step1: STEP1 });
    renderWizard('/wizard/step-2');
    const owners = await screen.findByTestId('filter-owners-only');
    expect(disabled(owners)).toBe(true);
    expect(text(owners.closest('label'))).toContain('Disponible desde Growth');
    expect(disabled(screen.getByTestId('filter-industry'))).toBe(true);
    await waitFor(() => expect(disabled(screen.getByTestId('filter-min-rating'))).toBe(true));
    expect(text(screen.getByTestId('no-ratings-note'))).toContain(
      'La fuente actual no tiene valoraciones',
    );
  });

  it('says when a filter adds the surcharge and saves the filters', async () => {
    stubApi(baseRoutes('growth', 500));
    storeWizard({ step1: STEP1 });
    const { router } = renderWizard('/wizard/step-2');
    const industry = await screen.findByTestId('filter-industry');
    expect(text(screen.getByTestId('filter-surcharge'))).toContain(
      'Ahora mismo no se aplica ningún recargo.',
    );
    fireEvent.change(industry, { target: { value: 'salud' } });
    expect(text(screen.getByTestId('filter-surcharge'))).toContain(
      'Filtro avanzado activo: +0,5 créditos por lead.',
    );
    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/step-3'));
    expect(storedWizard()?.step2).toEqual({ ...STEP2, industry: 'salud' });
  });
});

describe('step 3', () => {
  it('free plan: email allowed, social and contact from Growth, LinkedIn, revenue, employees Pro only', async () => {
    stubApi(baseRoutes('free', 50));
    storeWizard({ step1: STEP1, step2: STEP2 });
    renderWizard('/wizard/step-3');

    for (const name of ['phone', 'website']) {
      expect(checked(await field(name))).toBe(true);
      expect(disabled(await field(name))).toBe(true);
    }
    expect(disabled(await field('email'))).toBe(false);
    for (const name of ['socialMedia', 'contactPerson']) {
      expect(disabled(await field(name))).toBe(true);
      expect(await rowText(name)).toContain('Disponible desde Growth');
    }
    for (const name of ['linkedin', 'revenue', 'employees']) {
      expect(disabled(await field(name))).toBe(true);
      expect(await rowText(name)).toContain('Solo Pro');
    }
    expect(text(screen.getByTestId('wizard-balance'))).toContain('50');
    expect(text(screen.getByTestId('field-price-email'))).toContain('2 créditos/lead');
    expect(text(screen.getByTestId('field-price-socialMedia'))).toBe('1 crédito/lead');
    expect(text(screen.getByTestId('field-price-revenue'))).toBe('1,5 créditos/lead');
    expect(text(screen.getByTestId('field-price-contactPerson'))).toContain('2 créditos/lead');
  });

  it('pro plan: nothing locked; the cost per lead follows the choices and the step-2 surcharge', async () => {
    stubApi(baseRoutes('pro', 5000));
    storeWizard({ step1: STEP1, step2: { ...STEP2, industry: 'salud' } });
    const { router } = renderWizard('/wizard/step-3');

    for (const name of [
      'email',
      'socialMedia',
      'contactPerson',
      'linkedin',
      'revenue',
      'employees',
    ]) {
      expect(disabled(await field(name))).toBe(false);
      expect(await rowText(name)).not.toMatch(/Disponible desde|Solo Pro/);
    }
    const cost = screen.getByTestId('cost-per-lead');
    // phone 0.5 + website 0.2 + industry surcharge 0.5
    expect(text(cost)).toContain('1,2');
    fireEvent.click(await field('email'));
    expect(text(cost)).toContain('3,2');
    fireEvent.click(await field('linkedin'));
    expect(text(cost)).toContain('5,2');
    fireEvent.click(await field('email'));
    expect(text(cost)).toContain('3,2');
    expect(text(screen.getByTestId('wizard-balance'))).toContain('5.000');

    fireEvent.click(screen.getByTestId('wizard-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/step-4'));
    expect(storedWizard()?.step3).toEqual({ selectedFields: ['phone', 'website', 'linkedin'] });
  });
});

describe('step 4', () => {
  const ready: WizardData = {
    step1: STEP1,
    step2: STEP2,
    step3: { selectedFields: ['phone', 'website', 'email'] },
  };

  it('shows the preview, and Confirm waits for a role', async () => {
    stubApi(baseRoutes('free', 50));
    storeWizard(ready);
    renderWizard('/wizard/step-4');
    const table = await screen.findByTestId('preview-table');
    expect(await within(table).findByText('Clínica Dental Sonrisa')).toBeTruthy();
    expect(within(table).getByText('+34 91• ••• •••')).toBeTruthy();
    expect(screen.getByText('La vista previa es gratuita: no se cobra nada.')).toBeTruthy();

    const confirm = screen.getByTestId('wizard-confirm');
    expect(disabled(confirm)).toBe(true);
    expect(checked(screen.getByTestId('export-csv'))).toBe(true);
    for (const method of ['crm', 'automation', 'cold-email']) {
      expect(disabled(screen.getByTestId(`export-${method}`))).toBe(true);
    }
    // The free plan has no integrations: each destination says which plan unlocks it.
    await waitFor(() =>
      expect(screen.getAllByText('Disponible desde el plan Growth.')).toHaveLength(3),
    );
    // Free plan: at most 10 leads, 10 by default; 10 × (0.5 + 0.2 + 2) = 27.
    expect(value(screen.getByTestId('wizard-max-leads'))).toBe('10');
    expect(text(screen.getByTestId('plan-leads-cap'))).toContain(
      'Con el plan Gratis cada búsqueda trae como máximo 10 leads.',
    );
    expect(text(screen.getByTestId('estimate-total'))).toContain('27');
    expect(text(screen.getByTestId('cost-per-lead'))).toContain('2,7');

    fireEvent.change(screen.getByTestId('wizard-role'), { target: { value: 'owner' } });
    expect(disabled(confirm)).toBe(false);
    fireEvent.change(screen.getByTestId('wizard-max-leads'), { target: { value: '11' } });
    expect(disabled(confirm)).toBe(true);
    fireEvent.change(screen.getByTestId('wizard-max-leads'), { target: { value: '5' } });
    expect(disabled(confirm)).toBe(false);
    expect(text(screen.getByTestId('estimate-total'))).toContain('13,5');
  });

  it('a saved rating above 4 adds the surcharge only where the source has ratings (a re-run)', async () => {
    const rerun = { ...ready, step2: { ...STEP2, minRating: 5 } };
    // 10 × (0.5 + 0.2 + 2) = 27; with the 0.5 surcharge 32.
    for (const [ratings, total] of [
      [true, '32'],
      [false, '27'],
    ] as const) {
      stubApi(baseRoutes('free', 50, ratings));
      storeWizard(rerun);
      const { unmount } = renderWizard('/wizard/step-4');
      await screen.findByTestId('preview-table');
      await waitFor(() => expect(text(screen.getByTestId('estimate-total'))).toContain(total));
      unmount();
    }
  });

  it('with too few credits Confirm stays disabled and says how many are needed', async () => {
    stubApi(baseRoutes('free', 20));
    storeWizard(ready);
    renderWizard('/wizard/step-4');
    fireEvent.change(await screen.findByTestId('wizard-role'), { target: { value: 'owner' } });
    expect(text(screen.getByTestId('credit-warning'))).toContain(
      'Necesitas 27 créditos. Actualmente tienes 20.',
    );
    expect(disabled(screen.getByTestId('wizard-confirm'))).toBe(true);

    await i18n.changeLanguage('en');
    expect(text(await screen.findByTestId('credit-warning'))).toContain(
      'You need 27 credits. You currently have 20.',
    );
  });

  it('short of credits: lower max leads to what the balance pays for, or buy a pack that covers it', async () => {
    stubApi(baseRoutes('free', 20));
    storeWizard(ready);
    const { router } = renderWizard('/wizard/step-4');
    fireEvent.change(await screen.findByTestId('wizard-role'), { target: { value: 'owner' } });
    // 10 × 2,7 = 27 against 20: 7 leads are paid for (18,9), 7 credits are missing.
    expect(text(screen.getByTestId('shortfall-lower'))).toBe('Bajar a 7 leads');
    expect(text(screen.getByTestId('shortfall-buy'))).toBe('Comprar 100 créditos');
    fireEvent.click(screen.getByTestId('shortfall-lower'));
    expect(value(screen.getByTestId('wizard-max-leads'))).toBe('7');
    expect(disabled(screen.getByTestId('wizard-confirm'))).toBe(false);
    expect(screen.queryByTestId('shortfall-actions')).toBeNull();

    fireEvent.change(screen.getByTestId('wizard-max-leads'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('shortfall-buy'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/checkout/billing?pack=pack-100&type=credits',
      ),
    );
    // What was chosen at step 4 is kept for the way back.
    expect(storedWizard()).toMatchObject({
      ...ready,
      step4: { targetRole: 'owner', exportMethod: 'csv', maxLeads: 10 },
    });
  });

  it('a purchase in another tab reaches this one: new balance, Confirm enabled', async () => {
    let credits = 20;
    stubApi({
      ...baseRoutes('free', 20),
      'GET /api/me': () => ({ body: meResponse('free', credits) }),
    });
    storeWizard(ready);
    renderWizard('/wizard/step-4');
    fireEvent.change(await screen.findByTestId('wizard-role'), { target: { value: 'owner' } });
    expect(disabled(screen.getByTestId('wizard-confirm'))).toBe(true);
    credits = 120;
    // What the success page in the payment's tab announces.
    const other = new BroadcastChannel('leadatlas:account');
    other.postMessage('changed');
    other.close();
    await waitFor(() => expect(text(screen.getByTestId('wizard-balance'))).toContain('120'));
    expect(disabled(screen.getByTestId('wizard-confirm'))).toBe(false);
    expect(screen.queryByTestId('credit-warning')).toBeNull();
  });

  it('a successful confirm clears the wizard, stores the id and opens the progress page', async () => {
    const calls = stubApi({
      ...baseRoutes('free', 50),
      'POST /api/searches': { body: { success: true, searchId: 'search-42' } },
    });
    storeWizard(ready);
    const { router } = renderWizard('/wizard/step-4');
    fireEvent.change(await screen.findByTestId('wizard-role'), {
      target: { value: 'marketing-manager' },
    });
    fireEvent.click(screen.getByTestId('wizard-auto-refresh'));
    fireEvent.click(screen.getByTestId('wizard-confirm'));

    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/loading?searchId=search-42',
      ),
    );
    expect(sessionStorage.getItem('wizardData')).toBeNull();
    expect(sessionStorage.getItem('currentSearchId')).toBe('search-42');
    expect(await screen.findByText('Búsqueda iniciada')).toBeTruthy();
    const run = calls.find((call) => call.method === 'POST' && call.path === '/api/searches');
    expect(run?.body).toMatchObject({
      orgId: ORG_ID,
      searchPayload: {
        ...ready,
        step4: {
          targetRole: 'marketing-manager',
          exportMethod: 'csv',
          autoRefresh: true,
          maxLeads: 10,
        },
      },
    });
  });

  it('insufficient_credits from the server shows its toast and keeps the wizard data', async () => {
    stubApi({
      ...baseRoutes('free', 50),
      'POST /api/searches': {
        status: 402,
        body: { error: 'insufficient_credits', required: 27, available: 20 },
      },
    });
    storeWizard(ready);
    const { router } = renderWizard('/wizard/step-4');
    fireEvent.change(await screen.findByTestId('wizard-role'), { target: { value: 'owner' } });
    fireEvent.click(screen.getByTestId('wizard-confirm'));

    const text = 'Créditos insuficientes: Necesitas 27 créditos, pero solo tienes 20';
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/wizard/step-4');
    expect(storedWizard()?.step4).toMatchObject({ targetRole: 'owner', maxLeads: 10 });
    expect(sessionStorage.getItem('currentSearchId')).toBeNull();
  });

  it('a plan error points to the step that fixes it', async () => {
    stubApi({
      ...baseRoutes('free', 50),
      'POST /api/searches': {
        status: 403,
        body: { error: 'plan_field_locked', fields: ['social'], requiredPlan: 'growth' },
      },
    });
    storeWizard(ready);
    const { router } = renderWizard('/wizard/step-4');
    fireEvent.change(await screen.findByTestId('wizard-role'), { target: { value: 'owner' } });
    fireEvent.click(screen.getByTestId('wizard-confirm'));
    const alert = await screen.findByTestId('wizard-error');
    expect(text(alert)).toContain('Tu plan no incluye este dato. Disponible desde Growth.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Corregir en el paso 3' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/step-3'));
  });

  it('an ambiguous location offers its candidates, which replace the step-1 location', async () => {
    const calls = stubApi({
      ...baseRoutes('free', 50),
      'POST /api/searches/preview': (call) =>
        (call.body as { step1: { location: string } }).step1.location === 'Santiago'
          ? {
              status: 422,
              body: {
                error: 'location_not_found',
                candidates: ['Santiago de Compostela, España', 'Santiago, Chile'],
              },
            }
          : baseRoutes('free', 50)['POST /api/searches/preview'],
    });
    storeWizard({ ...ready, step1: { ...STEP1, location: 'Santiago' } });
    renderWizard('/wizard/step-4');
    const candidate = await screen.findByRole('button', { name: 'Santiago, Chile' });
    fireEvent.click(candidate);
    expect(await screen.findByText('Clínica Dental Sonrisa')).toBeTruthy();
    expect(storedWizard()?.step1?.location).toBe('Santiago, Chile');
    const previews = calls.filter((call) => call.path === '/api/searches/preview');
    expect(previews.at(-1)?.body).toMatchObject({ step1: { location: 'Santiago, Chile' } });
  });

  it('the source being down offers a retry', async () => {
    let down = true;
    stubApi({
      ...baseRoutes('free', 50),
      'POST /api/searches/preview': () =>
        down
          ? { status: 503, body: { error: 'places_source_unavailable' } }
          : baseRoutes('free', 50)['POST /api/searches/preview'],
    });
    storeWizard(ready);
    renderWizard('/wizard/step-4');
    expect(text(await screen.findByTestId('preview-error'))).toContain(
      'La fuente de negocios no responde ahora mismo.',
    );
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Clínica Dental Sonrisa')).toBeTruthy();
  });

  it('Previous goes back to step 3 keeping the choices', async () => {
    stubApi(baseRoutes('free', 50));
    storeWizard(ready);
    const { router } = renderWizard('/wizard/step-4');
    fireEvent.change(await screen.findByTestId('wizard-role'), { target: { value: 'other' } });
    fireEvent.click(screen.getByTestId('wizard-previous'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wizard/step-3'));
    expect(storedWizard()?.step4).toMatchObject({ targetRole: 'other', exportMethod: 'csv' });
    expect(checked(await field('email'))).toBe(true);
  });
});
