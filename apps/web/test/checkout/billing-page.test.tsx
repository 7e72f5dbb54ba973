import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../src/i18n';
import {
  ORG_ID,
  meResponse,
  publicConfig,
  stubApi,
  type Reply,
  type Route,
} from '../search-fixtures';
import { billingOverview, subscribedOverview, renderBilling } from './billing-fixtures';

const CHECKOUT = 'POST /api/billing/checkout-session';

function api(
  checkout: Reply | Route = { body: { sessionId: 'cs_1', url: '/checkout/test/cs_1' } },
  overview = billingOverview(),
) {
  return stubApi({
    'GET /api/me': { body: meResponse('free', 50) },
    'GET /api/config': { body: publicConfig },
    'GET /api/billing': { body: overview },
    [CHECKOUT]: checkout,
  });
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const input = (field: string) => screen.getByTestId(`billing-${field}`) as HTMLInputElement;
const type = (field: string, value: string) =>
  fireEvent.change(input(field), { target: { value } });

function openCountries() {
  const box = screen.getByTestId('country-combobox') as HTMLInputElement;
  fireEvent.focus(box);
  return box;
}

function chooseCountry(search: string, code: string) {
  const box = openCountries();
  fireEvent.change(box, { target: { value: search } });
  fireEvent.click(screen.getByTestId(`country-option-${code}`));
}

function fillForm() {
  type('fullName', 'Ana Pérez');
  type('address', 'Calle Mayor 1');
  type('city', 'Madrid');
  type('postalCode', '28013');
  chooseCountry('espa', 'ES');
}

describe('checkout billing page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it.each([
    '/checkout/billing',
    '/checkout/billing?plan=enterprise&type=subscription',
    '/checkout/billing?plan=growth',
    '/checkout/billing?plan=growth&type=credits',
    '/checkout/billing?pack=pack-500&type=subscription',
    '/checkout/billing?pack=pack-42&type=credits',
    '/checkout/billing?plan=free&type=subscription',
    '/checkout/billing?plan=growth&pack=pack-500&type=subscription',
  ])('%s is not a purchase: back to /plans', async (path) => {
    api();
    const { router } = renderBilling(path);
    await waitFor(() => expect(where(router)).toBe('/plans'));
  });

  it('a plan: the summary beside the form, the account email read-only', async () => {
    api();
    renderBilling('/checkout/billing?plan=growth&type=subscription');
    const summary = await screen.findByTestId('checkout-summary');
    expect(summary.textContent).toContain('Plan Growth');
    expect(within(summary).getByTestId('summary-credits').textContent).toBe('2.000 al mes');
    expect(within(summary).getByTestId('summary-price').textContent).toContain('$99/mes');
    expect(summary.textContent).toContain('Se renueva cada mes');
    expect(input('email').value).toBe('ana@example.com');
    expect(input('email').readOnly).toBe(true);
    expect(input('fullName').value).toBe('Ana Pérez');
    expect(screen.getByText('CUIT/VAT')).toBeTruthy();
    expect(screen.getByText(/nunca vemos tu tarjeta/)).toBeTruthy();
    expect(screen.getByTestId('checkout-back').getAttribute('href')).toBe('/plans');
    // Questions go to the support desk, as a billing ticket (no mailto left).
    expect(screen.getByTestId('checkout-support').getAttribute('href')).toBe(
      '/support?category=billing',
    );
  });

  it('required fields: red borders and messages, focus on the first, nothing sent', async () => {
    const calls = api();
    renderBilling('/checkout/billing?pack=pack-500&type=credits');
    await screen.findByTestId('billing-form');
    expect(screen.getByTestId('checkout-summary').textContent).toContain('Pack de 500 créditos');
    type('fullName', ' ');
    type('postalCode', '28/013');
    fireEvent.click(screen.getByTestId('checkout-submit'));

    for (const field of ['fullName', 'address', 'city', 'postalCode']) {
      expect(input(field).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByTestId('country-combobox').getAttribute('aria-invalid')).toBe('true');
    for (const field of ['companyName', 'vatId']) {
      expect(input(field).getAttribute('aria-invalid')).toBeNull();
    }
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(screen.getByText(/Usa solo letras, números, espacios y guiones/)).toBeTruthy();
    expect(screen.getByText('Elige un país de la lista.')).toBeTruthy();
    expect(document.activeElement).toBe(input('fullName'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Fixing a field clears its mark at once.
    type('city', 'Madrid');
    expect(input('city').getAttribute('aria-invalid')).toBeNull();
  });

  it('the country list: search by name without accents, empty text, keyboard choice', async () => {
    api();
    renderBilling('/checkout/billing?pack=pack-100&type=credits');
    await screen.findByTestId('billing-form');
    const search = openCountries();
    expect(screen.getAllByRole('option')).toHaveLength(29);
    fireEvent.change(search, { target: { value: 'mexi' } });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByTestId('country-option-MX').textContent).toContain('México');
    expect(screen.getByTestId('country-option-MX').textContent).toContain('MX');
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No se encontraron países.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'peru' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(search.value).toBe('Perú');
    expect(search.getAttribute('aria-expanded')).toBe('false');

    // Typing again drops the choice until a country is picked: nothing hidden is sent.
    fireEvent.change(search, { target: { value: 'Uru' } });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(search.getAttribute('aria-activedescendant')).toMatch(/-UY$/);
    fireEvent.blur(search);
    fireEvent.click(screen.getByTestId('checkout-submit'));
    expect(search.getAttribute('aria-invalid')).toBe('true');
    // A name typed in full counts as chosen when the field is left.
    fireEvent.focus(search);
    fireEvent.change(search, { target: { value: 'uruguay' } });
    fireEvent.blur(search);
    expect(search.value).toBe('Uruguay');
    expect(search.getAttribute('aria-invalid')).toBeNull();
  });

  it('the country list in English', async () => {
    await i18n.changeLanguage('en');
    api();
    renderBilling('/checkout/billing?pack=pack-100&type=credits');
    await screen.findByTestId('billing-form');
    const search = openCountries();
    fireEvent.change(search, { target: { value: 'germ' } });
    expect(screen.getByTestId('country-option-DE').textContent).toContain('Germany');
    fireEvent.change(search, { target: { value: 'nowhere' } });
    expect(screen.getByText('No countries found.')).toBeTruthy();
  });

  it('submit: plan, org, billing data and locale (never a price); the payment opens in a new tab', async () => {
    const calls = api();
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderBilling('/checkout/billing?pack=pack-500&type=credits');
    await screen.findByTestId('billing-form');
    fillForm();
    type('vatId', ' B-12345678 ');
    fireEvent.click(screen.getByTestId('checkout-submit'));

    await waitFor(() => expect(open).toHaveBeenCalledWith('/checkout/test/cs_1', '_blank'));
    expect(tab.opener).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    const sent = calls.find((call) => `${call.method} ${call.path}` === CHECKOUT);
    expect(sent?.body).toEqual({
      type: 'credits',
      packId: 'pack-500',
      orgId: ORG_ID,
      billingData: {
        fullName: 'Ana Pérez',
        companyName: null,
        address: 'Calle Mayor 1',
        city: 'Madrid',
        postalCode: '28013',
        country: 'ES',
        vatId: 'B-12345678',
      },
      locale: 'es',
    });
    expect(JSON.stringify(sent?.body)).not.toMatch(/price|amount|usd|99/i);
    expect((await screen.findByTestId('checkout-opened')).textContent).toContain('pestaña nueva');
  });

  it('a blocked new tab: the payment page opens in this tab', async () => {
    const calls = api({ body: { sessionId: 'cs_2', url: 'https://checkout.stripe.test/c/cs_2' } });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderBilling('/checkout/billing?plan=pro&type=subscription');
    await screen.findByTestId('billing-form');
    fillForm();
    fireEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_2'));
    const body = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(body.type).toBe('subscription');
    expect(body.planId).toBe('pro');
    expect(body).not.toHaveProperty('packId');
  });

  it.each([
    ['a server failure', { status: 503, body: { error: 'payments_unavailable' } }],
    ['no url', { body: { sessionId: 'cs_3', url: '' } }],
    ['an unsafe url', { body: { sessionId: 'cs_3', url: 'javascript:alert(1)' } }],
  ])('%s: /checkout/error for the same pack', async (_name, reply) => {
    api(reply as Reply);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = renderBilling('/checkout/billing?pack=pack-1000&type=credits');
    await screen.findByTestId('billing-form');
    fillForm();
    fireEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(where(router)).toBe('/checkout/error?pack=pack-1000'));
    expect(await screen.findByTestId('checkout-error')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('a subscription that exists already: the server message as a toast, the form stays', async () => {
    api({ status: 409, body: { error: 'subscription_exists' } });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = renderBilling('/checkout/billing?plan=growth&type=subscription');
    await screen.findByTestId('billing-form');
    fillForm();
    fireEvent.click(screen.getByTestId('checkout-submit'));
    const refused = await screen.findByTestId('checkout-refused');
    expect(refused.textContent).toContain('ya tiene una suscripción activa');
    expect(within(refused).getByRole('link').getAttribute('href')).toBe('/plans');
    expect(await screen.findAllByText(/ya tiene una suscripción activa/)).toHaveLength(2);
    expect(where(router)).toBe('/checkout/billing?plan=growth&type=subscription');
    expect(open).not.toHaveBeenCalled();
  });

  it('not owner or admin: 403 is told, not turned into the error page', async () => {
    api({ status: 403, body: { error: 'forbidden' } });
    const { router } = renderBilling('/checkout/billing?plan=starter&type=subscription');
    await screen.findByTestId('billing-form');
    fillForm();
    fireEvent.click(screen.getByTestId('checkout-submit'));
    expect((await screen.findByTestId('checkout-refused')).textContent).toContain(
      'propietarias o administradoras',
    );
    expect(where(router)).toBe('/checkout/billing?plan=starter&type=subscription');
  });

  it('the button is disabled while the session is being created', async () => {
    let release: (reply: Reply) => void = () => undefined;
    api(() => new Promise<Reply>((resolve) => (release = resolve)));
    vi.spyOn(window, 'open').mockReturnValue({ opener: null } as unknown as Window);
    renderBilling('/checkout/billing?pack=pack-100&type=credits');
    await screen.findByTestId('billing-form');
    fillForm();
    const submit = screen.getByTestId('checkout-submit') as HTMLButtonElement;
    fireEvent.click(submit);
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(submit.textContent).toContain('Preparando el pago');
    await act(async () => release({ body: { sessionId: 'cs_4', url: '/checkout/test/cs_4' } }));
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('already subscribed: the plan change flow instead of a form that would be refused', async () => {
    api(undefined, subscribedOverview('starter'));
    const { router } = renderBilling('/checkout/billing?plan=growth&type=subscription');
    const dialog = await screen.findByTestId('plan-change-dialog');
    expect(router.state.location.pathname).toBe('/billing/manage');
    expect(dialog.textContent).toContain('¿Mejorar a Growth?');
    expect(dialog.textContent).toContain('se suman 1.500 créditos');
    expect(screen.queryByTestId('billing-form')).toBeNull();
  });

  it('a member who cannot buy: the reason, and the submit disabled', async () => {
    const calls = api(undefined, billingOverview({ canManage: false, canBuyCredits: false }));
    renderBilling('/checkout/billing?pack=pack-100&type=credits');
    expect((await screen.findByTestId('checkout-cannot-manage')).textContent).toContain(
      'Clínica Sol',
    );
    const submit = screen.getByTestId('checkout-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fillForm();
    fireEvent.submit(screen.getByTestId('billing-form'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('the form is kept in this tab: coming back finds it filled in', async () => {
    api();
    const first = renderBilling('/checkout/billing?pack=pack-100&type=credits');
    await screen.findByTestId('billing-form');
    fillForm();
    type('companyName', 'Clínica Sol SL');
    first.unmount();

    renderBilling('/checkout/billing?plan=growth&type=subscription');
    await screen.findByTestId('billing-form');
    expect(input('companyName').value).toBe('Clínica Sol SL');
    expect(input('address').value).toBe('Calle Mayor 1');
    expect((screen.getByTestId('country-combobox') as HTMLInputElement).value).toBe('España');
  });
});
