import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { CheckoutSessionStatus } from '@leadatlas/shared';
import i18n from '../../src/i18n';
import { meResponse, publicConfig, stubApi, type ApiCall, type Reply } from '../search-fixtures';
import { SESSION_ID, location, renderBilling, sessionStatus } from './billing-fixtures';

const STATUS_PATH = `/api/billing/checkout-sessions/${SESSION_ID}`;

/** The server's side: the session is unfulfilled for `pendingPolls` answers, then fulfilled. */
function api({
  signedIn = true,
  status = sessionStatus(),
  pendingPolls = 1,
  balance = 2050,
}: {
  signedIn?: boolean;
  status?: CheckoutSessionStatus;
  pendingPolls?: number;
  balance?: number;
} = {}) {
  let polls = 0;
  return stubApi({
    'GET /api/me': signedIn
      ? { body: meResponse('free', 50) }
      : { status: 401, body: { error: 'unauthorized' } },
    'GET /api/config': { body: publicConfig },
    [`GET ${STATUS_PATH}`]: (): Reply => {
      polls += 1;
      return polls <= pendingPolls
        ? { body: status }
        : { body: { ...status, status: 'completed', fulfilled: true, balance } };
    },
  });
}

/**
 * Moves the fake clock in small steps, each in its own act(): React renders (and sets the next
 * timers) when an act() ends, so one big jump would fire only the first timer of a chain.
 */
async function advance(ms: number, step = 250) {
  let left = ms;
  do {
    const now = Math.min(step, left);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(now);
    });
    left -= now;
  } while (left > 0);
}

/** Lets the first answers (session, status) arrive and render. */
const settle = () => advance(100, 10);

const count = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path).length;

describe('checkout success page', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('Spanish: the plan and 2.000 credits, "on their way" until fulfilled, then the real balance', async () => {
    const calls = api({ pendingPolls: 2 });
    renderBilling(`/checkout/success?session_id=${SESSION_ID}&plan=growth`);
    await settle();

    expect(screen.getByTestId('success-credits').textContent).toBe(
      'Tu plan Growth incluye 2.000 créditos al mes.',
    );
    expect(screen.getByText('Bienvenido al plan Growth')).toBeTruthy();
    expect(screen.getByTestId('success-pending').textContent).toContain(
      'Tus créditos están en camino…',
    );
    expect(screen.queryByTestId('success-balance')).toBeNull();
    const meCalls = count(calls, '/api/me');

    await advance(2000); // second answer: still pending
    expect(screen.getByTestId('success-pending')).toBeTruthy();
    await advance(2000); // third answer: fulfilled
    expect(screen.getByTestId('success-balance').textContent).toBe(
      'Tu saldo ahora: 2.050 créditos',
    );
    expect(screen.queryByTestId('success-pending')).toBeNull();
    expect(count(calls, STATUS_PATH)).toBeGreaterThanOrEqual(3);
    // The session (balance, plan) is asked again so the dashboard shows the new figures.
    await settle();
    expect(count(calls, '/api/me')).toBeGreaterThan(meCalls);

    // Fulfilled: no more polling.
    const polls = count(calls, STATUS_PATH);
    await advance(4000);
    expect(count(calls, STATUS_PATH)).toBeLessThanOrEqual(polls + 1);
  });

  it('English: 2,000 credits and the English texts', async () => {
    await i18n.changeLanguage('en');
    api({ pendingPolls: 1, balance: 12000 });
    renderBilling(`/checkout/success?session_id=${SESSION_ID}&plan=growth`);
    await settle();
    expect(screen.getByTestId('success-credits').textContent).toBe(
      'Your Growth plan includes 2,000 credits per month.',
    );
    expect(screen.getByTestId('success-pending').textContent).toContain(
      'Your credits are on their way…',
    );
    await advance(2000);
    expect(screen.getByTestId('success-balance').textContent).toBe(
      'Your balance now: 12,000 credits',
    );
  });

  it('a pack: its credits', async () => {
    api({
      status: sessionStatus({ type: 'credits', planId: null, packId: 'pack-500', credits: 500 }),
      pendingPolls: 0,
      balance: 550,
    });
    renderBilling(`/checkout/success?session_id=${SESSION_ID}&pack=pack-500`);
    await settle();
    expect(screen.getByText('Compraste 500 créditos')).toBeTruthy();
    expect(screen.getByTestId('success-credits').textContent).toContain('500 créditos');
    expect(screen.getByTestId('success-balance').textContent).toBe('Tu saldo ahora: 550 créditos');
  });

  it('goes to the dashboard after 10 s, with a visible countdown', async () => {
    api({ status: sessionStatus({ planId: 'pro', credits: 5000 }), pendingPolls: 0 });
    renderBilling(`/checkout/success?session_id=${SESSION_ID}&plan=pro`);
    await settle();
    expect(screen.getByTestId('success-credits').textContent).toContain('5.000');
    expect(screen.getByTestId('success-countdown').textContent).toContain(
      'Te llevamos al panel en 10 segundos.',
    );
    await advance(9000);
    expect(screen.getByTestId('success-countdown').textContent).toContain('en 1 segundo.');
    expect(location()).toBe('');
    await advance(1000);
    expect(location()).toBe('/dashboard');
  });

  it('"Stay here" stops the redirect', async () => {
    api({ status: sessionStatus({ planId: 'starter', credits: 500 }), pendingPolls: 0 });
    renderBilling(`/checkout/success?session_id=${SESSION_ID}&plan=starter`);
    await settle();
    expect(screen.getByTestId('success-credits').textContent).toContain('500');
    fireEvent.click(screen.getByRole('button', { name: 'Quedarme aquí' }));
    await advance(15_000);
    expect(location()).toBe('');
    expect(screen.getByTestId('checkout-success')).toBeTruthy();
  });

  it('credits that take more than 2 minutes: polling stops and the page says so', async () => {
    const calls = api({ pendingPolls: 1000 });
    renderBilling(`/checkout/success?session_id=${SESSION_ID}&plan=growth`);
    await settle();
    // Nothing confirmed yet: no redirect, no claim of a payment.
    expect(screen.queryByTestId('success-countdown')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Confirmando tu pago');
    await advance(120_000);
    const polls = count(calls, STATUS_PATH);
    expect(polls).toBeGreaterThan(50);
    expect(screen.getByTestId('success-pending').textContent).toContain(
      'tardando más de lo normal',
    );
    await advance(10_000);
    expect(count(calls, STATUS_PATH)).toBe(polls);
  });

  it('a declined session is not shown as a success', async () => {
    api({ status: sessionStatus({ status: 'declined' }), pendingPolls: 1000 });
    renderBilling(`/checkout/success?session_id=${SESSION_ID}&plan=growth`);
    await settle();
    expect(screen.getByTestId('success-failed')).toBeTruthy();
    expect(screen.queryByTestId('success-countdown')).toBeNull();
    expect(screen.queryByTestId('success-balance')).toBeNull();
  });

  it('without session_id: neutral words, nothing claimed, nothing asked', async () => {
    const calls = api();
    renderBilling('/checkout/success?plan=growth');
    await settle();
    expect(screen.queryByText('¡Pago recibido!')).toBeNull();
    expect(screen.queryByTestId('success-credits')).toBeNull();
    expect(screen.getByTestId('success-neutral').textContent).toContain(
      'No encontramos este pago en tu organización',
    );
    expect(count(calls, STATUS_PATH)).toBe(0);
    await advance(12_000);
    expect(location()).toBe('');
  });

  it('signed out: neutral words and the way to sign in; the status is not asked', async () => {
    const calls = api({ signedIn: false });
    renderBilling(`/checkout/success?session_id=${SESSION_ID}&plan=growth`);
    await settle();
    expect(screen.queryByText('¡Pago recibido!')).toBeNull();
    expect(screen.getByTestId('success-neutral').textContent).toContain('Inicia sesión');
    expect(count(calls, STATUS_PATH)).toBe(0);
  });

  it("a made-up or someone else's session (404): neutral words, never a payment", async () => {
    stubApi({
      'GET /api/me': { body: meResponse('free', 50) },
      'GET /api/config': { body: publicConfig },
      [`GET ${STATUS_PATH}`]: { status: 404, body: { error: 'not_found' } },
    });
    renderBilling(`/checkout/success?session_id=${SESSION_ID}&plan=pro`);
    await settle();
    expect(screen.queryByText('¡Pago recibido!')).toBeNull();
    expect(screen.queryByText('Bienvenido al plan Pro')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('Estado del pago');
  });

  it('a refunded second plan says so', async () => {
    api({
      status: sessionStatus({ planId: 'pro', credits: 5000, status: 'refunded' }),
      pendingPolls: 1000,
    });
    renderBilling(`/checkout/success?session_id=${SESSION_ID}&plan=pro`);
    await settle();
    expect(screen.queryByText('¡Pago recibido!')).toBeNull();
    expect(screen.getByTestId('success-refunded').textContent).toContain(
      'cancelamos esta suscripción Pro y reembolsamos el pago',
    );
  });
});

describe('checkout error page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('try again goes back to the billing form of the same pack; plans and support links', async () => {
    api();
    const { router } = renderBilling('/checkout/error?pack=pack-500');
    const page = await screen.findByTestId('checkout-error');
    expect(page.textContent).toContain('El pago no se completó');
    const links = [...page.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/checkout/billing?pack=pack-500&type=credits');
    expect(links).toContain('/plans');
    expect(await screen.findByTestId('checkout-error-support')).toBeTruthy();
    expect(screen.getByTestId('checkout-error-support').getAttribute('href')).toBe(
      '/support?category=billing',
    );
    expect(page.querySelector('a[href^="mailto:"]')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: /Intentar de nuevo/ }));
    expect(router.state.location.search).toBe('?pack=pack-500&type=credits');
  });

  it('English, without a plan or pack: try again is the browser back', async () => {
    await i18n.changeLanguage('en');
    api({ signedIn: false });
    renderBilling('/checkout/error');
    const page = await screen.findByTestId('checkout-error');
    expect(page.textContent).toContain('The payment was not completed');
    expect(screen.getByTestId('checkout-error-back').textContent).toContain('Try again');
  });
});
