import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TestCheckout } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import { meResponse, publicConfig, stubApi, type Reply, type Route } from '../search-fixtures';
import { SESSION_ID, renderBilling, testCheckout } from './billing-fixtures';

const BASE = `/api/billing/test-checkout/${SESSION_ID}`;

function api(checkout: Reply | Route, actions: Record<string, Reply | Route> = {}) {
  return stubApi({
    'GET /api/me': { body: meResponse('free', 50) },
    'GET /api/config': { body: publicConfig },
    [`GET ${BASE}`]: checkout,
    [`POST ${BASE}/confirm`]: {
      body: { redirectUrl: `/checkout/success?session_id=${SESSION_ID}&pack=pack-500` },
    },
    [`POST ${BASE}/decline`]: { body: { redirectUrl: '/checkout/error?pack=pack-500' } },
    ...actions,
  });
}

describe('test-mode checkout page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says it is a test, shows what is bought, and confirming follows the server', async () => {
    const calls = api({ body: testCheckout() });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderBilling(`/checkout/test/${SESSION_ID}`);

    expect(screen.getByTestId('test-mode-banner').textContent).toContain(
      'Modo de prueba — no se cobra nada',
    );
    expect(screen.getByTestId('test-mode-banner').textContent).toContain(
      'No se usa ninguna tarjeta real',
    );
    await screen.findByTestId('test-checkout');
    expect(screen.getByTestId('test-item').textContent).toBe('Pack de 500 créditos');
    expect(screen.getByTestId('test-amount').textContent).toBe('$99 USD');
    expect(screen.getByTestId('test-organization').textContent).toBe('Clínica Sol');
    expect(screen.getByTestId('test-email').textContent).toBe('ana@example.com');

    fireEvent.click(screen.getByTestId('test-confirm'));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `/checkout/success?session_id=${SESSION_ID}&pack=pack-500`,
      ),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `${BASE}/confirm`,
    ]);
    expect((screen.getByTestId('test-confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('declining goes where the server says (the error page)', async () => {
    const calls = api({
      body: testCheckout({ type: 'subscription', planId: 'growth', packId: null, credits: 2000 }),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderBilling(`/checkout/test/${SESSION_ID}`);
    expect((await screen.findByTestId('test-item')).textContent).toBe('Plan Growth (mensual)');
    expect(screen.getByTestId('test-credits').textContent).toBe('2.000');
    fireEvent.click(screen.getByTestId('test-decline'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/error?pack=pack-500'));
    expect(calls.some((call) => call.path === `${BASE}/confirm`)).toBe(false);
  });

  it.each<[TestCheckout['status'], string]>([
    ['completed', 'ya se confirmó'],
    ['declined', 'se rechazó'],
    ['expired', 'caducó'],
  ])('a %s session shows its state and no buttons', async (status, text) => {
    api({ body: testCheckout({ status }) });
    renderBilling(`/checkout/test/${SESSION_ID}`);
    expect((await screen.findByTestId('test-checkout-status')).textContent).toContain(text);
    expect(screen.queryByTestId('test-confirm')).toBeNull();
    expect(screen.queryByTestId('test-decline')).toBeNull();
  });

  it('an action the server refuses (closed meanwhile): a message, and the state reloaded', async () => {
    let closed = false;
    api(() => ({ body: testCheckout({ status: closed ? 'declined' : 'open' }) }), {
      [`POST ${BASE}/confirm`]: () => {
        closed = true;
        return { status: 409, body: { error: 'checkout_closed' } };
      },
    });
    renderBilling(`/checkout/test/${SESSION_ID}`);
    fireEvent.click(await screen.findByTestId('test-confirm'));
    expect(
      await screen.findByText('No se pudo completar la acción. Inténtalo de nuevo.'),
    ).toBeTruthy();
    expect((await screen.findByTestId('test-checkout-status')).textContent).toContain('se rechazó');
  });

  it('an unknown session: a clear message and a way back to the plans', async () => {
    api({ status: 404, body: { error: 'not_found' } });
    renderBilling(`/checkout/test/${SESSION_ID}`);
    const box = await screen.findByTestId('test-checkout-not-found');
    expect(box.textContent).toContain('No encontramos esta sesión de pago');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('/plans');
  });
});
