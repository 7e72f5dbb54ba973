import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MeResponse } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import { ORG_ID, meResponse, publicConfig, stubApi, type Reply } from '../search-fixtures';
import { billingOverview, renderBilling, subscribedOverview } from '../checkout/billing-fixtures';

function api(overview: Reply, me: MeResponse = meResponse('free', 50)) {
  return stubApi({
    'GET /api/me': { body: me },
    'GET /api/config': { body: publicConfig },
    'GET /api/billing': overview,
    'POST /api/billing/portal': { body: { url: 'https://billing.stripe.test/session/abc' } },
  });
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('plans page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the catalog: prices, monthly credits, Growth popular, the current plan disabled', async () => {
    api({ body: billingOverview({ plan: 'starter', credits: 420 }) });
    const { router } = renderBilling('/plans');

    const growth = await screen.findByTestId('plan-card-growth');
    expect(growth.textContent).toContain('$99');
    expect(growth.textContent).toContain('2.000 créditos al mes');
    expect(within(growth).getByText('Más popular')).toBeTruthy();
    expect(screen.getByTestId('plan-card-starter').textContent).toContain('$49');
    expect(screen.getByTestId('plan-card-pro').textContent).toContain('5.000 créditos al mes');
    expect(screen.getByTestId('plan-card-pro').textContent).toContain('Acceso a la API');
    expect(screen.queryByTestId('plan-popular-starter')).toBeNull();

    await waitFor(() =>
      expect(screen.getByTestId('current-plan').textContent).toContain('Starter'),
    );
    const starterButton = screen.getByTestId('plan-choose-starter') as HTMLButtonElement;
    expect(starterButton.disabled).toBe(true);
    expect(starterButton.textContent).toBe('Plan actual');
    expect(screen.getByTestId('plans-balance').textContent).toContain('420');

    const choose = screen.getByTestId('plan-choose-growth');
    expect(choose.getAttribute('href')).toBe('/checkout/billing?plan=growth&type=subscription');
    fireEvent.click(choose);
    await waitFor(() =>
      expect(where(router)).toBe('/checkout/billing?plan=growth&type=subscription'),
    );
    expect(await screen.findByTestId('billing-form')).toBeTruthy();
  });

  it('packs tab: price per credit, the 500 pack best value, links to the billing form', async () => {
    api({ body: billingOverview() });
    const { router } = renderBilling('/plans');
    await screen.findByTestId('plan-card-growth');
    expect(screen.queryByTestId('pack-card-pack-500')).toBeNull();

    // Radix tabs switch on mousedown (a click in the browser) and on keyboard focus.
    fireEvent.mouseDown(screen.getByTestId('plans-tab-packs'));
    const pack = await screen.findByTestId('pack-card-pack-500');
    expect(pack.textContent).toContain('500 créditos');
    expect(pack.textContent).toContain('$99');
    expect(pack.textContent).toContain('$0,20 por crédito');
    expect(within(pack).getByText('Mejor valor')).toBeTruthy();
    expect(screen.getByTestId('pack-card-pack-5000').textContent).toContain('5.000 créditos');
    expect(screen.queryByTestId('pack-best-value-pack-100')).toBeNull();
    expect(where(router)).toBe('/plans?tab=packs');

    const buy = screen.getByTestId('pack-choose-pack-500');
    expect(buy.getAttribute('href')).toBe('/checkout/billing?pack=pack-500&type=credits');
    expect(buy.getAttribute('aria-label')).toBe('Comprar 500 créditos por $99');
  });

  it('English: 2,000 credits and the English labels', async () => {
    await i18n.changeLanguage('en');
    api({ body: billingOverview({ plan: 'growth' }) });
    renderBilling('/plans?tab=packs');
    expect((await screen.findByTestId('pack-card-pack-1000')).textContent).toContain(
      '1,000 credits',
    );
    expect(screen.getByTestId('pack-card-pack-500').textContent).toContain('Best value');
    fireEvent.mouseDown(screen.getByTestId('plans-tab-plans'));
    const growth = await screen.findByTestId('plan-card-growth');
    expect(growth.textContent).toContain('2,000 credits per month');
    expect(growth.textContent).toContain('Most popular');
    await waitFor(() =>
      expect((screen.getByTestId('plan-choose-growth') as HTMLButtonElement).disabled).toBe(true),
    );
    expect(screen.getByTestId('plan-choose-growth').textContent).toBe('Current plan');
  });

  it('a member who cannot buy: the reason, and every button disabled', async () => {
    const me = meResponse('free', 50);
    me.activeOrganization = { ...me.activeOrganization, role: 'member' };
    api({ body: billingOverview({ canManage: false, canBuyCredits: false }) }, me);
    renderBilling('/plans');
    expect((await screen.findByTestId('plans-cannot-manage')).textContent).toContain(
      'Solo las personas propietarias o administradoras de Clínica Sol',
    );
    for (const id of ['starter', 'growth', 'pro']) {
      const button = screen.getByTestId(`plan-choose-${id}`);
      expect(button.tagName).toBe('BUTTON');
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('a Stripe subscription: status, renewal date and the billing portal', async () => {
    const calls = api({
      body: subscribedOverview('growth', {}, { provider: 'stripe' }),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderBilling('/plans');
    expect((await screen.findByTestId('subscription-status')).textContent).toBe('Activa');
    expect(screen.getByTestId('subscription-renewal').textContent).toBe(
      'Se renueva el 15 de marzo de 2026.',
    );
    fireEvent.click(screen.getByTestId('manage-subscription'));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/session/abc'),
    );
    expect(calls.find((call) => call.path === '/api/billing/portal')?.body).toEqual({
      orgId: ORG_ID,
    });
    expect(screen.queryByTestId('subscription-test-mode')).toBeNull();
  });

  it('a Stripe subscriber: changing plan opens the portal, never the billing form', async () => {
    const calls = api({
      body: subscribedOverview('growth', {}, { provider: 'stripe' }),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderBilling('/plans');
    await waitFor(() =>
      expect(screen.getByTestId('plan-choose-pro').textContent).toBe('Mejorar a Pro'),
    );
    const pro = screen.getByTestId('plan-choose-pro');
    fireEvent.click(pro);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/session/abc'),
    );
    expect(screen.queryByTestId('plan-change-dialog')).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/billing/subscription'))).toBe(false);
  });

  it('test mode: the manage page link, the next step, and the note', async () => {
    api({
      body: subscribedOverview('starter', { cancelAtPeriodEnd: true }, { provider: 'test' }),
    });
    renderBilling('/plans');
    expect((await screen.findByTestId('subscription-test-mode')).textContent).toContain(
      'Modo de prueba',
    );
    expect(screen.getByTestId('manage-subscription').getAttribute('href')).toBe('/billing/manage');
    expect(screen.getByTestId('subscription-renewal').textContent).toBe(
      'Termina el 15 de marzo de 2026. Hasta entonces conservas Starter y sus créditos.',
    );
  });

  it('a test-mode subscriber: current, scheduled, upgrade now, downgrade at the period end', async () => {
    const growth = subscribedOverview(
      'growth',
      {},
      { credits: 2050, planCredits: 2000, provider: 'test' },
    );
    const upgraded = billingOverview({
      ...growth,
      plan: 'pro',
      credits: 5050,
      planCredits: 5000,
      subscription: { ...growth.subscription!, plan: 'pro' },
    });
    const calls = stubApi({
      'GET /api/me': { body: meResponse('growth', 2050) },
      'GET /api/config': { body: publicConfig },
      'GET /api/billing': { body: growth },
      'POST /api/billing/subscription/change': { body: upgraded },
    });
    const { router } = renderBilling('/plans');
    await waitFor(() =>
      expect(screen.getByTestId('plan-choose-pro').textContent).toBe('Mejorar a Pro'),
    );
    const pro = screen.getByTestId('plan-choose-pro');
    expect(screen.getByTestId('plan-change-hint-pro').textContent).toBe(
      'Al instante: +3.000 créditos en este periodo.',
    );
    expect(screen.getByTestId('plan-choose-starter').textContent).toBe('Cambiar a Starter');
    expect(screen.getByTestId('plan-change-hint-starter').textContent).toBe(
      'A partir del 15 de marzo de 2026.',
    );
    expect((screen.getByTestId('plan-choose-growth') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('plan-choose-growth').textContent).toBe('Plan actual');

    // The downgrade says what happens and when; going back changes nothing.
    fireEvent.click(screen.getByTestId('plan-choose-starter'));
    const dialog = await screen.findByTestId('plan-change-dialog');
    expect(dialog.textContent).toContain('¿Cambiar a Starter?');
    expect(dialog.textContent).toContain('Conservas Growth y sus créditos hasta el 15 de marzo');
    fireEvent.click(within(dialog).getByText('Volver'));
    await waitFor(() => expect(screen.queryByTestId('plan-change-dialog')).toBeNull());

    // The upgrade: confirmed, then the API; the cards follow the answer.
    fireEvent.click(pro);
    const upgrade = await screen.findByTestId('plan-change-dialog');
    expect(upgrade.textContent).toContain('se suman 3.000 créditos del plan');
    fireEvent.click(screen.getByTestId('plan-change-dialog-confirm'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/billing/subscription/change')?.body).toEqual({
        orgId: ORG_ID,
        planId: 'pro',
      }),
    );
    expect(await screen.findByText('Ya tienes el plan Pro: +3.000 créditos.')).toBeTruthy();
    expect(where(router)).toBe('/plans');
    expect(calls.some((call) => call.path === '/api/billing/checkout-session')).toBe(false);
  });

  it('until the subscription is known, no plan button acts (a subscriber must not reach checkout)', async () => {
    let answer: (reply: Reply) => void = () => {};
    stubApi({
      'GET /api/me': { body: meResponse('growth', 2050) },
      'GET /api/config': { body: publicConfig },
      'GET /api/billing': () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    const { router } = renderBilling('/plans');
    const pro = (await screen.findByTestId('plan-choose-pro')) as HTMLButtonElement;
    expect(pro.tagName).toBe('BUTTON');
    expect(pro.disabled).toBe(true);
    expect(pro.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(pro);
    expect(where(router)).toBe('/plans');

    answer({
      body: subscribedOverview(
        'growth',
        {},
        { credits: 2050, planCredits: 2000, provider: 'test' },
      ),
    });
    await waitFor(() =>
      expect(screen.getByTestId('plan-choose-pro').textContent).toBe('Mejorar a Pro'),
    );
    expect((screen.getByTestId('plan-choose-pro') as HTMLButtonElement).disabled).toBe(false);
  });

  it('a scheduled downgrade is marked on its card with its date', async () => {
    api({
      body: subscribedOverview('pro', { scheduledPlan: 'starter' }, { provider: 'test' }),
    });
    renderBilling('/plans');
    expect((await screen.findByTestId('plan-scheduled-starter')).textContent).toBe('Programado');
    expect(screen.getByTestId('plan-change-hint-starter').textContent).toBe(
      'Empieza el 15 de marzo de 2026.',
    );
    expect((screen.getByTestId('plan-choose-starter') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('subscription-renewal').textContent).toBe(
      'Cambia a Starter el 15 de marzo de 2026. Hasta entonces conservas Pro y sus créditos.',
    );
  });

  it('an upgrade the server refuses: its reason as a toast, nothing else changes', async () => {
    const overview = subscribedOverview('starter', {}, { provider: 'test' });
    stubApi({
      'GET /api/me': { body: meResponse('starter', 550) },
      'GET /api/config': { body: publicConfig },
      'GET /api/billing': { body: overview },
      'POST /api/billing/subscription/change': { status: 409, body: { error: 'no_subscription' } },
    });
    renderBilling('/plans');
    await waitFor(() =>
      expect(screen.getByTestId('plan-choose-growth').textContent).toBe('Mejorar a Growth'),
    );
    const growth = screen.getByTestId('plan-choose-growth');
    fireEvent.click(growth);
    fireEvent.click(await screen.findByTestId('plan-change-dialog-confirm'));
    expect(
      await screen.findByText(
        'Tu organización ya no tiene una suscripción activa. Revisa tu plan.',
      ),
    ).toBeTruthy();
  });

  it('billing that fails to load still shows the catalog, with the plan from the session', async () => {
    api({ status: 500, body: { error: 'internal_error' } }, meResponse('pro', 10));
    renderBilling('/plans');
    // A 5xx is asked twice more (1 s, then 2 s) before the page says so.
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.getByTestId('current-plan').textContent).toContain('Pro');
    expect((screen.getByTestId('plan-choose-pro') as HTMLButtonElement).disabled).toBe(true);
    // Whether there is a subscription is not known: no plan leads to checkout.
    for (const plan of ['starter', 'growth']) {
      const button = screen.getByTestId(`plan-choose-${plan}`) as HTMLButtonElement;
      expect(button.tagName).toBe('BUTTON');
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-busy')).not.toBe('true');
    }
  });
});
