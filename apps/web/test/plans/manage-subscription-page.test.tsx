import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BillingOverview } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import { ORG_ID, meResponse, publicConfig, stubApi } from '../search-fixtures';
import { billingOverview, renderBilling, subscribedOverview } from '../checkout/billing-fixtures';

function growth(subscription: Parameters<typeof subscribedOverview>[1] = {}) {
  return subscribedOverview('growth', subscription, { credits: 2050, planCredits: 2000 });
}

/** The billing API as a tiny server: each action answers the next overview. */
function server(initial: BillingOverview, answers: Record<string, BillingOverview>) {
  let current = initial;
  const reply = (path: string) => () => {
    current = answers[path]!;
    return { body: current };
  };
  return stubApi({
    'GET /api/me': { body: meResponse('growth', 2050) },
    'GET /api/config': { body: publicConfig },
    'GET /api/billing': () => ({ body: current }),
    ...Object.fromEntries(Object.keys(answers).map((path) => [`POST ${path}`, reply(path)])),
  });
}

describe('manage subscription page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('test mode: labelled, cancel asks first, keep undoes it, the period can be ended', async () => {
    const ending = growth({ cancelAtPeriodEnd: true });
    const free = billingOverview({
      plan: 'free',
      credits: 50,
      subscription: { ...ending.subscription!, status: 'canceled' },
    });
    const calls = server(growth(), {
      '/api/billing/subscription/cancel': ending,
      '/api/billing/subscription/keep': growth(),
      '/api/billing/test-subscription/end-period': free,
    });
    renderBilling('/billing/manage');
    expect((await screen.findByTestId('test-mode-banner')).textContent).toContain('Modo de prueba');
    expect(screen.getByTestId('manage-plan').textContent).toBe('Plan Growth');
    expect(screen.getByTestId('subscription-renewal').textContent).toBe(
      'Se renueva el 15 de marzo de 2026.',
    );
    expect(screen.getByTestId('manage-change-pro').textContent).toBe('Mejorar a Pro');
    expect(screen.getByTestId('manage-change-starter').textContent).toBe('Cambiar a Starter');
    expect(screen.queryByTestId('manage-change-growth')).toBeNull();

    fireEvent.click(screen.getByTestId('manage-cancel-button'));
    const dialog = await screen.findByTestId('plan-change-dialog');
    expect(dialog.textContent).toContain('Conservas Growth y sus créditos hasta el 15 de marzo');
    fireEvent.click(within(dialog).getByTestId('plan-change-dialog-confirm'));
    expect(await screen.findByTestId('manage-pending')).toBeTruthy();
    expect(screen.getByTestId('subscription-renewal').textContent).toBe(
      'Termina el 15 de marzo de 2026. Hasta entonces conservas Growth y sus créditos.',
    );

    // Keeping loses nothing: no dialog.
    fireEvent.click(screen.getByTestId('manage-keep'));
    expect(await screen.findByTestId('manage-cancel')).toBeTruthy();
    expect(screen.queryByTestId('plan-change-dialog')).toBeNull();

    fireEvent.click(screen.getByTestId('manage-end-period-button'));
    fireEvent.click(await screen.findByTestId('plan-change-dialog-confirm'));
    expect(await screen.findByTestId('manage-no-subscription')).toBeTruthy();
    expect(await screen.findByText('Periodo terminado: ahora tienes el plan Gratis.')).toBeTruthy();
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
    ).toEqual([
      ['/api/billing/subscription/cancel', { orgId: ORG_ID }],
      ['/api/billing/subscription/keep', { orgId: ORG_ID }],
      ['/api/billing/test-subscription/end-period', { orgId: ORG_ID }],
    ]);
  });

  it('a scheduled downgrade: said with its date, and undone in one click', async () => {
    const calls = server(growth({ scheduledPlan: 'starter' }), {
      '/api/billing/subscription/keep': growth(),
    });
    renderBilling('/billing/manage');
    expect((await screen.findByTestId('manage-pending')).textContent).toContain(
      'El 15 de marzo de 2026 tu plan pasa de Growth a Starter',
    );
    expect(screen.getByTestId('manage-plan-starter').textContent).toContain('Programado');
    fireEvent.click(screen.getByTestId('manage-keep'));
    expect(await screen.findByText('Conservas el plan Growth.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('no subscription: says so and leads to the plans', async () => {
    server(billingOverview(), {});
    renderBilling('/billing/manage');
    const empty = await screen.findByTestId('manage-no-subscription');
    expect(empty.textContent).toContain('Tu organización no tiene una suscripción');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/plans');
  });

  it('Stripe, in English: the payment portal, no test controls', async () => {
    await i18n.changeLanguage('en');
    stubApi({
      'GET /api/me': { body: meResponse('growth', 2050) },
      'GET /api/config': { body: publicConfig },
      'GET /api/billing': { body: { ...growth(), provider: 'stripe' } },
      'POST /api/billing/portal': { body: { url: 'https://billing.stripe.test/session/abc' } },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderBilling('/billing/manage');
    fireEvent.click(await screen.findByTestId('manage-open-portal'));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/session/abc'),
    );
    expect(screen.getByTestId('subscription-renewal').textContent).toBe(
      'Renews on March 15, 2026.',
    );
    expect(screen.queryByTestId('test-mode-banner')).toBeNull();
    expect(screen.queryByTestId('manage-end-period')).toBeNull();
  });
});
